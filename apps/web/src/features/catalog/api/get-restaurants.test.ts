import { describe, expect, it } from 'vitest';
import type { RestaurantListResponse } from '@railbite/contract/catalog';
import { hasMoreRestaurants } from './get-restaurants';

const page = (fields: Partial<RestaurantListResponse> & { rows: number }): RestaurantListResponse => ({
  success: true,
  restaurants: Array.from(
    { length: fields.rows },
    () => ({}) as RestaurantListResponse['restaurants'][number],
  ),
  total: fields.total ?? 0,
  page: fields.page ?? 1,
  limit: fields.limit ?? 10,
  ...(fields.totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
});

describe('hasMoreRestaurants', () => {
  it('pages until the total when the total is exact', () => {
    expect(hasMoreRestaurants(page({ rows: 10, total: 25, page: 2 }))).toBe(true);
    expect(hasMoreRestaurants(page({ rows: 5, total: 25, page: 3 }))).toBe(false);
    expect(hasMoreRestaurants(page({ rows: 10, total: 20, page: 2 }))).toBe(false);
  });

  it('pages past a lower-bound total until a page comes back short', () => {
    expect(hasMoreRestaurants(page({ rows: 10, total: 100, page: 12, totalIsLowerBound: true }))).toBe(true);
    expect(hasMoreRestaurants(page({ rows: 3, total: 100, page: 13, totalIsLowerBound: true }))).toBe(false);
    expect(hasMoreRestaurants(page({ rows: 0, total: 100, page: 14, totalIsLowerBound: true }))).toBe(false);
  });
});
