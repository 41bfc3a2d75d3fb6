import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { OrderStatus } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/catalog.ts';
import { orderEvents, orderItems, orders, payments } from '../../db/schema/orders.ts';
import { createdEventOf } from './order-transitions.repository.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export function createOrdersRepository(db: Db) {
  return {
    /**
     * The customer's unpaid orders (at most one is kept), newest first, with what checkout decides on:
     * their fingerprint and their pending payment's page and check time.
     */
    async unpaidOrders(userId: number) {
      return db
        .select({
          id: orders.id,
          checkoutFingerprint: orders.checkoutFingerprint,
          redirectUrl: payments.redirectUrl,
          nextCheckAt: payments.nextCheckAt,
        })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'payment processing'),
            eq(payments.state, 'pending'),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .prepare('checkout_unpaid_orders')
        .execute();
    },

    /**
     * An order, its items, its first event and its payment in one statement (called inside the
     * checkout transaction); answers the payment's id. The row checks (foreign keys) run at the end
     * of the statement, when the order is there.
     */
    async insertOrder(
      order: NewOrder,
      items: NewOrderItem[],
      payment: Omit<typeof payments.$inferInsert, 'orderId'>,
    ): Promise<number> {
      const newOrder = db.$with('new_order').as(db.insert(orders).values(order).returning({ id: orders.id }));
      const newItems = db.$with('new_items').as(
        db
          .insert(orderItems)
          .values(items.map((item) => ({ ...item, orderId: order.id })))
          .returning({ orderId: orderItems.orderId }),
      );
      const firstEvent = db
        .$with('first_event')
        .as(db.insert(orderEvents).values(createdEventOf(order)).returning({ id: orderEvents.id }));
      const [inserted] = await db
        .with(newOrder, newItems, firstEvent)
        .insert(payments)
        .values({ ...payment, orderId: order.id })
        .returning({ id: payments.id })
        // A name must always stand for one text: every value is a parameter, so the text varies with the
        // number of lines and with the columns an order sets (a seat order sets its promise at checkout,
        // an address order at payment). PostgreSQL refuses a name reused for another text; PGlite does not.
        .prepare(`checkout_insert_order_${String(items.length)}_${columnsKey(order, payment)}`)
        .execute();
      if (!inserted) throw new Error(`the payment of order ${order.id} was not inserted`);
      return inserted.id;
    },

    /** Marks these orders' pending payments superseded; answers them, so the gateway can close them. */
    async supersedePayments(orderIds: string[], now: Date) {
      if (orderIds.length === 0) return [];
      return db
        .update(payments)
        .set({ state: 'superseded', updatedAt: now })
        .where(and(inArray(payments.orderId, orderIds), eq(payments.state, 'pending')))
        .returning({ id: payments.id, gatewayRef: payments.gatewayRef });
    },

    async findOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async findOwnedOrder(userId: number, orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row;
    },

    async latestPayment(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    /** A page of the customer's placed orders (`paid`) or of their checkout attempts never paid. */
    async historyPage(
      userId: number,
      page: { status: OrderStatus | undefined; paid: boolean; limit: number; offset: number },
    ) {
      const { status, paid, limit, offset } = page;
      const where = and(
        eq(orders.userId, userId),
        paid ? isNotNull(orders.paidAt) : isNull(orders.paidAt),
        status ? eq(orders.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async itemsOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.orderId, orderItems.position);
    },

    async statusHistory(orderId: string) {
      return db
        .select({
          id: orderEvents.id,
          fromStatus: orderEvents.fromStatus,
          status: orderEvents.status,
          actor: orderEvents.actor,
          reason: orderEvents.reason,
          at: orderEvents.at,
        })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.id);
    },

    async restaurantPlace(restaurantId: number) {
      const [row] = await db
        .select({
          name: restaurants.name,
          address: restaurants.address,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row;
    },

    /** Confirmed orders whose accept-by time has passed, oldest deadline first (the index serves it). */
    async overdueForAcceptance(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'confirmed'), lte(orders.acceptBy, now)))
        .orderBy(orders.acceptBy)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async latestOrderIn(userId: number, statuses: readonly OrderStatus[]): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, [...statuses])))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** A short name for the columns an insert sets (those with a value): part of its statement's name. */
function columnsKey(...rows: object[]): string {
  const columns = rows
    .map((row) =>
      Object.entries(row)
        .filter(([, value]) => value !== undefined)
        .map(([column]) => column)
        .sort()
        .join(','),
    )
    .join('|');
  return createHash('sha256').update(columns).digest('hex').slice(0, 12);
}
