import { createHash } from 'node:crypto';
import { orderErrorCodes } from '@railbite/contract/orders';
import type { InitOrderResponse } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, ConflictError } from '../../lib/errors.ts';
import { createIdempotencyRepository } from './idempotency.repository.ts';

/**
 * Idempotency-Key handling of the requests that start a payment (init-order, pay-again; ADR 011): same
 * key + same request → the stored answer; another request → 422; while the first runs → 409; a
 * refused request frees its key. Without a key the request simply runs.
 */
export function createIdempotentCheckout({ db, clock }: { db: Db; clock: Clock }) {
  const idempotency = createIdempotencyRepository(db);

  return async function once(
    userId: number,
    idempotencyKey: string | undefined,
    /** What makes two requests the same one (hashed): the body, and for pay-again the order too. */
    request: unknown,
    run: () => Promise<InitOrderResponse>,
  ): Promise<InitOrderResponse> {
    if (!idempotencyKey) return run();
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const claimedAt = clock.now();
    const claim = await idempotency.claim(userId, idempotencyKey, requestHash, claimedAt);
    if (!claim.claimed) {
      if (claim.existing?.requestHash !== requestHash)
        throw new AppError(
          422,
          orderErrorCodes.idempotencyKeyReused,
          'This Idempotency-Key was used for a different checkout.',
        );
      if (claim.existing.response === null)
        throw new ConflictError(
          'This checkout is already being processed.',
          orderErrorCodes.checkoutInProgress,
        );
      return claim.existing.response as InitOrderResponse;
    }
    try {
      const response = await run();
      await idempotency.complete(userId, idempotencyKey, claimedAt, response);
      return response;
    } catch (error) {
      await idempotency.release(userId, idempotencyKey, claimedAt);
      throw error;
    }
  };
}

export type IdempotentCheckout = ReturnType<typeof createIdempotentCheckout>;
