import { describe, expect, it } from 'vitest';
import { memoByKey } from './memo-by-key.ts';

describe('memoByKey', () => {
  it('loads each key once, shares a call in flight, and forgets the oldest past its capacity', async () => {
    const loads: string[] = [];
    const memo = memoByKey(2, (key) => {
      loads.push(key);
      return Promise.resolve(key.toUpperCase());
    });
    expect(await Promise.all([memo('a'), memo('a')])).toEqual(['A', 'A']);
    await memo('b');
    await memo('c');
    expect(await memo('b')).toBe('B');
    expect(loads).toEqual(['a', 'b', 'c']);
    await memo('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not remember a failed load', async () => {
    let calls = 0;
    const memo = memoByKey(5, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(calls);
    });
    await expect(memo('x')).rejects.toThrow('down');
    expect(await memo('x')).toBe(2);
    expect(await memo('x')).toBe(2);
  });
});
