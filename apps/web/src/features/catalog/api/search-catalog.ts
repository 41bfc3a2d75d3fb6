import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogSearchResponseSchema } from '@railbite/contract/catalog';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';

export function searchCatalog(term: string, signal?: AbortSignal) {
  return apiRequest(`${apiPaths.catalog.search}?${new URLSearchParams({ search: term }).toString()}`, {
    schema: catalogSearchResponseSchema,
    ...(signal ? { signal } : {}),
  });
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
