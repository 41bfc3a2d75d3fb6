import { useQueryClient } from '@tanstack/react-query';
import { liveEventName } from '@railbite/contract/orders';
import type { PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { useLiveStream } from '@/hooks/use-live-stream';
import { boardQueryKey, updateBoard } from '../api/get-orders';
import { withStreamedOrder } from '../utils/live-board';

/** The board stream's address for one restaurant. */
export function boardEventsUrl(restaurantId: number): string {
  return `${partnerPaths.events}?${new URLSearchParams({ restaurantId: String(restaurantId) }).toString()}`;
}

/**
 * Follows a restaurant's board live once its list has loaded (ARCHITECTURE.md "Live updates"): the
 * stream resumes after the list's `lastEventId`, and each message (an order's board view after one of
 * its events) is merged into the list's query. While streams are blocked, the list is refetched
 * instead. Answers the stream's state, for the board to say whether it is live.
 */
export function useLiveBoard(restaurantId: number, board: PartnerOrdersResponse | undefined) {
  const queryClient = useQueryClient();
  return useLiveStream({
    url: board ? boardEventsUrl(restaurantId) : null,
    lastEventId: board?.lastEventId,
    onMessage: (message) => {
      if (message.event !== liveEventName) return;
      let order: PartnerOrder;
      try {
        order = JSON.parse(message.data) as PartnerOrder;
      } catch {
        console.error('A board update could not be read', message.id);
        return;
      }
      if (order.restaurantId !== restaurantId) return;
      updateBoard(queryClient, restaurantId, (current, serverNow) =>
        withStreamedOrder(current, order, Number(message.id) || 0, serverNow),
      );
    },
    onPoll: () => {
      void queryClient.refetchQueries({ queryKey: boardQueryKey(restaurantId), exact: true });
    },
  });
}
