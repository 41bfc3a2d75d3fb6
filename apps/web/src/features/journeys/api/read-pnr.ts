import { useMutation } from '@tanstack/react-query';
import type { pnrResponseSchema } from '@railbite/contract/journeys';
import { trainPaths } from '@railbite/contract/paths/trains';
import { apiRequest } from '@/lib/api-client';

/** Asks the server's train status provider what a PNR says (the offline one says it cannot read it). */
export function useReadPnr() {
  return useMutation({
    mutationFn: (pnr: string) =>
      apiRequest<typeof pnrResponseSchema>(`${trainPaths.pnr}?${new URLSearchParams({ pnr }).toString()}`),
  });
}
