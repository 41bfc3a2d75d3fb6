import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentOutcome } from '../hooks/use-payment-outcome';
import { resetLocalCart } from '../utils/reset-local-cart';
import { PaymentConfirming, PaymentFailure } from './payment-result';
import { PlacedOrder } from './placed-order';

/**
 * The payment outcome of one order, as the server (reconciled with the gateway) reports it; once paid,
 * the order itself, live.
 */
export function OrderStatusView({ orderId }: { orderId: string }) {
  const outcome = usePaymentOutcome(orderId);
  const queryClient = useQueryClient();
  const cartReset = useRef(false);

  useEffect(() => {
    if (outcome.kind !== 'completed' || cartReset.current) return;
    cartReset.current = true;
    void resetLocalCart(queryClient);
  }, [outcome.kind, queryClient]);

  switch (outcome.kind) {
    case 'checking':
      return (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-brand-700">
          <Spinner className="size-10" />
          <span className="text-stone-700">Checking your payment…</span>
        </div>
      );
    case 'confirming':
      return <PaymentConfirming orderId={orderId} />;
    case 'still-pending':
      return <PaymentConfirming orderId={orderId} stillPending={outcome} />;
    case 'completed':
      return <PlacedOrder orderId={orderId} />;
    case 'failed':
      return <PaymentFailure orderId={orderId} />;
  }
}
