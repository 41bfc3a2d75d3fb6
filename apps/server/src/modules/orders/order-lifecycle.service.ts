import type { OrderActor, OrderStatus } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { checkTransition, refundingStatuses } from './order-lifecycle.ts';
import { createOrderTransitionsRepository } from './order-transitions.repository.ts';
import type { TransitionFields } from './order-transitions.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { createRefundsRepository } from './refunds.repository.ts';

export const orderLifecycleErrorCodes = {
  statusChanged: 'ORDER_STATUS_CHANGED',
  transitionForbidden: 'ORDER_TRANSITION_FORBIDDEN',
} as const;

export type TransitionRequest = {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  actorUserId?: number | null;
  reason: string;
  fields?: TransitionFields;
  /**
   * Fields read from rows that move under the order's lock, computed once it is locked and the move
   * allowed: a seat order's ready-by is its train's expected arrival, which the re-timing sweep
   * changes while holding the same lock. They override `fields`.
   */
  lockedFields?: (tx: Db, order: OrderRow) => Promise<TransitionFields>;
  /**
   * Checked on the locked order before anything moves: object-level authorisation (the customer's own
   * order, a restaurant the partner runs). Returning false answers 404, as if the order did not exist.
   */
  visibleTo?: (order: OrderRow) => boolean;
  /**
   * A rule beyond the state machine, checked on the locked order in the transition's transaction
   * (a customer cancelling an accepted train order only when the train is late): it throws to refuse.
   */
  permits?: (tx: Db, order: OrderRow) => Promise<void>;
};

export type TransitionResult = { order: OrderRow; eventId: number; from: OrderStatus };

/**
 * Applies the state machine (order-lifecycle.ts) atomically: lock the order, check who may move it
 * from where, move it with its event, and make a paid order's refund due when it ends unfulfilled.
 */
export function createOrderLifecycle({
  db,
  clock,
  acceptTimeoutMs,
}: {
  db: Db;
  clock: Clock;
  acceptTimeoutMs: number;
}) {
  async function transitionIn(tx: Db, request: TransitionRequest): Promise<TransitionResult> {
    const repository = createOrderTransitionsRepository(tx);
    const order = await repository.lockOrder(request.orderId);
    if (!order || (request.visibleTo && !request.visibleTo(order)))
      throw new NotFoundError('Order not found.');
    await request.permits?.(tx, order);
    const check = checkTransition(order.status, request.to, request.actor);
    if (!check.allowed) {
      if (check.refusal === 'forbidden')
        throw new AppError(
          403,
          orderLifecycleErrorCodes.transitionForbidden,
          `You cannot mark this order ${request.to}.`,
        );
      throw new ConflictError(
        `This order is ${order.status} now, so it cannot be marked ${request.to}.`,
        orderLifecycleErrorCodes.statusChanged,
        { status: order.status },
      );
    }
    const at = clock.now();
    const fields: TransitionFields = { ...request.fields, ...(await request.lockedFields?.(tx, order)) };
    if (request.to === 'confirmed') {
      // Only a verified payment confirms an order (order-lifecycle.ts): this is when it was placed.
      fields.paidAt = at;
      fields.acceptBy = new Date(at.getTime() + acceptTimeoutMs);
      // Paid now: the delivery window computed at checkout starts from this moment (ADR 024). A train
      // order's promise, the scheduled arrival, was fixed at checkout and stays (ADR 030).
      if (order.promisedBy === null) {
        fields.promisedFrom = new Date(at.getTime() + order.deliverTimeMin * 60_000);
        fields.promisedBy = new Date(at.getTime() + order.deliverTimeMax * 60_000);
      }
    }
    const applied = await repository.apply({
      from: order.status,
      to: request.to,
      orderId: order.id,
      fields,
      actor: request.actor,
      actorUserId: request.actorUserId ?? null,
      reason: request.reason,
      at,
    });
    // The row is locked, so only a bug could make the guarded update miss; answer as a lost race.
    if (!applied)
      throw new ConflictError('This order changed meanwhile.', orderLifecycleErrorCodes.statusChanged);
    // An order still waiting for its payment has no money to return (a completed payment confirms
    // its order in the same transaction, and money landing later is refunded where it lands), so
    // superseding an unpaid checkout skips the look for a paid payment.
    if (refundingStatuses.includes(request.to) && order.status !== 'payment processing')
      await createRefundsRepository(tx).enqueueFullRefundOfOrder({
        orderId: order.id,
        // The customer reads the refund's reason: the status reason code when there is one (an
        // admin's own words stay on the event).
        reason: fields.statusReason ?? request.reason,
        now: at,
      });
    return { ...applied, from: order.status };
  }

  return {
    /** One transition in a transaction of its own. */
    transition(request: TransitionRequest): Promise<TransitionResult> {
      return db.transaction((tx) => transitionIn(tx, request));
    },
    /** One transition inside the caller's transaction (payments settle an order with their own rows). */
    transitionIn,
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
