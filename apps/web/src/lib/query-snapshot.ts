import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The answered queries a server-rendered page was rendered from (ADR 013). TanStack Query's own
 * dehydrate/hydrate would do, but they also carry errors, mutations and pending promises, which a
 * page's first render never needs, and would add a kilobyte to every page's JavaScript.
 */
export type QuerySnapshot = { queries: { queryKey: QueryKey; data: unknown; updatedAt: number }[] };

export function takeQuerySnapshot(queryClient: QueryClient): QuerySnapshot {
  return {
    queries: queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' })
      .map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      })),
  };
}

export function restoreQuerySnapshot(queryClient: QueryClient, snapshot: QuerySnapshot): void {
  for (const { queryKey, data, updatedAt } of snapshot.queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
}
