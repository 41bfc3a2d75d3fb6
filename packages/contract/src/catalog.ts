import { z } from 'zod';
import { coordinateParam } from './geo.ts';
import { pageInfoShape, pageQueryShape, searchTermSchema } from './paging.ts';
import { weekDays } from './partner-application-rules.ts';

export const mealCategories = ['Veg', 'Non Veg', 'Egg'] as const;
export const mealCategorySchema = z.enum(mealCategories, {
  message: 'mealCategory must be Veg, Non Veg or Egg',
});
export type MealCategory = z.infer<typeof mealCategorySchema>;

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { message: `${name} must be 1, 0, true or false` })
    .transform((value) => value === '1' || value === 'true');

export const idParamsSchema = z.strictObject({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive'),
});

/**
 * An optional delivery location (`lat`, `lng`, together or not at all): lists and search then answer
 * only the restaurants that deliver there, with their distance and the delivery time computed for it
 * (ADR 024).
 */
export const deliveryLocationShape = {
  lat: coordinateParam('lat', 90).optional(),
  lng: coordinateParam('lng', 180).optional(),
};
export type DeliveryLocationQuery = { lat?: number | undefined; lng?: number | undefined };

function bothOrNeither(query: DeliveryLocationQuery, ctx: z.RefinementCtx) {
  if ((query.lat === undefined) === (query.lng === undefined)) return;
  const missing = query.lat === undefined ? 'lat' : 'lng';
  ctx.addIssue({ code: 'custom', path: [missing], message: 'lat and lng must be given together' });
}

/** Cost-for-two bands of the home filter chips. */
export const priceBands = ['under-300', '300-600'] as const;

/** The home filter chips, as real filters (fast delivery ≤ 30 min, rating ≥ 4.0, …). */
export const restaurantFilterShape = {
  fastDelivery: flag('fastDelivery').optional(),
  topRated: flag('topRated').optional(),
  pureVeg: flag('pureVeg').optional(),
  hasOffer: flag('hasOffer').optional(),
  priceBand: z.enum(priceBands, { message: 'priceBand must be under-300 or 300-600' }).optional(),
};
/** Sort By of the restaurant lists; `rating` (best rated first) is the default. */
export const restaurantSorts = ['rating', 'delivery-time', 'cost-low-to-high', 'cost-high-to-low'] as const;
export type RestaurantSort = (typeof restaurantSorts)[number];

export const restaurantListQuerySchema = z
  .strictObject({
    ...pageQueryShape,
    ...restaurantFilterShape,
    sort: z
      .enum(restaurantSorts, {
        message: 'sort must be rating, delivery-time, cost-low-to-high or cost-high-to-low',
      })
      .optional(),
    /** Only restaurants with a dish whose name contains this (the Noodles page asks for "noodles"). */
    dish: searchTermSchema.optional(),
    ...deliveryLocationShape,
  })
  .superRefine(bothOrNeither);
export type RestaurantListQuery = z.output<typeof restaurantListQuerySchema>;
export type RestaurantFilters = Omit<RestaurantListQuery, 'page' | 'limit' | 'lat' | 'lng'>;

export const fastDeliveryMaxMinutes = 30;
/**
 * A list for a delivery location counts at most this many kitchens that deliver there: beyond it the
 * list stops counting and its total is a lower bound (`totalIsLowerBound`), so the list's cost does not
 * grow with the catalog (ADR 028).
 */
export const nearbyTotalCap = 50;
export const topRatedMinRating = 4;

/** SPEC.md §3 Cuisine category. */
export const cuisineSchema = z.strictObject({
  category_id: z.number().int(),
  category_name: z.string(),
  category_image: z.string(),
});
export type Cuisine = z.infer<typeof cuisineSchema>;

export const cuisinesResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(cuisineSchema),
});

/**
 * SPEC.md §3 Restaurant, the list reading (snake_case), plus what the cards and filters need.
 * Money is in rupees.
 */
export const restaurantSummarySchema = z.strictObject({
  restaurant_id: z.number().int(),
  restaurant_name: z.string(),
  restaurant_image: z.string(),
  rating: z.number(),
  total_reviews: z.number().int(),
  estimated_delivery_time: z.string(),
  delivery_time_min: z.number().int(),
  delivery_time_max: z.number().int(),
  cuisine_type: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  station_code: z.string(),
  station_name: z.string(),
  is_pure_veg: z.boolean(),
  offer_text: z.string().nullable(),
  cost_for_two: z.number(),
  /** Read for a delivery location only: how far the kitchen is from it, in km (one decimal). */
  distance_km: z.number().optional(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

export const restaurantListResponseSchema = z.strictObject({
  success: z.literal(true),
  restaurants: z.array(restaurantSummarySchema),
  ...pageInfoShape,
  /**
   * Present (true) when a list for a delivery location stopped counting (more than `nearbyTotalCap`
   * kitchens deliver there): `total` is then a lower bound — the restaurants listed up to this page —
   * and pages go on until one comes back short.
   */
  totalIsLowerBound: z.literal(true).optional(),
});
export type RestaurantListResponse = z.infer<typeof restaurantListResponseSchema>;

// The optional fields go last: the compiled serializer writes them after the required ones (ADR 010).
export const restaurantDetailSchema = restaurantSummarySchema.omit({ distance_km: true }).extend({
  latitude: z.number(),
  longitude: z.number(),
  /** The usual daily span (`HH:MM`, India time): every day's when `weekly_hours` is null. */
  opens_at: z.string(),
  closes_at: z.string(),
  /**
   * Set when the days differ (ADR 037): seven entries, Monday first, each day's span or null on a
   * day it does not open.
   */
  weekly_hours: z
    .array(z.strictObject({ opens_at: z.string(), closes_at: z.string() }).nullable())
    .nullable(),
  /** Takes orders now: its partner has it switched on and the time in India is within its hours. */
  is_open_now: z.boolean(),
  /** Closed by its hours: when it next opens (`today`, or the day named). Null otherwise. */
  opens_next: z.strictObject({ day: z.enum(weekDays), time: z.string(), today: z.boolean() }).nullable(),
  cuisines: z.array(cuisineSchema),
  /** How far from its kitchen it delivers, in km. */
  delivery_radius_km: z.number(),
  distance_km: z.number().optional(),
  /** Read for a delivery location only: whether its area covers that location. */
  delivers_to_location: z.boolean().optional(),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

/** `GET get-restaurant-by-id/{id}`: with a delivery location, whether and how soon it delivers there. */
export const restaurantQuerySchema = z.strictObject({ ...deliveryLocationShape }).superRefine(bothOrNeither);

export const restaurantResponseSchema = z.strictObject({
  success: z.literal(true),
  data: restaurantDetailSchema,
});

/** SPEC.md §3 Menu item. */
export const menuItemSchema = z.strictObject({
  menuId: z.number().int(),
  restaurantId: z.number().int(),
  itemName: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  price: z.number(),
  finalPrice: z.number(),
  isAvailable: z.boolean(),
  isBestSeller: z.boolean(),
  mealCategory: mealCategorySchema,
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  /** The menu section it is listed under (ADR 036); null when the restaurant's menu has none. */
  sectionName: z.string().nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const restaurantItemsQuerySchema = z.strictObject({
  ...pageQueryShape,
  mealCategory: mealCategorySchema.optional(),
  isBestseller: flag('isBestseller').optional(),
  search: searchTermSchema.optional(),
});
export type RestaurantItemsQuery = z.output<typeof restaurantItemsQuerySchema>;

export const restaurantItemsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(menuItemSchema),
  ...pageInfoShape,
});
export type RestaurantItemsResponse = z.infer<typeof restaurantItemsResponseSchema>;

export const catalogSearchQuerySchema = z
  .strictObject({ search: searchTermSchema.default(''), ...deliveryLocationShape })
  .superRefine(bothOrNeither);
export type CatalogSearchQuery = z.output<typeof catalogSearchQuerySchema>;

export const catalogSearchResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ restaurants: z.array(restaurantSummarySchema), categories: z.array(cuisineSchema) }),
});
export type CatalogSearchResponse = z.infer<typeof catalogSearchResponseSchema>;

/** At most this many restaurants and categories come back from one search. */
export const searchResultLimit = 20;
