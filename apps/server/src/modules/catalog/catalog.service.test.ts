import { describe, expect, it, vi } from 'vitest';
import { catalogSearchQuerySchema } from '@railbite/contract/catalog';
import type { CatalogRepository } from './catalog.repository.ts';
import { createCatalogService } from './catalog.service.ts';

describe('catalog search', () => {
  it('never asks the database about an empty or whitespace-only term', async () => {
    const searchRestaurants = vi.fn();
    const searchCuisines = vi.fn();
    const service = createCatalogService({
      repository: { searchRestaurants, searchCuisines } as unknown as CatalogRepository,
    });
    for (const raw of ['', '   ', '\t\n']) {
      const query = catalogSearchQuerySchema.parse({ search: raw, lat: '28.64', lng: '77.22' });
      await expect(service.search(query)).resolves.toEqual({ restaurants: [], categories: [] });
    }
    expect(searchRestaurants).not.toHaveBeenCalled();
    expect(searchCuisines).not.toHaveBeenCalled();
  });
});
