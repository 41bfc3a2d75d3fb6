import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogSearchResponseSchema } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';

export function searchCatalog(term: string, signal?: AbortSignal) {
  return apiRequest<typeof catalogSearchResponseSchema>(
    `${catalogPaths.search}?${new URLSearchParams({ search: term }).toString()}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
}

export function searchCatalogQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['catalog', 'search', term],
    queryFn: ({ signal }) => searchCatalog(term, signal),
  });
}

/** Blank terms clear the results without a call (SPEC.md §5). */
export function useCatalogSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({ ...searchCatalogQueryOptions(trimmed), enabled: trimmed !== '' });
}
