import { orderErrorCodes } from '@railbite/contract/orders';
import type { InitOrderResponse } from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import type { AttemptFacts } from './checkout-attempts.ts';
import { createIdempotentCheckout } from './idempotent-checkout.ts';
import { attemptFactsFor } from './order-queries.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrderTrainTargetsRepository } from './order-train-targets.repository.ts';
import type { OrderTrainTargetRow } from './order-train-targets.repository.ts';
import type { OrderRow } from './orders.repository.ts';
import type { AddressLookup, Checkout, Customer, OrdersService } from './orders.service.ts';

/** Why an attempt may not be paid again, as the customer reads it. */
function notPayableAgain(order: OrderRow, facts: AttemptFacts): ConflictError {
  let message = 'A newer checkout replaced this one. Pay from your cart.';
  if (facts.paymentOutcome === 'paid') message = 'This order is already paid.';
  else if (facts.paymentOutcome === 'awaiting payment')
    message = 'This payment is still open at the payment gateway. Wait for it to finish, then try again.';
  else if (facts.paidOrderId !== null) message = `This cart was paid as order ${facts.paidOrderId}.`;
  else if (order.status !== 'payment failed') message = 'This order cannot be paid again.';
  return new ConflictError(message, orderErrorCodes.notPayableAgain);
}

/** The checkout choices the attempt was made with: its address, tip and delivery instructions. */
function checkoutOf(order: OrderRow, addressId: number): Checkout {
  return {
    addressId,
    tip: paiseToRupees(order.tipPaise),
    directionToReach: order.directionToReach,
    avoidCalling: order.avoidCalling,
    leaveAtDoor: order.leaveAtDoor,
    avoidRingingBell: order.avoidRingingBell,
    leaveAtSecurity: order.leaveAtSecurity,
  };
}

/** The seat the attempt was for, with its tip (the address instructions do not apply). */
function seatCheckoutOf(order: OrderRow, seat: OrderTrainTargetRow): Checkout {
  return {
    train: {
      trainNumber: seat.trainNumber,
      boardingDate: seat.boardingDate,
      boardingStationCode: seat.boardingStationCode,
      stationCode: seat.stationCode,
      coach: seat.coach,
      berth: seat.berth,
      passengerName: seat.passengerName,
      passengerMobile: seat.passengerMobile,
      ...(seat.alternateMobile ? { alternateMobile: seat.alternateMobile } : {}),
    },
    tip: paiseToRupees(order.tipPaise),
    directionToReach: '',
    avoidCalling: false,
    leaveAtDoor: false,
    avoidRingingBell: false,
    leaveAtSecurity: false,
  };
}

/**
 * POST pay-again/{orderId} (ADR 022): "Retry Payment" after a payment ended unpaid. A new checkout of
 * the same cart, with the attempt's choices: a new order in the attempt's group and a new, live gateway
 * page. When the cart is not as the attempt left it (emptied, changed, a dish gone) or the address was
 * deleted, a 409 says so and the customer pays from the cart instead.
 */
export function createPayAgain({
  db,
  clock,
  findAddress,
  checkout,
}: {
  db: Db;
  clock: Clock;
  findAddress: AddressLookup;
  checkout: Pick<OrdersService, 'checkoutSameCart'>;
}) {
  const orders = createOrdersRepository(db);
  const trainTargets = createOrderTrainTargetsRepository(db);
  const once = createIdempotentCheckout({ db, clock });

  async function payAgain(customer: Customer, orderId: string): Promise<InitOrderResponse> {
    const order = await orders.findOwnedOrder(customer.userId, orderId);
    if (!order) throw new NotFoundError('Order not found.');
    const facts = (await attemptFactsFor(db, [order]))(order);
    if (!facts.canPayAgain) throw notPayableAgain(order, facts);
    const lines = await orders.itemsOf([order.id]);
    // A seat order is paid again for the same seat; the journey and the kitchen are checked afresh.
    const [seat] = await trainTargets.targetsOf([order.id]);
    if (seat) return checkout.checkoutSameCart(customer, seatCheckoutOf(order, seat.target), lines);
    const address =
      order.addressId === null ? undefined : await findAddress(customer.userId, order.addressId);
    if (!address)
      throw new ConflictError(
        'The delivery address of this order is no longer saved. Choose one in your cart and pay from there.',
        orderErrorCodes.addressGone,
      );
    return checkout.checkoutSameCart(customer, checkoutOf(order, address.id), lines);
  }

  return {
    /** With an Idempotency-Key, a retry of the same request gets the same answer (one new order). */
    payAgain(customer: Customer, orderId: string, idempotencyKey?: string): Promise<InitOrderResponse> {
      return once(customer.userId, idempotencyKey, { payAgainOf: orderId }, () =>
        payAgain(customer, orderId),
      );
    },
  };
}

export type PayAgain = ReturnType<typeof createPayAgain>;
