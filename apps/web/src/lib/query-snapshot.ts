import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The answered queries a server-rendered page was rendered from (ADR 013). TanStack Query's own
 * dehydrate/hydrate would do, but they also carry errors, mutations and pending promises, which a
 * page's first render never needs, and would add a kilobyte to every page's JavaScript.
 */
export type QuerySnapshot = { queries: { queryKey: QueryKey; data: unknown }[] };

export function takeQuerySnapshot(queryClient: QueryClient): QuerySnapshot {
  return {
    queries: queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' && query.state.error === null })
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data })),
  };
}

/**
 * The data counts as fetched now: were the server's fetch time kept, a browser clock ahead of the
 * server's (or a page opened in a background tab) could find it stale and refetch while hydrating,
 * rendering "fetching" where the server rendered "fetched".
 */
export function restoreQuerySnapshot(queryClient: QueryClient, snapshot: QuerySnapshot): void {
  for (const { queryKey, data } of snapshot.queries) queryClient.setQueryData(queryKey, data);
}
