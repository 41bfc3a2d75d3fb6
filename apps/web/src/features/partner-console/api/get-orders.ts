import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PartnerOrdersResponse, partnerOrdersResponseSchema } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { apiRequest } from '@/lib/api-client';
import { serverClockOffset } from '../hooks/use-server-now';
import { msUntilNextDayInIndia, withFreshList } from '../utils/live-board';

export function getBoardOrders(restaurantId: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ restaurantId: String(restaurantId) });
  return apiRequest<typeof partnerOrdersResponseSchema>(`${partnerPaths.orders}?${query.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

export const boardQueryKey = (restaurantId: number) => ['partner', 'orders', restaurantId] as const;

/** The list as the board keeps it, with when it was asked for: the server's clock is read from both. */
export type BoardData = PartnerOrdersResponse & { requestedAt: number };

/**
 * How far the server's clock is ahead of the device's, measured by the list's request. `receivedAt`
 * is the query's `dataUpdatedAt`, which `updateBoard` leaves at the list's arrival.
 */
export function boardClockOffset(board: BoardData, receivedAt: number): number {
  return serverClockOffset(board.serverTime, board.requestedAt, receivedAt);
}

/**
 * The board of one restaurant: its open orders and today's finished ones, with the server's clock.
 * Loaded once, then kept current by the board's live stream (hooks/use-live-board.ts), which also
 * refetches it while streams are blocked. A refetch keeps what the stream brought after the list was
 * read. The only timed refetch is at midnight in India, when "Done today" starts over: nothing
 * happens to those orders then, so no stream message would clear them.
 */
export function boardQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: boardQueryKey(restaurantId),
    queryFn: async ({ signal, client }): Promise<BoardData> => {
      const requestedAt = Date.now();
      const fresh = await getBoardOrders(restaurantId, signal);
      return withFreshList(
        { ...fresh, requestedAt },
        client.getQueryData<BoardData>(boardQueryKey(restaurantId)),
      );
    },
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data
        ? // A second late, so that the server's clock has passed midnight too.
          msUntilNextDayInIndia(Date.now() + boardClockOffset(query.state.data, query.state.dataUpdatedAt)) +
          1000
        : false,
    refetchIntervalInBackground: true,
  });
}

export function useBoardOrders(restaurantId: number) {
  return useQuery(boardQueryOptions(restaurantId));
}

/**
 * Changes the board in place (an action's answer, a streamed order). `dataUpdatedAt` stays the moment
 * the list arrived, which the server's clock is measured from (its `serverTime` is that moment's).
 */
export function updateBoard(
  queryClient: QueryClient,
  restaurantId: number,
  update: (board: BoardData, serverNow: number) => BoardData,
) {
  const queryKey = boardQueryKey(restaurantId);
  const receivedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? Date.now();
  queryClient.setQueryData<BoardData>(
    queryKey,
    (board) => board && update(board, Date.now() + boardClockOffset(board, receivedAt)),
    { updatedAt: receivedAt },
  );
}
