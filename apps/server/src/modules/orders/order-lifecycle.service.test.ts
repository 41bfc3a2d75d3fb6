import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderEvents, orders, refunds } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/errors.ts';
import { createCheckoutKit } from './orders-test-kit.ts';
import type { CheckoutKit } from './orders-test-kit.ts';
import { createOrderLifecycle } from './order-lifecycle.service.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { orderEventsChannel } from './order-transitions.repository.ts';

const acceptTimeoutMs = 10 * 60_000;

let kit: CheckoutKit;
let lifecycle: OrderLifecycle;
beforeAll(async () => {
  kit = await createCheckoutKit();
  lifecycle = createOrderLifecycle({ db: kit.t.database.db, clock: kit.t.clock, acceptTimeoutMs });
});
afterAll(() => kit.t.close());

/** A customer's order, paid through the sandbox and its webhook: status `confirmed`. */
async function paidOrder() {
  const who = await kit.customer();
  await kit.addToCart(who, kit.dish('Veg Biryani', 'Biryani Junction'), 2);
  const { orderId, redirectUrl } = await kit.placed(who);
  await kit.settleOnSandbox(redirectUrl, 'pay');
  const delivery = kit.deliveries.at(-1)!;
  expect((await kit.deliver(delivery.rawBody, delivery.headers)).statusCode).toBe(200);
  return orderId;
}

const db = () => kit.t.database.db;
const orderRow = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
const refundRows = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).statusCode;
}

/** Collects the payloads announced on the order events channel, on either engine; answers a stop function. */
async function listenForOrderEvents(payloads: unknown[]): Promise<() => Promise<void>> {
  const client = (db() as unknown as { $client: PGlite | pg.Pool }).$client;
  const collect = (payload: string | undefined) => payloads.push(JSON.parse(payload ?? 'null'));
  if (kit.t.database.kind === 'pglite') return (client as PGlite).listen(orderEventsChannel, collect);
  const connection = await (client as pg.Pool).connect();
  connection.on('notification', (notice) => collect(notice.payload));
  await connection.query(`listen ${orderEventsChannel}`);
  return async () => {
    await connection.query('unlisten *');
    connection.release();
  };
}

describe('order lifecycle', () => {
  it('announces each transition once it commits, with its event id, order and restaurant', async () => {
    const orderId = await paidOrder();
    const payloads: unknown[] = [];
    const stop = await listenForOrderEvents(payloads);
    try {
      const { eventId, order } = await lifecycle.transition({
        orderId,
        to: 'preparing',
        actor: 'partner',
        reason: 'accepted',
      });
      await vi.waitFor(() => {
        expect(payloads).toEqual([{ eventId, orderId, restaurantId: order.restaurantId }]);
      });
    } finally {
      await stop();
    }
  });

  it('confirms a paid order with an accept-by deadline and records who moved it', async () => {
    const confirmedAt = kit.t.clock.now().getTime();
    const orderId = await paidOrder();
    const order = await orderRow(orderId);
    expect(order.status).toBe('confirmed');
    expect(order.acceptBy?.getTime()).toBe(confirmedAt + 10 * 60_000);
    const events = await db()
      .select({ from: orderEvents.fromStatus, to: orderEvents.status, actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(events).toEqual([
      { from: null, to: 'payment processing', actor: 'customer' },
      { from: 'payment processing', to: 'confirmed', actor: 'payment' },
    ]);
  });

  it('lets exactly one of 20 concurrent transitions win; the others get 409', async () => {
    const orderId = await paidOrder();
    const attempts = Array.from({ length: 20 }, (_, index) =>
      lifecycle.transition({
        orderId,
        to: index % 2 ? 'preparing' : 'rejected',
        actor: 'partner',
        reason: index % 2 ? 'accepted' : 'kitchen_busy',
      }),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as AppError).statusCode).toBe(409);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events).toHaveLength(3);
  });

  it('answers 403 for a move the actor never makes and 404 for an order it may not see', async () => {
    const orderId = await paidOrder();
    expect(
      await refusal(lifecycle.transition({ orderId, to: 'preparing', actor: 'customer', reason: 'x' })),
    ).toBe(403);
    expect(
      await refusal(
        lifecycle.transition({
          orderId,
          to: 'preparing',
          actor: 'partner',
          reason: 'accepted',
          visibleTo: () => false,
        }),
      ),
    ).toBe(404);
    expect((await orderRow(orderId)).status).toBe('confirmed');
  });

  it('makes one full refund due when a paid order is rejected, however often it is asked', async () => {
    const orderId = await paidOrder();
    await lifecycle.transition({ orderId, to: 'rejected', actor: 'partner', reason: 'kitchen_busy' });
    const [refund] = await refundRows(orderId);
    expect(refund).toMatchObject({ state: 'pending', reason: 'kitchen_busy' });
    expect(refund!.amountPaise).toBe((await orderRow(orderId)).totalPaise);
    const { createRefundsRepository } = await import('./refunds.repository.ts');
    const again = await createRefundsRepository(db()).enqueueFullRefundOfOrder({
      orderId,
      reason: 'again',
      now: kit.t.clock.now(),
    });
    expect(again).toBeUndefined();
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('rejects and refunds an order nobody accepted in time, even across a restart', async () => {
    const orderId = await paidOrder();
    kit.t.clock.advance(acceptTimeoutMs - 1_000);
    await kit.t.app.sweeper.runOnce();
    expect((await orderRow(orderId)).status).toBe('confirmed');

    await kit.t.restart();
    kit.t.clock.advance(1_000);
    const handled = await kit.t.app.sweeper.runOnce();
    expect(handled['accept-timeout']).toBeGreaterThanOrEqual(1);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'rejected', statusReason: 'accept_timeout' });
    expect(await refundRows(orderId)).toHaveLength(1);
    // An accepted order is never timed out.
    const accepted = await paidOrder();
    await lifecycle.transition({ orderId: accepted, to: 'preparing', actor: 'partner', reason: 'accepted' });
    kit.t.clock.advance(acceptTimeoutMs * 2);
    await kit.t.app.sweeper.runOnce();
    expect((await orderRow(accepted)).status).toBe('preparing');
  });
});
