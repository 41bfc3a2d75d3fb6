import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogSearchResponseSchema } from '@railbite/contract/catalog';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { apiRequest } from '@/lib/api-client';
import { useDeliveryPoint, withDeliveryPoint } from '@/lib/delivery-location';
import type { DeliveryPoint } from '@/lib/delivery-location';

export function searchCatalog(term: string, near: DeliveryPoint | undefined, signal?: AbortSignal) {
  const query = withDeliveryPoint(new URLSearchParams({ search: term }), near);
  return apiRequest<typeof catalogSearchResponseSchema>(`${catalogPaths.search}?${query.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

export function searchCatalogQueryOptions(term: string, near: DeliveryPoint | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'search', term, near ?? null],
    queryFn: ({ signal }) => searchCatalog(term, near, signal),
  });
}

/** Blank terms clear the results without a call (SPEC.md §5); results deliver to the location (ADR 025). */
export function useCatalogSearch(term: string) {
  const trimmed = term.trim();
  const near = useDeliveryPoint();
  return useQuery({ ...searchCatalogQueryOptions(trimmed, near), enabled: trimmed !== '' });
}
