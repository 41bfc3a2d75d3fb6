import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPaymentStatusQueryOptions } from '../api/get-payment-status';

/** While the gateway has not confirmed, ask again every 2 s for at most 60 s, then let the customer ask. */
export const paymentPolling = { intervalMs: 2_000, windowMs: 60_000 } as const;

export type PaymentOutcome =
  | { kind: 'checking' }
  | { kind: 'confirming' }
  | { kind: 'still-pending'; checkAgain: () => void; checkingAgain: boolean }
  | { kind: 'completed' }
  | { kind: 'failed' };

/**
 * SPEC.md §4 Payment result: 'Completed' is success; 'Failed', an unknown order (404) or a failed
 * first fetch is failure. 'Pending' (the browser came back but the gateway has not confirmed) is never
 * shown as success: the page keeps asking the server, which reconciles with the gateway. A poll that
 * fails after we already know the payment is pending keeps the pending screen, because money may still
 * be on its way and "Payment Failed" would be a false statement.
 */
export function usePaymentOutcome(orderId: string): PaymentOutcome {
  const [windowStartedAt, setWindowStartedAt] = useState(Date.now);
  const [windowOver, setWindowOver] = useState(false);

  const query = useQuery({
    ...getPaymentStatusQueryOptions(orderId),
    refetchInterval: (current) =>
      current.state.data?.paymentStatus === 'Pending' && !windowOver ? paymentPolling.intervalMs : false,
  });
  const status = query.data?.paymentStatus;

  useEffect(() => {
    if (windowOver || status !== 'Pending') return;
    const timer = setTimeout(
      () => {
        setWindowOver(true);
      },
      Math.max(0, windowStartedAt + paymentPolling.windowMs - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [windowOver, windowStartedAt, status]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setWindowStartedAt(Date.now());
    setWindowOver(false);
    void refetch();
  }, [refetch]);

  if (status === 'Completed') return { kind: 'completed' };
  if (status === 'Failed') return { kind: 'failed' };
  if (status === 'Pending') {
    return windowOver
      ? { kind: 'still-pending', checkAgain, checkingAgain: query.isFetching }
      : { kind: 'confirming' };
  }
  if (query.isError) return { kind: 'failed' };
  return { kind: 'checking' };
}
