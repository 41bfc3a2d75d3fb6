import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { orderIdSchema } from '@railbite/contract/orders';
import { OrderStatusView } from '@/features/orders/components/order-status-view';
import { PaymentFailure } from '@/features/orders/components/payment-result';

function OrderStatusPage({ children }: { children: ReactNode }) {
  return (
    <main className="flex w-full flex-1 flex-col justify-center px-4 py-8 sm:py-12">
      <title>Order status — RailBite</title>
      {children}
    </main>
  );
}

/** SPEC.md §2 /order-status/{orderId}: where the payment gateway sends the browser back. */
export function OrderStatusRoute() {
  const { orderId = '' } = useParams();
  // A malformed id cannot be one of ours: no need to ask the server to say so.
  const valid = orderIdSchema.safeParse(orderId).success;
  return (
    <OrderStatusPage>
      {valid ? <OrderStatusView key={orderId} orderId={orderId} /> : <PaymentFailure />}
    </OrderStatusPage>
  );
}

/** SPEC.md §2 /order-status/failed: the payment could not start, so there is no order to name. */
export function OrderStatusFailedRoute() {
  return (
    <OrderStatusPage>
      <PaymentFailure />
    </OrderStatusPage>
  );
}
