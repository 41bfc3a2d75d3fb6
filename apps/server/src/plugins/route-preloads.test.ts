import { describe, expect, it } from 'vitest';
import { patternToRegExp } from './route-preloads.ts';

describe('patternToRegExp', () => {
  it.each([
    ['/foods/item-card/:restaurantId', '/foods/item-card/12', true],
    ['/foods/item-card/:restaurantId', '/foods/item-card/12/', true],
    ['/foods/item-card/:restaurantId', '/foods/item-card/', false],
    ['/foods/item-card/:restaurantId', '/foods/item-card/1/2', false],
    ['/terms&conditions', '/terms&conditions', true],
    ['/user/address', '/user/address/add', false],
    ['/a.b', '/aXb', false],
  ])('%s matches %s: %s', (pattern, path, matches) => {
    expect(patternToRegExp(pattern).test(path)).toBe(matches);
  });
});
