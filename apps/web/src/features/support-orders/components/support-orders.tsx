import { useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { supportOrderQueryOptions } from '../api/get-support-order';
import { OrderLookup } from './order-lookup';
import { SupportOrderPanel } from './support-order-panel';

/**
 * Support's order desk: find an order by the id the customer reads out, see it as they do with who
 * they are, and cancel it or give a locked seat order a new delivery code.
 */
export function SupportOrders() {
  const queryClient = useQueryClient();
  const [orderId, setOrderId] = useState<string | null>(null);
  const finding = useIsFetching({ queryKey: supportOrderQueryOptions(orderId ?? '').queryKey }) > 0;
  const find = (id: string) => {
    // The same id again: the caller expects the order as it is now.
    if (id === orderId)
      void queryClient.invalidateQueries({ queryKey: supportOrderQueryOptions(id).queryKey });
    else setOrderId(id);
  };
  return (
    <div className="space-y-5">
      <OrderLookup onFind={find} pending={finding && orderId !== null} />
      {orderId === null ? (
        <p className="text-sm text-stone-600">
          Ask the caller for the order id on their order page, then find it here.
        </p>
      ) : (
        // One panel per order: a new lookup starts fresh (dialogs closed, no old messages).
        <SupportOrderPanel key={orderId} orderId={orderId} />
      )}
    </div>
  );
}
