import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { trainSearchResponseSchema } from '@railbite/contract/trains';
import { trainSearchLimits } from '@railbite/contract/train-rules';
import { trainPaths } from '@railbite/contract/paths/trains';
import { apiRequest } from '@/lib/api-client';

function searchTrains(term: string, signal?: AbortSignal) {
  return apiRequest<typeof trainSearchResponseSchema>(
    `${trainPaths.search}?${new URLSearchParams({ search: term }).toString()}`,
    signal ? { signal } : {},
  );
}

/** Trains by number or name; terms shorter than the API's minimum ask nothing. */
export function useTrainSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: ['trains', 'search', trimmed],
    queryFn: ({ signal }) => searchTrains(trimmed, signal),
    enabled: trimmed.length >= trainSearchLimits.minLength,
    // Keep the last list while the next one loads: the options do not blink away under the cursor.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
