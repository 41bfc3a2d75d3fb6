import { createHash } from 'node:crypto';
import { orderErrorCodes } from '@railbite/contract/orders';
import type {
  InitOrderResponse,
  ParsedInitOrderBody,
  PaymentStatusResponse,
} from '@railbite/contract/orders';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { TrainSeatTarget } from '@railbite/contract/train-seat';
import type { JourneysService, SeatStop } from '../journeys/journeys.service.ts';
import { createOrderTrainTargetsRepository } from './order-train-targets.repository.ts';
import { checkSeatKitchen, seatOrderFields, trainTargetRow } from './train-seat-checkout.ts';
import { rupeesToPaise } from '../../lib/money.ts';
import { closedMessage, openingState } from '../../lib/opening-hours.ts';
import { deliveryErrorCodes } from '@railbite/contract/delivery-rules';
import { priceCart } from '../cart/cart-pricing.ts';
import { offerFromColumns, offerText } from '../catalog/restaurant-offer.ts';
import { kitchenOf } from '../cart/cart.service.ts';
import { estimateDelivery, metresToKm } from '../geo/delivery-model.ts';
import type { MinutesRange } from '../geo/delivery-model.ts';
import { createCartRepository, lockCart } from '../cart/cart.repository.ts';
import type { CartReadRow } from '../cart/cart.repository.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { checkoutGroupOf, holdsSameDishes } from './checkout-attempts.ts';
import { createCheckoutAttemptsRepository } from './checkout-attempts.repository.ts';
import { createIdempotentCheckout } from './idempotent-checkout.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { newOrderId } from './order-id.ts';
import { paymentStartLeaseMs } from './checkout-payment.ts';
import type { CheckoutPayment } from './checkout-payment.ts';
import { statusUpdate } from './order-payments.service.ts';
import type { OrderPaymentsService } from './order-payments.service.ts';
import { createOrderQueries } from './order-queries.service.ts';
import type { TrainOrderRetimingLookup } from '../journeys/late-train-cancellation.ts';
import { createOrdersRepository } from './orders.repository.ts';

export type DeliveryAddress = { id: number; text: string; latitude: number; longitude: number };
/** The caller's own address, or undefined (another customer's address is "not found"). */
export type AddressLookup = (userId: number, addressId: number) => Promise<DeliveryAddress | undefined>;

type Destination =
  { kind: 'address'; address: DeliveryAddress } | { kind: 'train'; seat: TrainSeatTarget; stop: SeatStop };

export type Customer = { userId: number; mobile: string };
export type Checkout = ParsedInitOrderBody;
/** Pay-again (ADR 022): the cart must still hold exactly these dishes, or the customer pays from the cart. */
export type SameCartAs = readonly { menuItemId: number | null; quantity: number }[];

function fingerprintOf(rows: readonly CartReadRow[], body: Checkout): string {
  const lines = rows.map((row) => [row.menuItemId, row.quantity, row.pricePaise, row.finalPricePaise]);
  // The offer prices the order too: a checkout repeated after the restaurant changed it is a new one.
  const offer = rows[0] ? offerFromColumns(rows[0]) : null;
  return createHash('sha256').update(JSON.stringify({ lines, offer, body })).digest('hex');
}

function checkCart(rows: readonly CartReadRow[], now: Date): void {
  const [first] = rows;
  if (!first) throw new ConflictError('Your cart is empty.', orderErrorCodes.cartEmpty);
  if (rows.some((row) => !row.isAvailable))
    throw new ConflictError(
      'Some dishes in your cart are not available right now. Remove them to continue.',
      orderErrorCodes.cartHasUnavailableItems,
    );
  // A cart holds one restaurant's dishes, so the first line speaks for the restaurant.
  const opening = openingState(first, now);
  if (!opening.isOpenNow)
    throw new ConflictError(closedMessage(first.restaurantName, opening), orderErrorCodes.restaurantClosed);
}

/**
 * The restaurant must deliver to the address (ADR 024): refused before anything is written or charged,
 * with what to do. Answers the delivery time computed for the distance, which the order keeps.
 */
function checkDeliveryArea(first: CartReadRow, address: DeliveryAddress): MinutesRange {
  const estimate = estimateDelivery(kitchenOf(first), address);
  if (estimate.delivers) return estimate.minutes;
  const distanceKm = metresToKm(estimate.distanceMetres ?? 0);
  const deliveryRadiusKm = metresToKm(first.deliveryRadiusM);
  throw new ConflictError(
    `${first.restaurantName} does not deliver to this address: it is ${String(distanceKm)} km away, and the kitchen delivers within ${String(deliveryRadiusKm)} km. Choose an address nearer the restaurant, or order from a restaurant that delivers there.`,
    deliveryErrorCodes.outOfDeliveryArea,
    { restaurantId: first.restaurantId, addressId: address.id, distanceKm, deliveryRadiusKm },
  );
}

export function createOrdersService({
  db,
  clock,
  gateway,
  publicUrl,
  findAddress,
  orderPayments,
  checkoutPayment,
  lifecycle,
  trainOrderRetiming,
  seatStops,
}: {
  /** A train order's run now (journeys module, ADR 031): its details show it. */
  trainOrderRetiming: TrainOrderRetimingLookup;
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  publicUrl: string;
  findAddress: AddressLookup;
  orderPayments: Pick<OrderPaymentsService, 'applyGatewayUpdate'>;
  checkoutPayment: Pick<CheckoutPayment, 'start' | 'closeSuperseded'>;
  lifecycle: Pick<OrderLifecycle, 'transitionIn'>;
  seatStops: Pick<JourneysService, 'seatStop'>;
}) {
  const orders = createOrdersRepository(db);
  const once = createIdempotentCheckout({ db, clock });

  /** Prices the cart now, with its restaurant's offer; the order's figures are these, never the client's. */
  function priceOrder(first: CartReadRow, rows: readonly CartReadRow[], tipRupees: number) {
    const offer = offerFromColumns(first);
    const price = priceCart(rows, offer);
    const tipPaise = rupeesToPaise(tipRupees);
    const appliedOfferText = offer && price.offerDiscountPaise > 0 ? offerText(offer) : null;
    return { price, appliedOfferText, tipPaise, totalPaise: price.totalPaise + tipPaise };
  }

  /**
   * Where the order goes: the customer's own address, or a seat whose journey the timetable confirms
   * (the train runs that day, the station lies after boarding); refused before the cart is locked.
   */
  async function destinationOf(customer: Customer, body: Checkout): Promise<Destination> {
    if (body.train) return { kind: 'train', seat: body.train, stop: await seatStops.seatStop(body.train) };
    // The contract's refinement makes addressId present whenever train is not.
    const address = await findAddress(customer.userId, body.addressId ?? 0);
    if (!address) throw new NotFoundError('Address not found.');
    return { kind: 'address', address };
  }

  async function startCheckout(
    customer: Customer,
    body: Checkout,
    sameCartAs?: SameCartAs,
  ): Promise<InitOrderResponse> {
    const destination = await destinationOf(customer, body);
    const orderId = newOrderId();
    // Decide first, under the cart's lock; only then ask the gateway (ADR 018), so concurrent
    // checkouts of one cart make one order and one gateway payment. The cart and the unpaid orders
    // are read once, under the lock: every statement counts in a checkout's cost (docs/benchmarks.md
    // "Checkout CPU").
    const decision = await db.transaction(async (tx) => {
      const now = clock.now();
      await lockCart(tx, customer.userId, now);
      const txOrders = createOrdersRepository(tx);
      const rows = await createCartRepository(tx).readCart(customer.userId);
      checkCart(rows, now);
      if (sameCartAs && !holdsSameDishes(rows, sameCartAs))
        throw new ConflictError(
          'Your cart has changed since this payment. Check it and pay from your cart.',
          orderErrorCodes.cartChanged,
        );
      // A cart holds one restaurant's dishes, so the first line speaks for the restaurant.
      const [first] = rows;
      if (!first) throw new ConflictError('Your cart is empty.', orderErrorCodes.cartEmpty);
      let place;
      if (destination.kind === 'train') {
        checkSeatKitchen(first, destination.stop, now);
        place = seatOrderFields(first, destination.seat, destination.stop);
      } else {
        const deliverTime = checkDeliveryArea(first, destination.address);
        place = {
          addressId: destination.address.id,
          deliveryAddress: destination.address.text,
          deliveryLatitude: destination.address.latitude,
          deliveryLongitude: destination.address.longitude,
          deliverTimeMin: deliverTime.min,
          deliverTimeMax: deliverTime.max,
        };
      }
      const fingerprint = fingerprintOf(rows, body);
      const pending = await txOrders.unpaidOrders(customer.userId);
      // A double click or a retry of the same checkout gets the same unpaid order, not a second one.
      const same = pending.find((entry) => entry.checkoutFingerprint === fingerprint);
      if (same?.redirectUrl)
        return { kind: 'existing' as const, redirectUrl: same.redirectUrl, orderId: same.id };
      // Another request is asking the gateway for this very checkout's payment right now.
      if (same && same.nextCheckAt !== null && same.nextCheckAt > now)
        throw new ConflictError(
          'This checkout is already being processed.',
          orderErrorCodes.checkoutInProgress,
        );
      // At most one unpaid order per customer: an older checkout (or one whose start died) gives way.
      const older = pending.map((entry) => entry.id);
      const superseded = await txOrders.supersedePayments(older, now);
      for (const olderId of older)
        await lifecycle.transitionIn(tx, {
          orderId: olderId,
          to: 'cancelled',
          actor: 'system',
          reason: 'superseded',
          fields: { statusReason: 'superseded' },
        });

      const previous = await createCheckoutAttemptsRepository(tx).previousAttempt(customer.userId);
      const { price, appliedOfferText, tipPaise, totalPaise } = priceOrder(first, rows, body.tip);
      const paymentId = await txOrders.insertOrder(
        {
          id: orderId,
          userId: customer.userId,
          restaurantId: first.restaurantId,
          restaurantName: first.restaurantName,
          restaurantImagePath: first.restaurantImagePath,
          status: 'payment processing',
          ...place,
          menuTotalPaise: price.menuTotalPaise,
          discountPaise: price.discountPaise,
          subTotalPaise: price.subTotalPaise,
          deliveryChargePaise: price.deliveryChargePaise,
          tipPaise,
          gstPaise: price.gstPaise,
          platformFeesPaise: price.platformFeePaise,
          offerDiscountPaise: price.offerDiscountPaise,
          offerText: appliedOfferText,
          totalPaise,
          directionToReach: body.directionToReach,
          avoidCalling: body.avoidCalling,
          leaveAtDoor: body.leaveAtDoor,
          avoidRingingBell: body.avoidRingingBell,
          leaveAtSecurity: body.leaveAtSecurity,
          checkoutFingerprint: fingerprint,
          checkoutGroupId: checkoutGroupOf(previous, orderId),
          createdAt: now,
          updatedAt: now,
        },
        rows.map((row, position) => ({
          position,
          menuItemId: row.menuItemId,
          itemName: row.itemName,
          pricePaise: row.pricePaise,
          finalPricePaise: row.finalPricePaise,
          quantity: row.quantity,
        })),
        {
          gateway: gateway.name,
          gatewayRef: null,
          redirectUrl: null,
          amountPaise: totalPaise,
          state: 'pending',
          // Until the gateway answers; a checkout that dies first is ended by the sweep after this.
          nextCheckAt: new Date(now.getTime() + paymentStartLeaseMs),
          createdAt: now,
          updatedAt: now,
        },
      );
      if (destination.kind === 'train')
        await createOrderTrainTargetsRepository(tx).insert(
          trainTargetRow(orderId, destination.seat, destination.stop, now),
        );
      return { kind: 'new' as const, paymentId, superseded, totalPaise };
    });
    if (decision.kind === 'existing')
      return { success: true, redirectUrl: decision.redirectUrl, orderId: decision.orderId };

    await checkoutPayment.closeSuperseded(decision.superseded);
    const redirectUrl = await checkoutPayment.start({
      orderId,
      paymentId: decision.paymentId,
      amountPaise: decision.totalPaise,
      returnUrl: `${publicUrl}/order-status/${orderId}`,
      cancelUrl: `${publicUrl}/foods/item-view-cart`,
      customer,
    });
    return { success: true, redirectUrl, orderId };
  }

  return {
    /** POST init-order, with Idempotency-Key: same key + same body → same answer; other body → 422. */
    initOrder(customer: Customer, body: Checkout, idempotencyKey?: string): Promise<InitOrderResponse> {
      return once(customer.userId, idempotencyKey, body, () => startCheckout(customer, body));
    },

    /** A checkout of the cart an earlier attempt was made from (pay-again; its caller is idempotent). */
    checkoutSameCart: (customer: Customer, body: Checkout, sameCartAs: SameCartAs) =>
      startCheckout(customer, body, sameCartAs),

    /** Asks the gateway when still pending, so a lost webhook never leaves an order stuck. */
    async paymentStatus(userId: number, orderId: string): Promise<PaymentStatusResponse> {
      const order = await orders.findOwnedOrder(userId, orderId);
      if (!order) throw new NotFoundError('Order not found.');
      let payment = await orders.latestPayment(orderId);
      if (payment?.state === 'pending' && payment.gateway === gateway.name && payment.gatewayRef) {
        const status = await gateway.fetchStatus(payment.gatewayRef).catch(() => undefined);
        if (status && status.state !== 'pending') {
          await orderPayments.applyGatewayUpdate(statusUpdate(gateway.name, status, 'status-check'));
          payment = await orders.latestPayment(orderId);
        }
      }
      const paymentStatus =
        payment?.state === 'completed' ? 'Completed' : payment?.state === 'pending' ? 'Pending' : 'Failed';
      return { success: true, paymentStatus, orderId };
    },

    ...createOrderQueries({ db, trainOrderRetiming }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
