import { maskPhone } from '../../lib/mask-phone.ts';
import type { OrderStatus } from '@railbite/contract/orders';
import type { BoardColumn, PartnerOrder } from '@railbite/contract/partner';
import { deliveryCodeMaxFailures } from '@railbite/contract/train-rules';
import type { PartnerTrainTarget } from '@railbite/contract/train-seat';
import type { Db } from '../../db/client.ts';
import { paiseToRupees as rupees } from '../../lib/money.ts';
import { outcomeOf } from '../orders/order-views.ts';
import type { RefundRow } from '../orders/refunds.repository.ts';
import { createOrderTrainTargetsRepository } from '../orders/order-train-targets.repository.ts';
import { toOrderTrainTarget } from '../orders/train-target-views.ts';
import type { TrainTargetRead } from '../orders/train-target-views.ts';
import { createPartnerOrdersRepository } from './partner-orders.repository.ts';
import type { BoardOrderRow } from './partner-orders.repository.ts';

/**
 * One order as the kitchen sees it (partnerOrderSchema): the customer's first name and a masked
 * phone, never the full number, last name or payment details. The board list and the board's live
 * stream both build it here.
 */

const columnOf: Partial<Record<OrderStatus, BoardColumn>> = {
  confirmed: 'new',
  preparing: 'preparing',
  'out for delivery': 'out for delivery',
  delivered: 'done',
  rejected: 'done',
  cancelled: 'done',
};

export { maskPhone };

/** The first word of the name the customer gave; an erased account has none. */
function firstNameOf(name: string | null): string {
  return name?.trim().split(/\s+/)[0] || 'Customer';
}

type ItemRow = { itemName: string; quantity: number };

/** undefined for a status no board shows (an order still being paid, or whose payment failed). */
export function toPartnerOrder(
  row: BoardOrderRow,
  items: readonly ItemRow[],
  refunds: readonly RefundRow[],
  seat?: TrainTargetRead,
): PartnerOrder | undefined {
  const { order } = row;
  const column = columnOf[order.status];
  if (!column) return undefined;
  return {
    orderId: order.id,
    restaurantId: order.restaurantId,
    status: order.status,
    column,
    createdAt: order.createdAt.toISOString(),
    acceptBy: order.status === 'confirmed' ? (order.acceptBy?.toISOString() ?? null) : null,
    preparationMinutes: order.preparationMinutes,
    readyBy: order.readyBy?.toISOString() ?? null,
    customerFirstName: firstNameOf(row.customerFirstName),
    customerPhoneMasked: maskPhone(row.customerMobile),
    deliveryAddress: order.deliveryAddress,
    directionToReach: order.directionToReach,
    avoidCalling: order.avoidCalling,
    leaveAtDoor: order.leaveAtDoor,
    avoidRingingBell: order.avoidRingingBell,
    leaveAtSecurity: order.leaveAtSecurity,
    items: items.map((item) => ({ itemName: item.itemName, quantity: item.quantity })),
    totalAmount: rupees(order.totalPaise),
    ...outcomeOf(order, refunds, 'kitchen'),
    updatedAt: order.updatedAt.toISOString(),
    train: seat ? toPartnerTrainTarget(seat) : null,
  };
}

/** Where and when the kitchen hands a train order over (ADR 030); never the delivery code. */
function toPartnerTrainTarget(read: TrainTargetRead): PartnerTrainTarget {
  const { trainNumber, trainName, station, coach, berth, scheduledArrival, expectedArrival } =
    toOrderTrainTarget(read);
  return {
    trainNumber,
    trainName,
    station,
    coach,
    berth,
    passengerFirstName: firstNameOf(read.target.passengerName),
    passengerMobileMasked: maskPhone(read.target.passengerMobile),
    scheduledArrival,
    expectedArrival,
    deliveryCodeTriesLeft: Math.max(0, deliveryCodeMaxFailures - read.target.deliveryCodeFailures),
  };
}

/** Views of several board rows, reading their items and refunds in two queries. */
export async function toPartnerOrders(db: Db, rows: readonly BoardOrderRow[]): Promise<PartnerOrder[]> {
  const repository = createPartnerOrdersRepository(db);
  const ids = rows.map((row) => row.order.id);
  const [items, refunds, seats] = await Promise.all([
    repository.itemsOf(ids),
    repository.refundsOf(ids),
    createOrderTrainTargetsRepository(db).targetsOf(ids),
  ]);
  return rows.flatMap((row) => {
    const view = toPartnerOrder(
      row,
      items.filter((item) => item.orderId === row.order.id),
      refunds.filter((refund) => refund.orderId === row.order.id),
      seats.find((seat) => seat.target.orderId === row.order.id),
    );
    return view ? [view] : [];
  });
}

/**
 * One order's board view by id, or undefined when no board shows it (it never reached its restaurant,
 * or does not exist). The caller checks that the partner runs `view.restaurantId`.
 */
export async function loadPartnerOrderView(db: Db, orderId: string): Promise<PartnerOrder | undefined> {
  const row = await createPartnerOrdersRepository(db).boardOrder(orderId);
  if (!row) return undefined;
  const [view] = await toPartnerOrders(db, [row]);
  return view;
}
