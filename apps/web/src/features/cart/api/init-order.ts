import { useMutation } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '@railbite/contract/order-rules';
import type { initOrderResponseSchema, InitOrderBody } from '@railbite/contract/orders';
import { orderPaths } from '@railbite/contract/paths/orders';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST api/orders/init-order`. The Idempotency-Key is made per checkout attempt by the caller, so a
 * double click or a network retry of the same attempt can never place two orders.
 */
export function initOrder(body: InitOrderBody, idempotencyKey: string) {
  return apiRequest<typeof initOrderResponseSchema>(orderPaths.init, {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

export function useInitOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InitOrderBody; idempotencyKey: string }) =>
      initOrder(body, idempotencyKey),
  });
}
