import { describe, expect, it } from 'vitest';
import { categoryIdFromState, cuisinesPageState } from './paths';

describe('/cuisines navigation state', () => {
  it('round-trips the category id', () => {
    expect(categoryIdFromState(cuisinesPageState(7).state)).toBe(7);
  });

  it.each([
    null,
    undefined,
    {},
    { category_id: '3' },
    { category_id: 0 },
    { category_id: -2 },
    { category_id: 1.5 },
  ])('falls back to category 1 for %j', (state) => {
    expect(categoryIdFromState(state)).toBe(1);
  });
});
