import { useQueryClient } from '@tanstack/react-query';
import { liveEventName } from '@railbite/contract/orders';
import type { OrderDetails } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { useLiveStream } from '@/hooks/use-live-stream';
import { getOrderDetailsQueryOptions, writeOrderDetails } from '../api/get-order-details';
import { awaitsRefund, isStillMoving } from '../utils/order-progress';

/**
 * Follows an order live while it can still change, or its refund is still on its way: each stream
 * message is the order's details after an event, written into its query (ARCHITECTURE.md "Live
 * updates"); when streams are blocked, the query is refetched instead.
 */
export function useLiveOrder(order: OrderDetails | undefined) {
  const queryClient = useQueryClient();
  const orderId = order?.orderId;
  const follow = order !== undefined && (isStillMoving(order.orderStatus) || awaitsRefund(order));
  return useLiveStream({
    url: follow ? orderPaths.events(order.orderId) : null,
    lastEventId: order?.lastEventId,
    onMessage: (message) => {
      if (message.event !== liveEventName) return;
      let details: OrderDetails;
      try {
        details = JSON.parse(message.data) as OrderDetails;
      } catch {
        console.error('An order update could not be read', message.id);
        return;
      }
      if (details.orderId === orderId) writeOrderDetails(queryClient, details);
    },
    onPoll: () => {
      if (orderId === undefined) return;
      void queryClient.invalidateQueries({ queryKey: getOrderDetailsQueryOptions(orderId).queryKey });
    },
  });
}
