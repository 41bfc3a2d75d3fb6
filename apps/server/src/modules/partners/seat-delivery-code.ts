import { timingSafeEqual } from 'node:crypto';
import { deliveryCodeMaxFailures } from '@railbite/contract/train-rules';
import { trainOrderErrorCodes } from '@railbite/contract/train-seat';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { createOrderTrainTargetsRepository } from '../orders/order-train-targets.repository.ts';

// A train order is handed over at a seat to whoever tells its 4-digit code (issue 17, ADR 030). The
// code is a secret: each wrong try is counted on the order, and after deliveryCodeMaxFailures the
// order cannot be delivered with a code at all until RailBite support looks at it. That per-order
// limit (5 guesses of 10,000) is the rate limit; no time window would make guessing any cheaper.

type CodeCheck = { kind: 'not a seat' } | { kind: 'right' } | { kind: 'wrong'; failures: number };

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function lockedError(): AppError {
  return new AppError(
    423,
    trainOrderErrorCodes.deliveryCodeLocked,
    `The delivery code was entered wrong ${String(deliveryCodeMaxFailures)} times, so this order is locked. Contact RailBite support to have it checked.`,
  );
}

/**
 * Checks the code for an order the partner is about to mark delivered. Address orders pass (they have
 * no code); a status other than out for delivery passes too, for the lifecycle to refuse it. Another
 * restaurant's order answers 404 before anything about its code is said or counted.
 */
export function createSeatDeliveryCheck({ db, clock }: { db: Db; clock: Clock }) {
  return async function checkDeliveryCode(
    runs: ReadonlySet<number>,
    orderId: string,
    given: string | undefined,
  ): Promise<void> {
    const check = await db.transaction(async (tx): Promise<CodeCheck> => {
      const targets = createOrderTrainTargetsRepository(tx);
      const row = await targets.lockForDelivery(orderId);
      if (!row) return { kind: 'not a seat' };
      if (!runs.has(row.restaurantId)) throw new NotFoundError('Order not found.');
      if (row.status !== 'out for delivery') return { kind: 'not a seat' };
      if (row.target.deliveryCodeFailures >= deliveryCodeMaxFailures) throw lockedError();
      if (given === undefined)
        throw new InvalidInputError(
          'deliveryCode',
          'This order goes to a train seat: enter the 4-digit delivery code the passenger tells you.',
          trainOrderErrorCodes.deliveryCodeRequired,
        );
      if (sameCode(row.target.deliveryCode, given)) return { kind: 'right' };
      // Counted and committed before the refusal is answered.
      return { kind: 'wrong', failures: await targets.recordCodeFailure(orderId, clock.now()) };
    });
    if (check.kind !== 'wrong') return;
    const left = deliveryCodeMaxFailures - check.failures;
    if (left <= 0) throw lockedError();
    throw new AppError(
      422,
      trainOrderErrorCodes.deliveryCodeWrong,
      `That delivery code is not this order’s. Ask the passenger for the 4-digit code on their order page. ${String(left)} ${left === 1 ? 'try' : 'tries'} left before the order locks.`,
      { triesLeft: left },
    );
  };
}
