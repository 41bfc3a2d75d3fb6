import { z } from 'zod';
import { cartLimits } from './cart-rules.ts';
import { mealCategorySchema } from './catalog.ts';

export { cartErrorCodes, cartLimits } from './cart-rules.ts';

const positiveId = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(Number.MAX_SAFE_INTEGER, `${name} is too large`);

const quantity = (min: number) =>
  z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(min, `quantity must be ${String(min)} or more`)
    .max(cartLimits.maxLineQuantity, `quantity must be at most ${String(cartLimits.maxLineQuantity)}`);

/**
 * `POST api/orders/add-to-cart`: adds `quantity` (default 1) to the dish's line. A cart holding
 * another restaurant's dishes answers 409 CART_RESTAURANT_CONFLICT unless `replaceCart` is true,
 * which empties it first (the customer confirmed "Yes, clear cart").
 */
export const addToCartBodySchema = z.strictObject({
  menuId: positiveId('menuId'),
  restaurantId: positiveId('restaurantId'),
  quantity: quantity(1).default(cartLimits.addQuantity),
  replaceCart: z.boolean({ message: 'replaceCart must be true or false' }).optional(),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

/**
 * `POST api/orders/change-cart-get-cart-info`: sets the dish's line to `quantity`; 0 removes it
 * (the client turns any result ≤ 0 into 0, SPEC.md §5).
 */
export const changeCartBodySchema = z.strictObject({
  menuId: positiveId('menuId'),
  restaurantId: positiveId('restaurantId'),
  quantity: quantity(0),
});
export type ChangeCartBody = z.infer<typeof changeCartBodySchema>;

/** SPEC.md §3 Backend cart info. */
export const cartLineSchema = z.strictObject({ menuId: z.number().int(), quantity: z.number().int() });
export type CartLine = z.infer<typeof cartLineSchema>;

/** One line of the cart response: the spec's fields plus what the summary shows. Money in rupees. */
export const cartItemDetailSchema = z.strictObject({
  menuId: z.number().int(),
  itemName: z.string(),
  quantity: z.number().int(),
  /** finalPrice × quantity; 0 while the dish is unavailable (it is not charged). */
  itemTotal: z.number(),
  restaurantId: z.number().int(),
  price: z.number(),
  finalPrice: z.number(),
  imageUrl: z.string(),
  mealCategory: mealCategorySchema,
  isAvailable: z.boolean(),
});
export type CartItemDetail = z.infer<typeof cartItemDetailSchema>;

/** Names of the charges in otherChargesDetails (ARCHITECTURE.md "Pricing"). */
export const chargeNames = { gst: 'GST', delivery: 'Delivery Fee', platform: 'Platform Fee' } as const;

/** SPEC.md §3 Cart response, priced by the server from the menu at the moment of reading. */
export const cartSchema = z.strictObject({
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  cartInfo: z.array(cartLineSchema),
  itemDetails: z.array(cartItemDetailSchema),
  menuTotal: z.number(),
  discount: z.number(),
  /** menuTotal − discount: what the dishes cost; the offer's minimum and free delivery are judged on it. */
  subTotal: z.number(),
  /** What the restaurant's offer takes off subTotal, before tax (ADR 021); 0 when it does not apply. */
  offerDiscount: z.number(),
  /**
   * The restaurant's offer, null when it has none: its text (the breakdown's line reads
   * "Offer ({text})") and how much more subTotal unlocks it (0 once it applies).
   */
  offer: z.strictObject({ text: z.string(), amountToUnlock: z.number() }).nullable(),
  /** How much more subTotal makes delivery free (SPEC.md §9 ₹199); 0 once it is free. */
  amountToFreeDelivery: z.number(),
  deliveryCharge: z.number(),
  platformFee: z.number(),
  otherCharges: z.number(),
  otherChargesDetails: z.record(z.string(), z.number()),
  /** subTotal − offerDiscount + otherCharges: the Grand Total the gateway charges. */
  total: z.number(),
  /**
   * Computed for the delivery address (`deliveryCheck`) from the distance (ADR 024); the spec's
   * fallback 25–30 when the customer has no address yet.
   */
  deliverTimeMin: z.number().int(),
  deliverTimeMax: z.number().int(),
  /** Lines whose dish can't be ordered now: shown, not charged, and they block checkout. */
  hasUnavailableItems: z.boolean(),
  /**
   * The address the times were computed for (the one asked for, else the default) and whether the
   * restaurant delivers there: checkout refuses an address it does not (409 OUT_OF_DELIVERY_AREA).
   * Absent while the customer has no address. Last: optional fields are written last (ADR 010).
   */
  deliveryCheck: z
    .strictObject({
      addressId: z.number().int(),
      distanceKm: z.number(),
      deliveryRadiusKm: z.number(),
      deliversToAddress: z.boolean(),
    })
    .optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * `GET api/orders/get-cart-info?addressId=`: the delivery times and area check for that address of
 * the customer's (the Payment page's choice); without it, for the default address.
 */
export const cartQuerySchema = z.strictObject({
  addressId: z
    .string()
    .regex(/^\d{1,15}$/, 'addressId must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive('addressId must be a positive whole number'))
    .optional(),
});
export type CartQuery = z.output<typeof cartQuerySchema>;

/** An empty cart is `data: null` ("nothing returned empties the cart", SPEC.md §4). */
export const cartResponseSchema = z.strictObject({ success: z.literal(true), data: cartSchema.nullable() });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartCountResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    restaurantId: z.number().int().nullable(),
    cartInfo: z.array(cartLineSchema),
    /** Σ quantities: the header badge. */
    count: z.number().int(),
  }),
});
export type CartCountResponse = z.infer<typeof cartCountResponseSchema>;

/** Free delivery from this sub-total, in rupees (SPEC.md §9). */
export const freeDeliveryThresholdRupees = 199;
