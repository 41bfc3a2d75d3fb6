import type { MealCategory } from '@railbite/contract/catalog';
import type { Db } from '../../db/client.ts';
import { deliveryRadiusMetresFor } from '../../db/seed/data/delivery-areas.ts';
import { slugify } from '../../db/seed/data/slug.ts';
import { weeklyHoursSchema } from '@railbite/contract/opening-hours';
import type { WeeklyHours } from '@railbite/contract/opening-hours';
import { InvalidInputError } from '../../lib/errors.ts';
import { hoursColumnsOf } from '../../lib/weekly-hours.ts';
import { createRestaurantProvisioningRepository } from './restaurant-provisioning.repository.ts';
import type { NewMenuItemRow } from './restaurant-provisioning.repository.ts';

export type ProvisionedDish = {
  name: string;
  description: string;
  pricePaise: number;
  /** The selling price; the MRP when absent. */
  finalPricePaise?: number;
  mealCategory: MealCategory;
  isBestseller: boolean;
  isAvailable: boolean;
  /** A published photo's path (images module, `createDishPhotos`); the name's drawn picture when absent. */
  imagePath?: string;
};

/** Everything a new restaurant needs to be listed, found and ordered from. */
export type RestaurantProvision = {
  /** Idempotency: provisioning the same key again returns the first restaurant (ADR 035). */
  key: string;
  /** The partner account that owns it (restaurant_members, owner). */
  ownerUserId: number;
  name: string;
  address: string;
  city: string;
  state: string;
  /** A station of the timetable (stations.code): its name is read from there. */
  stationCode: string;
  latitude: number;
  longitude: number;
  /** Whole metres; by the city's size when absent (ADR 024). */
  deliveryRadiusM?: number;
  /**
   * The week, Monday first: each day's "HH:MM" span in India time (closing before opening runs past
   * midnight) or null on a day it does not open. Kept as one daily span when every day is alike.
   */
  weeklyHours: WeeklyHours;
  /** cuisines.id, the headline one first. */
  cuisineIds: number[];
  costForTwoPaise: number;
  isPureVeg: boolean;
  /** Minutes from order to food ready; a new kitchen is assumed to take 20 until it says otherwise. */
  preparationMinutes?: number;
  /**
   * The menu in order: each category becomes a menu section in this order (ADR 036), its dishes in
   * it; the dishes' order is kept in menu_items.sort_order across the whole menu.
   */
  categories: { name: string; dishes: ProvisionedDish[] }[];
};

export type ProvisionedRestaurant = { restaurantId: number; created: boolean };

const defaultPreparationMinutes = 20;
/** The kitchen's own estimate shown before a delivery location is known: cooking plus a ride. */
const rideMinutes = { min: 10, max: 20 } as const;

/** Each category's dishes as rows (without their section yet), numbered across the whole menu. */
function menuRows(provision: RestaurantProvision): NewMenuItemRow[][] {
  let sortOrder = 0;
  return provision.categories.map((category) =>
    category.dishes.map((dish) => ({
      name: dish.name,
      description: dish.description,
      imagePath: dish.imagePath ?? `/images/dishes/${slugify(dish.name)}.svg`,
      pricePaise: dish.pricePaise,
      finalPricePaise: dish.finalPricePaise ?? dish.pricePaise,
      mealCategory: dish.mealCategory,
      isBestseller: dish.isBestseller,
      isAvailable: dish.isAvailable,
      sortOrder: sortOrder++,
    })),
  );
}

/**
 * Creates a restaurant with its cuisines, its menu sections and dishes and its owner's membership in
 * one transaction
 * (`db` may already be one: approval runs this inside its own). The catalog's triggers keep search's
 * dish names and the home filters' facet counts right in that transaction, and nothing in the
 * catalog is cached in memory, so the restaurant is listed, found and orderable once it commits.
 */
export async function provisionRestaurant(
  db: Db,
  provision: RestaurantProvision,
): Promise<ProvisionedRestaurant> {
  const week = weeklyHoursSchema.safeParse(provision.weeklyHours);
  if (!week.success)
    throw new InvalidInputError('weeklyHours', week.error.issues[0]?.message ?? 'Invalid opening hours');
  const rowsByCategory = menuRows(provision);
  const rows = rowsByCategory.flat();
  if (rows.length === 0) throw new InvalidInputError('menu', 'A restaurant needs at least one dish');
  if (provision.isPureVeg && rows.some((row) => row.mealCategory !== 'Veg'))
    throw new InvalidInputError('menu', 'A pure-veg restaurant can serve only veg dishes');

  return db.transaction(async (tx) => {
    const repository = createRestaurantProvisioningRepository(tx);
    const existing = await repository.restaurantFor(provision.key);
    if (existing !== undefined) return { restaurantId: existing, created: false };

    const station = await repository.stationNamed(provision.stationCode);
    if (!station) throw new InvalidInputError('stationCode', 'No such station');
    const cuisineIds = [...new Set(provision.cuisineIds)];
    if ((await repository.cuisineIdsAmong(cuisineIds)).length !== cuisineIds.length)
      throw new InvalidInputError('cuisineIds', 'No such cuisine');

    const preparationMinutes = provision.preparationMinutes ?? defaultPreparationMinutes;
    const restaurantId = await repository.insertRestaurant({
      provisioningKey: provision.key,
      name: provision.name,
      imagePath: `/images/restaurants/${slugify(provision.name)}.svg`,
      address: provision.address,
      city: provision.city,
      state: provision.state,
      stationCode: provision.stationCode,
      stationName: station.name,
      latitude: provision.latitude,
      longitude: provision.longitude,
      deliveryRadiusM: provision.deliveryRadiusM ?? deliveryRadiusMetresFor(provision.city),
      deliveryTimeMin: preparationMinutes + rideMinutes.min,
      deliveryTimeMax: preparationMinutes + rideMinutes.max,
      preparationMinutes,
      ...hoursColumnsOf(week.data),
      costForTwoPaise: provision.costForTwoPaise,
      isPureVeg: provision.isPureVeg,
    });
    // A concurrent provisioning of the same key committed first: answer with its restaurant.
    if (restaurantId === undefined) {
      const first = await repository.restaurantFor(provision.key);
      if (first === undefined) throw new Error(`provisioning ${provision.key} found no restaurant`);
      return { restaurantId: first, created: false };
    }
    await repository.linkCuisines(restaurantId, cuisineIds);
    const sectionIds = await repository.insertSections(
      restaurantId,
      provision.categories.map((category) => category.name),
    );
    await repository.insertMenu(
      restaurantId,
      rowsByCategory.flatMap((dishes, index) =>
        dishes.map((row) => ({ ...row, sectionId: sectionIds[index] })),
      ),
    );
    await repository.addOwner(provision.ownerUserId, restaurantId);
    return { restaurantId, created: true };
  });
}
