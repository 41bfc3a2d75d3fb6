import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  point,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { defaultOrderCutoffMinutes, orderCutoffLimits } from '@railbite/contract/train-rules';
import type { StoredWeek } from '../../lib/opening-hours.ts';

/**
 * Trigram indexes are read on every search and written only when a menu changes, so they skip GIN's
 * pending list: with `fastupdate` on, fresh rows sit in an unsorted list every search scans linearly
 * until a vacuum merges it (measured: 2.5 ms instead of 0.1 ms per restaurant-name lookup after a seed).
 */
const readFastGin = { fastupdate: false };

export const mealCategoryEnum = pgEnum('meal_category', ['Veg', 'Non Veg', 'Egg']);

/** How a restaurant's offer takes money off (ADR 021): a flat amount, or a percent with an optional cap. */
export const offerTypeEnum = pgEnum('offer_type', ['flat', 'percent']);

export const cuisines = pgTable(
  'cuisines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique('cuisines_name_unique'),
    imagePath: text('image_path').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    index('cuisines_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with(readFastGin),
  ],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    imagePath: text('image_path').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** The railway station this kitchen serves (delivery to the train at that stop). */
    stationCode: text('station_code').notNull(),
    stationName: text('station_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /**
     * The kitchen's point, kept by PostgreSQL: the location index is built on it, so a location query
     * reads the kitchens around a point from the index alone (migration 0027, ADR 028's addendum).
     */
    location: point('location', { mode: 'xy' }).generatedAlwaysAs(sql`point(longitude, latitude)`),
    rating: doublePrecision('rating').notNull(),
    totalReviews: integer('total_reviews').notNull().default(0),
    deliveryTimeMin: smallint('delivery_time_min').notNull(),
    deliveryTimeMax: smallint('delivery_time_max').notNull(),
    isPureVeg: boolean('is_pure_veg').notNull().default(false),
    // The restaurant's offer as a rule (ADR 021); its text is derived from these, never stored.
    offerType: offerTypeEnum('offer_type'),
    /** Flat offers: the amount taken off. */
    offerAmountPaise: integer('offer_amount_paise'),
    /** Percent offers: the percent of the items' value taken off, up to `offerCapPaise` when set. */
    offerPercent: smallint('offer_percent'),
    offerCapPaise: integer('offer_cap_paise'),
    /** The items' value (after dish discounts) from which the offer applies, inclusive. */
    offerMinOrderPaise: integer('offer_min_order_paise'),
    /** The usual daily span (every day's, when `weeklyHours` is null); may cross midnight. */
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
    /**
     * A week of working days and spans when they are not all one span (ADR 037): seven entries,
     * Monday first, `["HH:MM", "HH:MM"]` or null for a closed day. Null for most kitchens, so the
     * row and the station index carry no more than a null bit for them.
     */
    weeklyHours: jsonb('weekly_hours').$type<StoredWeek>(),
    costForTwoPaise: integer('cost_for_two_paise').notNull(),
    /** The partner's "open now" switch: a closed restaurant takes no orders, whatever its hours. */
    isAcceptingOrders: boolean('is_accepting_orders').notNull().default(true),
    /**
     * How far the kitchen delivers from its own point, in whole metres (ADR 024): the seed sets it by
     * the city's size. Bounds: deliveryRadiusLimitsKm in the contract.
     */
    deliveryRadiusM: integer('delivery_radius_m').notNull().default(5000),
    /** Minutes from order to food ready to leave: a computed delivery time starts from it (ADR 024). */
    preparationMinutes: smallint('preparation_minutes').notNull().default(15),
    /**
     * Minutes before a train's scheduled arrival at its station that it stops taking orders for that
     * stop (ADR 029); bounds: orderCutoffLimits in the contract.
     */
    orderCutoffMinutes: smallint('order_cutoff_minutes').notNull().default(defaultOrderCutoffMinutes),
    /**
     * What created it when it was provisioned (ADR 035): `partner-application:<id>`. Unique, so
     * provisioning twice for one key (an approval clicked twice) finds the first restaurant.
     */
    provisioningKey: text('provisioning_key').unique('restaurants_provisioning_key_unique'),
  },
  (table) => [
    // The default listing order (best rated first, id breaks ties) must be an index scan at any depth.
    index('restaurants_rating_id_idx').on(table.rating.desc(), table.id),
    index('restaurants_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with(readFastGin),
    check('restaurants_rating_range', sql`${table.rating} between 0 and 5`),
    check(
      'restaurants_delivery_time',
      sql`${table.deliveryTimeMin} > 0 and ${table.deliveryTimeMax} >= ${table.deliveryTimeMin}`,
    ),
    check('restaurants_cost_for_two_positive', sql`${table.costForTwoPaise} > 0`),
    // An offer is whole or absent: no text without a rule, no rule pricing could not apply. Every
    // required column says `is not null` too: a check that comes out NULL passes.
    check(
      'restaurants_offer_rule',
      sql`(${table.offerType} is null and num_nonnulls(${table.offerAmountPaise}, ${table.offerPercent},
          ${table.offerCapPaise}, ${table.offerMinOrderPaise}) = 0)
      or (${table.offerType} = 'flat' and ${table.offerAmountPaise} is not null and ${table.offerAmountPaise} > 0
        and ${table.offerPercent} is null and ${table.offerCapPaise} is null
        and ${table.offerMinOrderPaise} is not null and ${table.offerMinOrderPaise} >= 0)
      or (${table.offerType} = 'percent' and ${table.offerPercent} is not null
        and ${table.offerPercent} between 1 and 100 and ${table.offerAmountPaise} is null
        and (${table.offerCapPaise} is null or ${table.offerCapPaise} > 0)
        and ${table.offerMinOrderPaise} is not null and ${table.offerMinOrderPaise} >= 0)`,
    ),
    // A location query reads the kitchens in a box around the point off this index, then measures
    // the exact distance (ADR 024). Core GiST on a point: no extension, same on PGlite and PostgreSQL.
    // Migration 0027 adds INCLUDE (id, latitude, longitude, delivery_radius_m): an index-only read.
    index('restaurants_location_idx').using('gist', table.location),
    // The box around a point is as wide as the largest radius in use (delivery_reach_box, 0027).
    index('restaurants_delivery_radius_idx').on(table.deliveryRadiusM),
    check('restaurants_delivery_radius', sql`${table.deliveryRadiusM} between 500 and 15000`),
    // The kitchens serving a station: the journey's station list counts them for every stop (ADR 029).
    // Migration 0022 adds INCLUDE (opens_at, closes_at, order_cutoff_minutes), and the weekly hours'
    // migration weekly_hours (ADR 037): an index-only count.
    index('restaurants_station_code_idx').on(table.stationCode),
    check(
      'restaurants_order_cutoff_minutes',
      sql`${table.orderCutoffMinutes} between ${sql.raw(String(orderCutoffLimits.min))} and ${sql.raw(String(orderCutoffLimits.max))}`,
    ),
    check('restaurants_preparation_minutes', sql`${table.preparationMinutes} between 5 and 120`),
    // The services write whole weeks (contract: weeklyHoursSchema); the shape is checked here too.
    check(
      'restaurants_weekly_hours_week',
      sql`${table.weeklyHours} is null or (jsonb_typeof(${table.weeklyHours}) = 'array' and jsonb_array_length(${table.weeklyHours}) = 7)`,
    ),
  ],
);

export const restaurantCuisines = pgTable(
  'restaurant_cuisines',
  {
    cuisineId: bigint('cuisine_id', { mode: 'number' })
      .notNull()
      .references(() => cuisines.id, { onDelete: 'cascade' }),
    restaurantId: bigint('restaurant_id', { mode: 'number' })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The first cuisine listed for a restaurant is its headline one (cuisine_type). */
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.cuisineId, table.restaurantId] }),
    index('restaurant_cuisines_restaurant_idx').on(table.restaurantId, table.position),
  ],
);

/**
 * A restaurant's menu sections (ADR 036): the categories a partner names, orders and hides. A dish in
 * a hidden section is off the customer menu, search and checkout like a hidden dish. Seeded menus
 * have none: their dishes have no section and the menu reads as one list, as before.
 */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: bigint('restaurant_id', { mode: 'number' })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The menu order, lowest first; not unique, so two sections swap places in one statement. */
    position: integer('position').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('menu_sections_restaurant_position_idx').on(table.restaurantId, table.position),
    // "Starters" and "starters" would be one heading to a customer.
    uniqueIndex('menu_sections_restaurant_name_unique').on(table.restaurantId, sql`lower(${table.name})`),
    // What a dish's section reference points at: the dish and its section share a restaurant, and
    // the dish's copy of the hidden flag follows the section's (ON UPDATE CASCADE, menu_items).
    unique('menu_sections_id_restaurant_hidden_unique').on(table.id, table.restaurantId, table.isHidden),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: bigint('restaurant_id', { mode: 'number' })
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path').notNull(),
    /** MRP and selling price, in paise. */
    pricePaise: integer('price_paise').notNull(),
    finalPricePaise: integer('final_price_paise').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    /**
     * The partner took the dish itself off the menu (ADR 035; `is_hidden` until migration 0030).
     * Hiding marks it sold out too, so a cart holding it cannot check out.
     */
    dishHidden: boolean('dish_hidden').notNull().default(false),
    /** Its menu section (ADR 036); none for seeded dishes, whose menu has no sections. */
    sectionId: bigint('section_id', { mode: 'number' }),
    /** A copy of its section's `is_hidden`, kept by the database (the cascading key below). */
    sectionHidden: boolean('section_hidden').notNull().default(false),
    /**
     * Off the customer menu, search and checkout (ADR 035, 036): hidden itself or in a hidden
     * section. Every customer read tests this one column, and the search index is partial on it.
     */
    isHidden: boolean('is_hidden')
      .notNull()
      .generatedAlwaysAs(sql`dish_hidden or section_hidden`),
    mealCategory: mealCategoryEnum('meal_category').notNull(),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('menu_items_restaurant_order_idx').on(table.restaurantId, table.sortOrder, table.id),
    index('menu_items_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with(readFastGin),
    // Search goes from a matching dish name to the restaurants serving it, in id order. `name` makes
    // it an index-only read: PostgreSQL serves an expression from an index only when the columns
    // inside it are in the index too (ADR 028). Only dishes customers can see (ADR 035): search
    // reads it with `is_hidden = false`, which keeps the read index-only.
    index('menu_items_lower_name_restaurant_idx')
      .on(sql`lower(${table.name})`, table.restaurantId, table.name)
      .where(sql`${table.isHidden} = false`),
    check(
      'menu_items_prices',
      sql`${table.finalPricePaise} > 0 and ${table.finalPricePaise} <= ${table.pricePaise}`,
    ),
    check('menu_items_rating_range', sql`${table.ratingAvg} between 0 and 5`),
    // A dish's section is of its own restaurant, and hiding the section reaches its dishes' copy of
    // the flag in the same statement. A dish without a section is not checked (MATCH SIMPLE).
    foreignKey({
      name: 'menu_items_section_fk',
      columns: [table.sectionId, table.restaurantId, table.sectionHidden],
      foreignColumns: [menuSections.id, menuSections.restaurantId, menuSections.isHidden],
    }).onUpdate('cascade'),
    index('menu_items_section_idx').on(table.sectionId),
  ],
);

/**
 * Every distinct dish name (lower-cased) on any menu, kept by triggers on menu_items (migration 0004).
 * Search matches a term against these few thousand names instead of every menu row.
 */
export const dishNames = pgTable('dish_names', { nameKey: text('name_key').primaryKey() }, (table) => [
  index('dish_names_trgm_idx')
    .using('gin', sql`${table.nameKey} gin_trgm_ops`)
    .with(readFastGin),
]);

/**
 * How many restaurants share each combination of the home filter chips (`facet`, the bits of
 * restaurant_facet() in migration catalog_perf, mirrored by facetBits in catalog.repository.ts),
 * overall (cuisine_id 0) and per cuisine. A list total is a sum over at most a few dozen of these
 * rows instead of a count over every matching restaurant. Kept exact in the writing transaction by
 * triggers on restaurants and restaurant_cuisines (ADR 010).
 */
export const restaurantFacetCounts = pgTable(
  'restaurant_facet_counts',
  {
    /** 0 counts every restaurant; otherwise the restaurants serving that cuisine. */
    cuisineId: bigint('cuisine_id', { mode: 'number' }).notNull(),
    facet: smallint('facet').notNull(),
    restaurants: integer('restaurants').notNull(),
  },
  (table) => [primaryKey({ name: 'restaurant_facet_counts_pk', columns: [table.cuisineId, table.facet] })],
);
