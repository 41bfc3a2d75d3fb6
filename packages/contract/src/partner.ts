import { z } from 'zod';
import { mealCategorySchema } from './catalog.ts';
import { clockTimeSchema, weekDays, weeklyHoursSchema } from './opening-hours.ts';
import { deliveryCodeSchema, partnerTrainTargetSchema } from './train-seat.ts';
import { indianMobileSchema, personNameSchema } from './auth.ts';
import { orderStatusSchema, orderIdSchema, orderRefundSchema } from './orders.ts';
import { preparationMinutesLimits, rejectReasons } from './order-rules.ts';

/**
 * The partner console's API (issue 16, ARCHITECTURE.md "Roles"): a partner sees and moves only the
 * orders of restaurants it runs (another restaurant's order answers 404; a customer or admin 403).
 */

export const membershipRoles = ['owner', 'staff'] as const;

const clockTime = clockTimeSchema;

/** A restaurant the partner runs, with its controls. Hours may cross midnight (22:00–02:00). */
export const partnerRestaurantSchema = z.strictObject({
  restaurantId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  address: z.string(),
  role: z.enum(membershipRoles),
  /** The partner's "open now" switch. */
  isAcceptingOrders: z.boolean(),
  /** The usual daily span: every day's when the week has one span (ADR 037). */
  opensAt: clockTime,
  closesAt: clockTime,
  /** The week, Monday first: each day's span, or null on a day the kitchen does not open. */
  weeklyHours: weeklyHoursSchema,
  /** Open now: the switch is on and the time in India is within the hours (computed by the server). */
  isOpenNow: z.boolean(),
  /** Outside its hours: when it next opens (India time); null when open now or switched off. */
  nextOpening: z.strictObject({ opensAt: clockTime, day: z.enum(weekDays), today: z.boolean() }).nullable(),
  /**
   * How many of this restaurant's orders wait for the partner to accept them now: paid (`confirmed`),
   * not yet accepted — the board's New column (computed by the server). A partner who runs several
   * restaurants sees them here for the ones the console is not showing.
   */
  awaitingAcceptance: z.number().int().nonnegative(),
});
export type PartnerRestaurant = z.infer<typeof partnerRestaurantSchema>;

export const partnerRestaurantsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(partnerRestaurantSchema),
});

export const restaurantIdQuerySchema = z.strictObject({
  restaurantId: z.coerce
    .number({ message: 'restaurantId must be a number' })
    .int('restaurantId must be a whole number')
    .positive('restaurantId must be positive'),
});
export const restaurantIdParamsSchema = restaurantIdQuerySchema;
export const dishIdParamsSchema = z.strictObject({
  dishId: z.coerce
    .number({ message: 'dishId must be a number' })
    .int('dishId must be a whole number')
    .positive('dishId must be positive'),
});

/** Board columns: New (confirmed), Preparing, Out for delivery, Done today (final statuses of today, IST). */
export const boardColumns = ['new', 'preparing', 'out for delivery', 'done'] as const;
export type BoardColumn = (typeof boardColumns)[number];

/** One order as the kitchen sees it: no full phone number, no last name, no payment details. */
export const partnerOrderSchema = z.strictObject({
  orderId: z.string(),
  restaurantId: z.number().int(),
  status: orderStatusSchema,
  column: z.enum(boardColumns),
  createdAt: z.iso.datetime(),
  /** Confirmed orders: accept by then or the system rejects and refunds the order. */
  acceptBy: z.iso.datetime().nullable(),
  preparationMinutes: z.number().int().nullable(),
  readyBy: z.iso.datetime().nullable(),
  customerFirstName: z.string(),
  /** e.g. 98XXXXXX10 */
  customerPhoneMasked: z.string(),
  deliveryAddress: z.string(),
  directionToReach: z.string(),
  avoidCalling: z.boolean(),
  leaveAtDoor: z.boolean(),
  avoidRingingBell: z.boolean(),
  leaveAtSecurity: z.boolean(),
  items: z.array(z.strictObject({ itemName: z.string(), quantity: z.number().int() })),
  /** What the customer paid, in rupees. */
  totalAmount: z.number(),
  deliveryPerson: z.strictObject({ name: z.string(), phone: z.string() }).nullable(),
  /** Why it was rejected or cancelled, as text. */
  statusReason: z.string().nullable(),
  refunds: z.array(orderRefundSchema),
  /** When the order last changed status. */
  updatedAt: z.iso.datetime(),
  /** A train order's seat (ADR 030); null for an address order. */
  train: partnerTrainTargetSchema.nullable(),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

export const partnerOrdersResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(partnerOrderSchema),
  /** The server's clock, so the accept-by countdown does not trust the device's. */
  serverTime: z.iso.datetime(),
  /** The latest event id of this restaurant: the board's stream resumes after it. */
  lastEventId: z.number().int(),
});
export type PartnerOrdersResponse = z.infer<typeof partnerOrdersResponseSchema>;

export const partnerOrderResponseSchema = z.strictObject({
  success: z.literal(true),
  data: partnerOrderSchema,
});

export const partnerOrderParamsSchema = z.strictObject({ orderId: orderIdSchema });

export const acceptOrderBodySchema = z.strictObject({
  preparationMinutes: z
    .number({ message: 'Preparation time must be a number of minutes' })
    .int('Preparation time must be whole minutes')
    .min(
      preparationMinutesLimits.min,
      `Preparation time must be at least ${String(preparationMinutesLimits.min)} minutes`,
    )
    .max(
      preparationMinutesLimits.max,
      `Preparation time must be at most ${String(preparationMinutesLimits.max)} minutes`,
    ),
});
export type AcceptOrderBody = z.infer<typeof acceptOrderBodySchema>;

const rejectReasonCodes = Object.keys(rejectReasons) as [
  keyof typeof rejectReasons,
  ...(keyof typeof rejectReasons)[],
];
export const rejectOrderBodySchema = z.strictObject({
  reason: z.enum(rejectReasonCodes, { message: 'Choose why you are rejecting this order' }),
});
export type RejectOrderBody = z.infer<typeof rejectOrderBodySchema>;

export const dispatchOrderBodySchema = z.strictObject({
  deliveryPersonName: personNameSchema,
  deliveryPersonPhone: indianMobileSchema,
});
export type DispatchOrderBody = z.input<typeof dispatchOrderBodySchema>;

/** A train order is delivered only with the code the passenger tells at the seat (ADR 030). */
export const deliverOrderBodySchema = z.strictObject({ deliveryCode: deliveryCodeSchema.optional() });
export type DeliverOrderBody = z.infer<typeof deliverOrderBodySchema>;

/**
 * Open/closed now and the opening hours (each optional; at least one). `opensAt`/`closesAt` set one
 * span for every day; `weeklyHours` sets the week (closed days, a span per day) — not both at once.
 */
export const updateRestaurantStatusBodySchema = z
  .strictObject({
    isAcceptingOrders: z.boolean({ message: 'isAcceptingOrders must be true or false' }).optional(),
    opensAt: clockTime.optional(),
    closesAt: clockTime.optional(),
    weeklyHours: weeklyHoursSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' })
  .refine((body) => !body.weeklyHours || (body.opensAt === undefined && body.closesAt === undefined), {
    message: 'Send the week or one daily span, not both',
    path: ['weeklyHours'],
  })
  .refine((body) => body.opensAt === undefined || body.opensAt !== body.closesAt, {
    message: 'Opening and closing times must differ',
    path: ['closesAt'],
  });
export type UpdateRestaurantStatusBody = z.infer<typeof updateRestaurantStatusBodySchema>;

export const partnerRestaurantResponseSchema = z.strictObject({
  success: z.literal(true),
  data: partnerRestaurantSchema,
});

/** A dish as the partner manages it (ADR 035): prices in rupees, hidden ones included. */
export const partnerDishSchema = z.strictObject({
  dishId: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  description: z.string(),
  mealCategory: mealCategorySchema,
  /** The MRP. */
  price: z.number(),
  finalPrice: z.number(),
  isAvailable: z.boolean(),
  isBestseller: z.boolean(),
  /** The partner hid the dish itself: off the customer menu and search; cannot be ordered. */
  isHidden: z.boolean(),
  /** Its menu section (ADR 036); null when it is in none. A hidden section hides it too. */
  sectionId: z.number().int().nullable(),
});
export type PartnerDish = z.infer<typeof partnerDishSchema>;

export const partnerMenuResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(partnerDishSchema),
});

export const updateDishAvailabilityBodySchema = z.strictObject({
  isAvailable: z.boolean({ message: 'isAvailable must be true or false' }),
});

export const partnerDishResponseSchema = z.strictObject({
  success: z.literal(true),
  data: partnerDishSchema,
});

/**
 * The board's live stream (`GET partner/events?restaurantId=`, text/event-stream): `event: order`,
 * `id:` the order event id, `data:` the order as the board shows it (partnerOrderSchema).
 */
export const partnerStreamMessageSchema = partnerOrderSchema;
