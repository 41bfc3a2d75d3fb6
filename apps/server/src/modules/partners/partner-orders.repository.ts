import { and, asc, desc, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { activeOrderStatuses } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderItems, orders, refunds } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { finalStatuses } from '../orders/order-lifecycle.ts';

/** An order row with what the kitchen may know of its customer (first name and phone, masked later). */
const boardColumns = {
  order: orders,
  customerFirstName: users.firstName,
  customerMobile: users.mobile,
};

/**
 * An order reached the restaurant when its payment confirmed it: that step sets `accept_by`. Orders
 * still being paid, whose payment failed, or that a newer checkout replaced never have it, so they
 * never appear on a board.
 */
const reachedRestaurant = isNotNull(orders.acceptBy);

export type BoardOrderRow = Awaited<
  ReturnType<ReturnType<typeof createPartnerOrdersRepository>['boardOf']>
>[number];

export function createPartnerOrdersRepository(db: Db) {
  function selectBoardRows() {
    return db.select(boardColumns).from(orders).leftJoin(users, eq(users.id, orders.userId));
  }

  return {
    /** The restaurant's open orders, and those that ended since `endedSince`, oldest first. */
    async boardOf(restaurantId: number, endedSince: Date) {
      return selectBoardRows()
        .where(
          and(
            eq(orders.restaurantId, restaurantId),
            reachedRestaurant,
            or(
              inArray(orders.status, [...activeOrderStatuses]),
              and(inArray(orders.status, [...finalStatuses]), gte(orders.updatedAt, endedSince)),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** One order as the board shows it; undefined when it never reached its restaurant. */
    async boardOrder(orderId: string) {
      const [row] = await selectBoardRows().where(and(eq(orders.id, orderId), reachedRestaurant));
      return row;
    },

    async itemsOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({ orderId: orderItems.orderId, itemName: orderItems.itemName, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.orderId, orderItems.position);
    },

    async refundsOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.id);
    },

    /** The id of the restaurant's latest order event (0 before its first): the board stream resumes after it. */
    async lastEventIdOf(restaurantId: number): Promise<number> {
      const [row] = await db
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(eq(orderEvents.restaurantId, restaurantId))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      return row?.id ?? 0;
    },
  };
}

export type PartnerOrdersRepository = ReturnType<typeof createPartnerOrdersRepository>;
