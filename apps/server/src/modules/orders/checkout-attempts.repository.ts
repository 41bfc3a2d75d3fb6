import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { orders, refunds } from '../../db/schema/orders.ts';
import type { GroupMember, PreviousAttempt } from './checkout-attempts.ts';

/** The reads behind checkout groups (ADR 022); the rules are in checkout-attempts.ts. */
export function createCheckoutAttemptsRepository(db: Db) {
  return {
    /**
     * The customer's latest order and whether their cart still holds a line added before it (a line's
     * time is kept when its quantity changes). Read under the cart lock, by checkout.
     */
    async previousAttempt(userId: number): Promise<PreviousAttempt | undefined> {
      const [row] = await db
        .select({
          checkoutGroupId: orders.checkoutGroupId,
          paidAt: orders.paidAt,
          // Qualified by hand: a one-table select renders its columns unqualified, and inside the
          // subquery a bare "user_id" would name cart_items' own column (any customer's cart).
          cartKept: sql<boolean>`exists (select 1 from ${cartItems} where ${cartItems}.${sql.identifier(cartItems.userId.name)} = ${orders}.${sql.identifier(orders.userId.name)} and ${cartItems}.${sql.identifier(cartItems.addedAt.name)} <= ${orders}.${sql.identifier(orders.createdAt.name)})`,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1)
        .prepare('checkout_previous_attempt')
        .execute();
      return row;
    },

    /** Every order of these groups. */
    async groupMembers(groupIds: readonly string[]): Promise<GroupMember[]> {
      if (groupIds.length === 0) return [];
      return db
        .select({ id: orders.id, checkoutGroupId: orders.checkoutGroupId, paidAt: orders.paidAt })
        .from(orders)
        .where(inArray(orders.checkoutGroupId, [...groupIds]));
    },

    /** The id of the customer's latest order. */
    async latestOrderId(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row?.id;
    },

    /** Which of these orders have a refund (money the gateway took for them). */
    async refundedOrderIds(orderIds: readonly string[]): Promise<Set<string>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ orderId: refunds.orderId })
        .from(refunds)
        .where(inArray(refunds.orderId, [...orderIds]));
      return new Set(rows.map((row) => row.orderId));
    },
  };
}

export type CheckoutAttemptsRepository = ReturnType<typeof createCheckoutAttemptsRepository>;
