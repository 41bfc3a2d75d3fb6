import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderTrainTargets } from '../../db/schema/order-train-targets.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** What support sees of an order beyond its customer's view; never the delivery code itself. */
export function createSupportOrdersRepository(db: Db) {
  return {
    /** Undefined for an unknown order; the customer is null once their account was erased. */
    async supportFacts(orderId: string) {
      const [row] = await db
        .select({
          status: orders.status,
          customerId: users.id,
          customerName: users.firstName,
          customerPhone: users.mobile,
          codeFailures: orderTrainTargets.deliveryCodeFailures,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .leftJoin(orderTrainTargets, eq(orderTrainTargets.orderId, orders.id))
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * The newest orders of the account with this mobile, and of the seat orders whose passenger has
     * it (two index scans: users' unique mobile, then its orders; the seats' passenger index).
     */
    async ordersOfPhone(mobile: string, limit: number) {
      const summary = {
        orderId: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        restaurantName: orders.restaurantName,
        totalPaise: orders.totalPaise,
        seatOrderId: orderTrainTargets.orderId,
      };
      const [asCustomer, asPassenger] = await Promise.all([
        db
          .select(summary)
          .from(users)
          .innerJoin(orders, eq(orders.userId, users.id))
          .leftJoin(orderTrainTargets, eq(orderTrainTargets.orderId, orders.id))
          .where(eq(users.mobile, mobile))
          .orderBy(desc(orders.createdAt))
          .limit(limit),
        db
          .select(summary)
          .from(orderTrainTargets)
          .innerJoin(orders, eq(orders.id, orderTrainTargets.orderId))
          .where(eq(orderTrainTargets.passengerMobile, mobile))
          .orderBy(desc(orders.createdAt))
          .limit(limit),
      ]);
      return { asCustomer, asPassenger };
    },

    /** The order's events an admin made (cancelling it, a new delivery code), oldest first. */
    async adminEvents(orderId: string) {
      return db
        .select({
          at: orderEvents.at,
          fromStatus: orderEvents.fromStatus,
          status: orderEvents.status,
          reason: orderEvents.reason,
          adminName: users.firstName,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserId))
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.actor, 'admin')))
        .orderBy(asc(orderEvents.id));
    },
  };
}

export type SupportOrdersRepository = ReturnType<typeof createSupportOrdersRepository>;
