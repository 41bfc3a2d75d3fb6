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
      const { search } = catalogSearchQuerySchema.parse({ search: raw });
      await expect(service.search(search)).resolves.toEqual({ restaurants: [], categories: [] });
    }
    expect(searchRestaurants).not.toHaveBeenCalled();
    expect(searchCuisines).not.toHaveBeenCalled();
  });
});
