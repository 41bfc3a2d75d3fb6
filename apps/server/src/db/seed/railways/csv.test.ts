import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads records by header, with quoted fields holding commas and quotes', () => {
    expect(parseCsv('a,b,c\r\n1,"x, y",3\n4,"say ""hi""",\n')).toEqual([
      { a: '1', b: 'x, y', c: '3' },
      { a: '4', b: 'say "hi"', c: '' },
    ]);
  });

  it('refuses a row with another number of fields, or an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow(/line 2: 3 fields/);
    expect(() => parseCsv('a,b\n1,"2\n')).toThrow(/line 2 ends inside a quoted field/);
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual([]);
  });
});
