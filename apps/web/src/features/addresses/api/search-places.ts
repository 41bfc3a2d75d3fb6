import { queryOptions, useQuery } from '@tanstack/react-query';
import type { geoSearchResponseSchema } from '@railbite/contract/geo';
import { geoPaths } from '@railbite/contract/paths/geo';
import { apiRequest } from '@/lib/api-client';

/** Places matching a text, from our server's geocoder (the browser never calls one directly). */
export async function searchPlaces(text: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: text });
  const response = await apiRequest<typeof geoSearchResponseSchema>(
    `${geoPaths.search}?${query.toString()}`,
    {
      ...(signal ? { signal } : {}),
    },
  );
  return response.data;
}

/** SPEC.md §5: /map suggestions only for text longer than 2 characters. */
export const suggestionMinLength = 3;

export function getPlaceSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['geo', 'search', text],
    queryFn: ({ signal }) => searchPlaces(text, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function usePlaceSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    ...getPlaceSuggestionsQueryOptions(trimmed),
    enabled: trimmed.length >= suggestionMinLength,
  });
}
