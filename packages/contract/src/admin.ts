import { z } from 'zod';
import { indianMobileSchema } from './auth.ts';
import { orderDetailsSchema, orderStatusSchema } from './orders.ts';

/** Admin cancels any order before delivery (refunded in full when paid). */
export const adminCancelOrderBodySchema = z.strictObject({
  reason: z
    .string({ message: 'reason must be text' })
    .trim()
    .min(1, 'Say why the order is cancelled')
    .max(300, 'reason must be at most 300 characters'),
});
export type AdminCancelOrderBody = z.infer<typeof adminCancelOrderBodySchema>;

/**
 * GET admin/orders/{orderId}: one order as its customer sees it (its restaurant's name and id are
 * `order.restaurantName` and `order.restaurantId`) with what only support sees. Never the delivery
 * code itself: support must not be able to read it out to a caller (`order.deliveryCode` is null).
 */
export const supportOrderSchema = z.strictObject({
  order: orderDetailsSchema,
  /** Whether support may cancel it now (before delivery: confirmed, preparing, out for delivery). */
  canCancel: z.boolean(),
  /** Who ordered; null once the customer erased their account (ADR 009). */
  customer: z.strictObject({ userId: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  /** A train seat order's code state (ADR 030); null for an address order. */
  seatDeliveryCode: z
    .strictObject({
      /** Wrong codes the restaurant entered since the code was last issued. */
      failures: z.number().int(),
      /** Locked after deliveryCodeMaxFailures wrong codes: only a new code from support unlocks it. */
      locked: z.boolean(),
      /** Whether support may issue a new code now (locked and out for delivery). */
      canIssueNew: z.boolean(),
    })
    .nullable(),
  /**
   * What support did to the order, oldest first, with the admin's own words: the customer reads only
   * "RailBite support cancelled this order", support reads why.
   */
  supportActions: z.array(
    z.strictObject({
      at: z.string(),
      /** The admin's first name; empty once that account is gone. */
      by: z.string(),
      action: z.enum(['cancelled', 'new delivery code']),
      /** The reason the admin gave (a new delivery code has none). */
      note: z.string().nullable(),
    }),
  ),
});
export type SupportOrder = z.infer<typeof supportOrderSchema>;

export const supportOrderResponseSchema = z.strictObject({
  success: z.literal(true),
  data: supportOrderSchema,
});
export type SupportOrderResponse = z.infer<typeof supportOrderResponseSchema>;

/** POST admin/orders/{orderId}/delivery-code: nothing to say; the server draws the new code. */
export const issueDeliveryCodeBodySchema = z.strictObject({});

export const issueDeliveryCodeResponseSchema = z.strictObject({
  success: z.literal(true),
  data: supportOrderSchema,
  /** The passenger mobile the new code is texted to, masked; null when no text can go. */
  codeSentTo: z.string().nullable(),
});
export type IssueDeliveryCodeResponse = z.infer<typeof issueDeliveryCodeResponseSchema>;

/** The 409s of issuing a new delivery code. */
export const supportOrderErrorCodes = {
  notSeatOrder: 'NOT_A_SEAT_ORDER',
  notOutForDelivery: 'ORDER_NOT_OUT_FOR_DELIVERY',
  deliveryCodeNotLocked: 'DELIVERY_CODE_NOT_LOCKED',
} as const;

/** How many of a caller's orders the phone search answers, newest first. */
export const supportOrderSearchLimit = 20;

/** GET admin/orders?phone=: the orders of the number a caller rings from, typed any usual way. */
export const supportOrderSearchQuerySchema = z.strictObject({ phone: indianMobileSchema });

export const supportOrderSummarySchema = z.strictObject({
  orderId: z.string(),
  createdAt: z.iso.datetime(),
  orderStatus: orderStatusSchema,
  restaurantName: z.string(),
  totalAmount: z.number(),
  /** Whose number it is on the order: the account that ordered, or the passenger given for a seat. */
  phoneIs: z.enum(['customer', 'passenger']),
  /** A train seat order (ADR 030) rather than one to an address. */
  toSeat: z.boolean(),
});
export type SupportOrderSummary = z.infer<typeof supportOrderSummarySchema>;

export const supportOrderSearchResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(supportOrderSummarySchema),
});
export type SupportOrderSearchResponse = z.infer<typeof supportOrderSearchResponseSchema>;
