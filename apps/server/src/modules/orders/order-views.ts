import { activeOrderStatuses, reasonText } from '@railbite/contract/orders';
import type { ReasonReader } from '@railbite/contract/orders';
import type { OrderActor, OrderDetails, OrderHistoryEntry, OrderRefund } from '@railbite/contract/orders';
import { paiseToRupees as rupees } from '../../lib/money.ts';
import type { OrderTrainRun } from '@railbite/contract/train-runs';
import type { AttemptFacts } from './checkout-attempts.ts';
import { checkTransition, refundingStatuses } from './order-lifecycle.ts';
import type { OrderRow } from './orders.repository.ts';
import type { RefundRow } from './refunds.repository.ts';

type ItemRow = { itemName: string; quantity: number; finalPricePaise: number };
type StatusRow = {
  id: number;
  /** Equal to `status` for an event that moved nothing (a refund settling): not a step of the timeline. */
  fromStatus: OrderDetails['orderStatus'] | null;
  status: OrderDetails['orderStatus'];
  actor: OrderActor;
  reason: string;
  at: Date;
};
type SeatFields = Pick<OrderHistoryEntry, 'train' | 'deliveryCode'>;
type RestaurantPlace = { name: string; address: string; latitude: number; longitude: number };

/**
 * A delivery estimate is a promise: a placed order still on its way makes one, and a payment still
 * being confirmed may yet (its page says what paying promises); an attempt that ended unpaid never
 * does (ADR 022).
 */
function estimateOf(order: OrderRow) {
  const onItsWay = activeOrderStatuses.some((status) => status === order.status);
  const mayYetBePaid = order.paidAt === null && order.status === 'payment processing';
  return (order.paidAt !== null && onItsWay) || mayYetBePaid
    ? { deliverTimeMin: order.deliverTimeMin, deliverTimeMax: order.deliverTimeMax }
    : { deliverTimeMin: null, deliverTimeMax: null };
}

/** SPEC.md §3 Order history entry, money in rupees, with what became of its payment (ADR 022). */
export function toHistoryEntry(
  order: OrderRow,
  items: readonly ItemRow[],
  facts: AttemptFacts,
  refunds: readonly RefundRow[],
  seat: SeatFields,
): OrderHistoryEntry {
  return {
    orderId: order.id,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    restaurantImage: order.restaurantImagePath,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.status,
    totalAmount: rupees(order.totalPaise),
    items: items.map((item) => ({
      itemName: item.itemName,
      itemQuantity: item.quantity,
      itemPrice: rupees(item.finalPricePaise),
    })),
    deliveryAddress: order.deliveryAddress,
    rating: null,
    subTotal: rupees(order.subTotalPaise),
    discount: rupees(order.discountPaise),
    offerDiscount: rupees(order.offerDiscountPaise),
    offerText: order.offerText,
    deliveryCharge: rupees(order.deliveryChargePaise),
    rainFees: rupees(order.rainFeesPaise),
    tip: rupees(order.tipPaise),
    gst: rupees(order.gstPaise),
    restaurantCharges: rupees(order.restaurantChargesPaise),
    handlingCharges: rupees(order.handlingChargesPaise),
    smallCartFees: rupees(order.smallCartFeesPaise),
    platformFees: rupees(order.platformFeesPaise),
    statusReason: order.statusReason ? reasonText(order.statusReason) : null,
    refunds: refunds.map((refund) => toOrderRefund(refund)),
    ...facts,
    // A seat has no distance-based estimate: its promise is the train's arrival (promisedBy).
    ...(seat.train ? { deliverTimeMin: null, deliverTimeMax: null } : estimateOf(order)),
    promisedFrom: order.promisedFrom?.toISOString() ?? null,
    promisedBy: order.promisedBy?.toISOString() ?? null,
    ...seat,
  };
}

/**
 * Why an order ended unfulfilled, as the customer reads it. An admin's own words are a note for the
 * support trail, so the customer reads the fixed text instead.
 */
function customerFacingReason(row: StatusRow): string | null {
  if (!refundingStatuses.includes(row.status)) return null;
  return reasonText(row.actor === 'admin' ? 'admin_cancelled' : row.reason);
}

/**
 * Who carries the order, why it ended and its refunds, in the words of `reader`: the kitchen reads
 * "The customer cancelled this order" where the customer reads "You cancelled this order".
 */
export function outcomeOf(
  order: Pick<OrderRow, 'deliveryPersonName' | 'deliveryPersonPhone' | 'statusReason'>,
  refunds: readonly RefundRow[],
  reader: ReasonReader = 'customer',
) {
  return {
    deliveryPerson:
      order.deliveryPersonName && order.deliveryPersonPhone
        ? { name: order.deliveryPersonName, phone: order.deliveryPersonPhone }
        : null,
    statusReason: order.statusReason ? reasonText(order.statusReason, reader) : null,
    refunds: refunds.map((refund) => toOrderRefund(refund, reader)),
  };
}

/** A refund as the customer (or the kitchen) follows it. */
export function toOrderRefund(refund: RefundRow, reader: ReasonReader = 'customer'): OrderRefund {
  return {
    amount: rupees(refund.amountPaise),
    state: refund.state,
    reason: reasonText(refund.reason, reader),
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  };
}

export function toOrderDetails(
  order: OrderRow,
  items: readonly ItemRow[],
  history: readonly StatusRow[],
  restaurant: RestaurantPlace,
  refunds: readonly RefundRow[],
  facts: AttemptFacts,
  seat: SeatFields,
  trainRun: OrderTrainRun | null,
): OrderDetails {
  return {
    ...toHistoryEntry(order, items, facts, refunds, seat),
    restaurant,
    destination: {
      address: order.deliveryAddress,
      latitude: order.deliveryLatitude,
      longitude: order.deliveryLongitude,
    },
    statusHistory: history
      .filter((row) => row.fromStatus !== row.status)
      .map((row) => ({
        status: row.status,
        at: row.at.toISOString(),
        reason: customerFacingReason(row),
      })),
    acceptBy: order.status === 'confirmed' ? (order.acceptBy?.toISOString() ?? null) : null,
    preparationMinutes: order.preparationMinutes,
    readyBy: order.readyBy?.toISOString() ?? null,
    ...outcomeOf(order, refunds),
    // An accepted order only when its train runs more than an hour late (ADR 031).
    canCancel:
      order.status === 'preparing'
        ? (trainRun?.cancelWithRefund ?? false)
        : checkTransition(order.status, 'cancelled', 'customer').allowed,
    trainRun,
    lastEventId: history.at(-1)?.id ?? 0,
  };
}
