import { z } from 'zod';
import { orderHistoryPayments, orderLimits, orderPaymentOutcomes, orderStatuses } from './order-rules.ts';
import { pageInfoShape, pageQueryShape } from './paging.ts';
import { orderTrainTargetSchema, trainSeatTargetSchema } from './train-seat.ts';
import { orderTrainRunSchema } from './train-runs.ts';

export {
  activeOrderStatuses,
  idempotencyKeyHeader,
  orderActors,
  orderHistoryPayments,
  orderLimits,
  orderPaymentOutcomes,
  orderStatuses,
  placedOrderStatuses,
  preparationMinutesLimits,
  reasonText,
  rejectReasons,
  systemReasons,
} from './order-rules.ts';
export type {
  OrderActor,
  ReasonReader,
  OrderHistoryPayment,
  OrderPaymentOutcome,
  OrderStatus,
  RejectReason,
  SystemReason,
} from './order-rules.ts';

export const orderStatusSchema = z.enum(orderStatuses);

const rupeeAmount = (name: string, max: number) =>
  z
    .number({ message: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(max, `${name} must be at most ₹${String(max)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: `${name} must have at most two decimals`,
    });

const flag = (name: string) => z.boolean({ message: `${name} must be true or false` }).default(false);

const addressInstructionFields = [
  'directionToReach',
  'avoidCalling',
  'leaveAtDoor',
  'avoidRingingBell',
  'leaveAtSecurity',
] as const;

/**
 * SPEC.md §3 Init-order request. Prices are never sent: the server re-prices the cart.
 *
 * Delivery targets (init-order API version 1.1, issue 17): EITHER `addressId` (1.0, unchanged, with
 * the address's delivery instructions) OR `train` (1.1: a seat on a train, trainSeatTargetSchema),
 * never both. The address instructions do not apply to a seat and must be left out with `train`.
 */
export const initOrderBodySchema = z
  .strictObject({
    addressId: z
      .number({ message: 'addressId must be a number' })
      .int('addressId must be a whole number')
      .positive('addressId must be positive')
      .optional(),
    train: trainSeatTargetSchema.optional(),
    tip: rupeeAmount('tip', orderLimits.maxTipRupees).default(0),
    directionToReach: z
      .string({ message: 'directionToReach must be text' })
      .trim()
      .max(
        orderLimits.maxDirectionLength,
        `directionToReach must be at most ${String(orderLimits.maxDirectionLength)} characters`,
      )
      .default(''),
    avoidCalling: flag('avoidCalling'),
    leaveAtDoor: flag('leaveAtDoor'),
    avoidRingingBell: flag('avoidRingingBell'),
    leaveAtSecurity: flag('leaveAtSecurity'),
  })
  .superRefine((body, ctx) => {
    if (body.addressId === undefined && body.train === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['addressId'],
        message: 'addressId is required: the address to deliver to (or send train for a seat on a train)',
      });
    }
    if (body.addressId !== undefined && body.train !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['train'],
        message: 'Send either addressId or train, not both: an order goes to one place',
      });
    }
    if (body.train !== undefined) {
      for (const field of addressInstructionFields) {
        if (body[field] !== '' && body[field] !== false) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is an instruction for an address; leave it out when ordering to a seat`,
          });
        }
      }
    }
  });
export type InitOrderBody = z.input<typeof initOrderBodySchema>;
export type ParsedInitOrderBody = z.output<typeof initOrderBodySchema>;
/** The version of the init-order body (see initOrderBodySchema): 1.1 added the train target. */
export const initOrderApiVersion = '1.1';

export const initOrderResponseSchema = z.strictObject({
  success: z.literal(true),
  redirectUrl: z.string(),
  orderId: z.string(),
});
export type InitOrderResponse = z.infer<typeof initOrderResponseSchema>;

/** An order id as the server issues it: ORD + 12 URL-safe characters. */
export const orderIdSchema = z
  .string()
  .regex(/^ORD[A-Za-z0-9_-]{12}$/, 'This is not a RailBite order id: ORD, then 12 letters, digits, - or _');
export const orderIdParamsSchema = z.strictObject({ orderId: orderIdSchema });

/** 'Completed' only for a verified, amount-matching payment (SPEC.md §4 Payment result). */
export const paymentStatuses = ['Completed', 'Pending', 'Failed'] as const;
export const paymentStatusResponseSchema = z.strictObject({
  success: z.literal(true),
  paymentStatus: z.enum(paymentStatuses),
  orderId: z.string(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/**
 * `search` is a status key (any case) or empty for all orders; `payment` picks the list (ADR 022):
 * `paid` (the default) lists placed orders, `unpaid` the checkout attempts that were never paid.
 */
export const orderHistoryQuerySchema = z.strictObject({
  ...pageQueryShape,
  payment: z
    .enum(orderHistoryPayments, { message: `payment must be one of: ${orderHistoryPayments.join(', ')}` })
    .default('paid'),
  search: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.enum([...orderStatuses, ''], {
        message: `search must be empty or one of: ${orderStatuses.join(', ')}`,
      }),
    )
    .default(''),
});
export type OrderHistoryQuery = z.output<typeof orderHistoryQuerySchema>;

/** A refund of an order's payment, as the customer follows it (ARCHITECTURE.md "Order lifecycle"). */
export const refundStates = ['pending', 'succeeded', 'failed'] as const;
export const orderRefundSchema = z.strictObject({
  amount: z.number(),
  state: z.enum(refundStates),
  /** The customer-facing text of why the money goes back. */
  reason: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** SPEC.md §3 Order history entry. Money in rupees; charges the web shows only when above 0. */
export const orderHistoryEntrySchema = z.strictObject({
  orderId: z.string(),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  restaurantImage: z.string(),
  createdAt: z.iso.datetime(),
  orderStatus: orderStatusSchema,
  totalAmount: z.number(),
  items: z.array(
    z.strictObject({ itemName: z.string(), itemQuantity: z.number().int(), itemPrice: z.number() }),
  ),
  deliveryAddress: z.string(),
  /** The customer's rating of the order, once rating exists. */
  rating: z.number().nullable(),
  subTotal: z.number(),
  discount: z.number(),
  /** What the restaurant's offer took off subTotal (ADR 021), with its text then; 0 and null without one. */
  offerDiscount: z.number(),
  offerText: z.string().nullable(),
  deliveryCharge: z.number(),
  rainFees: z.number(),
  tip: z.number(),
  gst: z.number(),
  restaurantCharges: z.number(),
  handlingCharges: z.number(),
  smallCartFees: z.number(),
  platformFees: z.number(),
  /** Why the order was rejected or cancelled (a replaced checkout too), as text for the customer. */
  statusReason: z.string().nullable(),
  /** The money going back for a paid order that was rejected or cancelled, and how far it has got. */
  refunds: z.array(orderRefundSchema),
  /** What became of the money (ADR 022); only `paid` orders were placed. */
  paymentOutcome: z.enum(orderPaymentOutcomes),
  /**
   * The server's answer to "may the customer pay again for this": the customer's latest checkout
   * attempt, ended unpaid (POST pay-again starts a new payment for the same cart).
   */
  canPayAgain: z.boolean(),
  /** For an attempt that was not paid: the order its cart was then paid as; null otherwise. */
  paidOrderId: z.string().nullable(),
  /** For a placed order: how many earlier checkout attempts of its cart were not paid. */
  unpaidAttempts: z.number().int(),
  /**
   * The delivery time in minutes computed for the address (ADR 024): while a placed order is on its
   * way, and while its payment is still being confirmed (what paying would promise); null otherwise,
   * never for an attempt that ended unpaid (ADR 022).
   */
  deliverTimeMin: z.number().int().nullable(),
  deliverTimeMax: z.number().int().nullable(),
  /**
   * The delivery window promised when the payment confirmed the order: that moment plus the two
   * figures (ADR 024). Null until paid, and for orders paid before windows were kept.
   */
  promisedFrom: z.iso.datetime().nullable(),
  promisedBy: z.iso.datetime().nullable(),
  /** The seat a train order goes to (ADR 030); null for an address order. */
  train: orderTrainTargetSchema.nullable(),
  /**
   * The code the passenger tells at the seat: only in the order's customer's own answers, only for a
   * train order that is paid and on its way; null otherwise.
   */
  deliveryCode: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderHistoryResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(orderHistoryEntrySchema),
  ...pageInfoShape,
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

const placeSchema = z.strictObject({ address: z.string(), latitude: z.number(), longitude: z.number() });

/** One step of the order's life, with the customer-facing reason when there is one. */
export const orderEventSchema = z.strictObject({
  status: orderStatusSchema,
  at: z.iso.datetime(),
  /** Why (rejections and cancellations), as text for the customer; null otherwise. */
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One order with what tracking needs: where it comes from, where it goes and what truly happened. */
export const orderDetailsSchema = orderHistoryEntrySchema.extend({
  restaurant: placeSchema.extend({ name: z.string() }),
  destination: placeSchema,
  statusHistory: z.array(orderEventSchema),
  /** The restaurant must accept by then (confirmed orders only). */
  acceptBy: z.iso.datetime().nullable(),
  /** The restaurant's estimate when it accepted, and when the food is then ready. */
  preparationMinutes: z.number().int().nullable(),
  readyBy: z.iso.datetime().nullable(),
  /** Who carries the order, as the restaurant entered it (from out for delivery on). */
  deliveryPerson: z.strictObject({ name: z.string(), phone: z.string() }).nullable(),
  /**
   * The server's answer to "may the customer cancel now": before the restaurant accepts, or a train
   * order while its train runs more than 60 minutes late and the food is not yet sent out (ADR 031).
   */
  canCancel: z.boolean(),
  /** A train order's run: its delay or cancellation and the expected arrival; null for an address. */
  trainRun: orderTrainRunSchema.nullable(),
  /** The id of the order's latest event: a live stream resumes after it (SSE Last-Event-ID). */
  lastEventId: z.number().int(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderDetailsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: orderDetailsSchema,
});
/** The latest order still on its way (null when there is none). */
export const latestActiveOrderResponseSchema = z.strictObject({
  success: z.literal(true),
  data: orderDetailsSchema.nullable(),
});

/**
 * POST pay-again/{orderId} (with an Idempotency-Key): a new payment for the same cart, with the
 * attempt's address, tip and instructions. It answers like init-order; a 409 means the customer pays
 * from the cart instead (the cart changed, the address is gone, or the attempt may not be paid again).
 */
export const payAgainBodySchema = z.strictObject({});

/** POST cancel-order: the customer says nothing but that they cancel (the reason is theirs). */
export const cancelOrderBodySchema = z.strictObject({});
/** It answers the order's details after the cancellation (orderDetailsResponseSchema). */

/**
 * Live updates of one order (`GET orders/{orderId}/events`, text/event-stream): each message is
 * `event: order`, `id:` the order event id, `data:` the order's details after that event (this schema).
 * Comment lines (`: heartbeat`) keep the connection open.
 */
export const orderStreamMessageSchema = orderDetailsSchema;
export const liveEventName = 'order';

/** Error codes of checkout (409 unless noted). */
export const orderErrorCodes = {
  cartEmpty: 'CART_EMPTY',
  cartHasUnavailableItems: 'CART_HAS_UNAVAILABLE_ITEMS',
  cartChanged: 'CART_CHANGED',
  /** The restaurant is switched off or outside its opening hours. */
  restaurantClosed: 'RESTAURANT_CLOSED',
  checkoutInProgress: 'CHECKOUT_IN_PROGRESS',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  paymentUnavailable: 'PAYMENT_UNAVAILABLE',
  /** Pay-again for an order that was paid, is still awaiting its payment, or was replaced. */
  notPayableAgain: 'NOT_PAYABLE_AGAIN',
  /** Pay-again whose order's address was deleted since: the customer picks one in the cart. */
  addressGone: 'ADDRESS_GONE',
} as const;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8–100 letters, digits, - or _');
