import { activeOrderStatuses } from '@railbite/contract/orders';
import type { OrderHistoryQuery } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { attemptFactsOf } from './checkout-attempts.ts';
import type { AttemptFacts } from './checkout-attempts.ts';
import { createCheckoutAttemptsRepository } from './checkout-attempts.repository.ts';
import { toHistoryEntry, toOrderDetails } from './order-views.ts';
import { createOrdersRepository } from './orders.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import type { TrainOrderRetimingLookup } from '../journeys/late-train-cancellation.ts';
import { createOrderTrainTargetsRepository } from './order-train-targets.repository.ts';
import { trainFieldsOf } from './train-target-views.ts';
import type { OrderReader } from './train-target-views.ts';

/**
 * The facts of checkout attempts (ADR 022) for some orders of one customer: what became of each one's
 * money, whether it may be paid again, and how it relates to the other attempts of its cart.
 */
export async function attemptFactsFor(
  db: Db,
  rows: readonly OrderRow[],
): Promise<(order: OrderRow) => AttemptFacts> {
  const attempts = createCheckoutAttemptsRepository(db);
  const userId = rows[0]?.userId ?? null;
  const unpaid = rows.filter((row) => row.paidAt === null).map((row) => row.id);
  const members = await attempts.groupMembers([...new Set(rows.map((row) => row.checkoutGroupId))]);
  const latestOrderId = userId === null ? undefined : await attempts.latestOrderId(userId);
  const refunded = await attempts.refundedOrderIds(unpaid);
  return (order) => attemptFactsOf(order, { members, latestOrderId, refunded: refunded.has(order.id) });
}

/** Reading orders: the history's two lists, one order's details, the latest order on its way. */
export function createOrderQueries({
  db,
  trainOrderRetiming,
}: {
  db: Db;
  /** A train order's run now (journeys module, ADR 031). */
  trainOrderRetiming: TrainOrderRetimingLookup;
}) {
  const orders = createOrdersRepository(db);
  const refunds = createRefundsRepository(db);
  const trainTargets = createOrderTrainTargetsRepository(db);

  async function detailsOf(order: OrderRow, reader: OrderReader) {
    const [items, history, restaurant, orderRefunds, factsOf, [seat], trainRun] = await Promise.all([
      orders.itemsOf([order.id]),
      orders.statusHistory(order.id),
      orders.restaurantPlace(order.restaurantId),
      refunds.refundsOf(order.id),
      attemptFactsFor(db, [order]),
      trainTargets.targetsOf([order.id]),
      trainOrderRetiming(db, order.id),
    ]);
    // Orders reference their restaurant without ON DELETE, so it is always there.
    if (!restaurant)
      throw new Error(`restaurant ${String(order.restaurantId)} of order ${order.id} is missing`);
    return toOrderDetails(
      order,
      items,
      history,
      restaurant,
      orderRefunds,
      factsOf(order),
      trainFieldsOf(order, seat, reader),
      trainRun?.view ?? null,
    );
  }

  return {
    /** Placed orders (`payment: paid`) or the checkout attempts never paid (`unpaid`), newest first. */
    async history(userId: number, query: OrderHistoryQuery) {
      const { rows, total } = await orders.historyPage(userId, {
        status: query.search === '' ? undefined : query.search,
        paid: query.payment === 'paid',
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const orderIds = rows.map((row) => row.id);
      const [items, factsOf, pageRefunds, seats] = await Promise.all([
        orders.itemsOf(orderIds),
        attemptFactsFor(db, rows),
        refunds.refundsOfOrders(orderIds),
        trainTargets.targetsOf(orderIds),
      ]);
      return {
        data: rows.map((row) =>
          toHistoryEntry(
            row,
            items.filter((item) => item.orderId === row.id),
            factsOf(row),
            pageRefunds.filter((refund) => refund.orderId === row.id),
            trainFieldsOf(
              row,
              seats.find((seat) => seat.target.orderId === row.id),
              'customer',
            ),
          ),
        ),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async details(userId: number, orderId: string) {
      const order = await orders.findOwnedOrder(userId, orderId);
      if (!order) throw new NotFoundError('Order not found.');
      return detailsOf(order, 'customer');
    },

    async latestActive(userId: number) {
      const order = await orders.latestOrderIn(userId, activeOrderStatuses);
      return order ? detailsOf(order, 'customer') : null;
    },

    /**
     * Any order's details, for callers that have checked who may see it (the order's customer, support);
     * only the customer's read carries the delivery code.
     */
    async detailsById(orderId: string, reader: OrderReader = 'other') {
      const order = await orders.findOrder(orderId);
      if (!order) throw new NotFoundError('Order not found.');
      return detailsOf(order, reader);
    },
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
