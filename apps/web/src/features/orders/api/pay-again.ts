import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '@railbite/contract/order-rules';
import type { initOrderResponseSchema } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { ApiError, apiRequest } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export function payAgain(orderId: string, idempotencyKey: string) {
  return apiRequest<typeof initOrderResponseSchema>(orderPaths.payAgain(orderId), {
    method: 'POST',
    body: {},
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

/**
 * A 409: the server will not start this payment from the attempt (the cart changed or was emptied,
 * the address is gone, or the attempt was replaced or paid): the customer pays from the cart.
 */
export function mustPayFromCart(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * `POST pay-again/{orderId}` (ADR 022): a new payment for the cart of an attempt that ended unpaid.
 * One Idempotency-Key per attempt to pay again: a network retry or a second tap while it runs is the
 * same request; a new tap after a refusal is a new one.
 */
export function usePayAgain(orderId: string) {
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return payAgain(orderId, key.current);
    },
    onError: () => {
      key.current = null;
    },
  });
}
