import type {
  CatalogSearchQuery,
  CatalogSearchResponse,
  DeliveryLocationQuery,
  Cuisine,
  MenuItem,
  RestaurantDetail,
  RestaurantItemsQuery,
  RestaurantListQuery,
  RestaurantSummary,
} from '@railbite/contract/catalog';
import { openGate } from '../../lib/concurrency-gate.ts';
import type { ConcurrencyGate } from '../../lib/concurrency-gate.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { deliveryMinutes, estimateDelivery, metresToKm } from '../geo/delivery-model.ts';
import type { Point } from '../geo/delivery-model.ts';
import { clockTime, openingState } from '../../lib/opening-hours.ts';
import { systemClock } from '../../lib/clock.ts';
import type { Clock } from '../../lib/clock.ts';
import { offerFromColumns, offerText } from './restaurant-offer.ts';
import type { OfferColumns } from './restaurant-offer.ts';
import type {
  CatalogRepository,
  MenuItemRow,
  RestaurantDetailRow,
  RestaurantRow,
} from './catalog.repository.ts';

/** The offer's words come only from its rule (ADR 021). */
function textOfOffer(row: OfferColumns): string | null {
  const offer = offerFromColumns(row);
  return offer ? offerText(offer) : null;
}

type CuisineRow = { id: number; name: string; imagePath: string };

function toCuisine(row: CuisineRow): Cuisine {
  return { category_id: row.id, category_name: row.name, category_image: row.imagePath };
}

/**
 * A card. Read for a delivery location (`distanceM` set), its times are computed for that distance
 * (ADR 024); without one, the kitchen's own estimate, as before.
 */
function toRestaurantSummary(row: RestaurantRow): RestaurantSummary {
  const minutes =
    row.distanceM === null
      ? { min: row.deliveryTimeMin, max: row.deliveryTimeMax }
      : deliveryMinutes(row.preparationMinutes, row.distanceM);
  return {
    restaurant_id: row.id,
    restaurant_name: row.name,
    restaurant_image: row.imagePath,
    rating: row.rating,
    total_reviews: row.totalReviews,
    estimated_delivery_time: `${minutes.min}-${minutes.max} mins`,
    delivery_time_min: minutes.min,
    delivery_time_max: minutes.max,
    cuisine_type: row.cuisineType,
    address: row.address,
    city: row.city,
    state: row.state,
    station_code: row.stationCode,
    station_name: row.stationName,
    is_pure_veg: row.isPureVeg,
    offer_text: textOfOffer(row),
    cost_for_two: paiseToRupees(row.costForTwoPaise),
    ...(row.distanceM === null ? {} : { distance_km: metresToKm(row.distanceM) }),
  };
}

/**
 * The menu page's restaurant. For a delivery location it also says whether the kitchen delivers
 * there, how far it is, and the time computed for it (ADR 024).
 */
function toRestaurantDetail(
  row: RestaurantDetailRow,
  now: Date,
  location: Point | undefined,
): RestaurantDetail {
  const estimate = location ? estimateDelivery(row, location) : undefined;
  const distanceM = estimate?.distanceMetres ?? null;
  const opening = openingState(row, now);
  return {
    ...toRestaurantSummary({ ...row, distanceM }),
    latitude: row.latitude,
    longitude: row.longitude,
    opens_at: clockTime(row.opensAt),
    closes_at: clockTime(row.closesAt),
    weekly_hours: row.weeklyHours?.map((day) => day && { opens_at: day[0], closes_at: day[1] }) ?? null,
    is_open_now: opening.isOpenNow,
    opens_next:
      opening.isOpenNow || opening.closedBy === 'switch'
        ? null
        : { day: opening.day, time: opening.opensAt, today: opening.today },
    cuisines: row.cuisines.map(toCuisine),
    delivery_radius_km: metresToKm(row.deliveryRadiusM),
    ...(estimate ? { delivers_to_location: estimate.delivers === true } : {}),
  };
}

function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    menuId: row.id,
    restaurantId: row.restaurantId,
    itemName: row.name,
    imageUrl: row.imagePath,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    finalPrice: paiseToRupees(row.finalPricePaise),
    isAvailable: row.isAvailable,
    isBestSeller: row.isBestseller,
    mealCategory: row.mealCategory,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    sectionName: row.sectionName,
  };
}

/** The contract lets lat and lng come only together. */
function locationOf({ lat, lng }: DeliveryLocationQuery): Point | undefined {
  return lat === undefined || lng === undefined ? undefined : { latitude: lat, longitude: lng };
}

const pageOf = ({ page, limit }: { page: number; limit: number }) => ({ limit, offset: (page - 1) * limit });

/**
 * `searchGate` bounds how many searches run and wait at once (ADR 006): on PGlite, whose queries run
 * in the server's thread, a flood of the most expensive query would otherwise stall every request.
 */
export function createCatalogService({
  repository,
  searchGate = openGate,
  clock = systemClock,
}: {
  repository: CatalogRepository;
  searchGate?: ConcurrencyGate;
  /** "Open now" is read against it. */
  clock?: Clock;
}) {
  return {
    async listCuisines(): Promise<Cuisine[]> {
      return (await repository.listCuisines()).map(toCuisine);
    },

    async listRestaurants({ page, limit, lat, lng, ...filters }: RestaurantListQuery, cuisineId?: number) {
      const found = await repository.listRestaurants(
        filters,
        pageOf({ page, limit }),
        cuisineId,
        locationOf({ lat, lng }),
      );
      if (!found) throw new NotFoundError('No such cuisine.');
      return {
        restaurants: found.rows.map(toRestaurantSummary),
        total: found.total,
        page,
        limit,
        ...(found.totalIsLowerBound ? { totalIsLowerBound: true as const } : {}),
      };
    },

    async getRestaurant(id: number, location: DeliveryLocationQuery = {}): Promise<RestaurantDetail> {
      const row = await repository.findRestaurant(id);
      if (!row) throw new NotFoundError('No such restaurant.');
      return toRestaurantDetail(row, clock.now(), locationOf(location));
    },

    async listMenuItems(
      restaurantId: number,
      { page, limit, mealCategory, isBestseller, search }: RestaurantItemsQuery,
    ) {
      const found = await repository.listMenuItems(
        restaurantId,
        { mealCategory, bestsellersOnly: isBestseller === true, search: search ?? '' },
        pageOf({ page, limit }),
      );
      if (!found) throw new NotFoundError('No such restaurant.');
      return { data: found.rows.map(toMenuItem), total: found.total, page, limit };
    },

    /**
     * Empty or whitespace-only terms never reach the database (the contract has trimmed them). With a
     * location, only restaurants that deliver there.
     */
    async search({ search: term, ...location }: CatalogSearchQuery): Promise<CatalogSearchResponse['data']> {
      if (term === '') return { restaurants: [], categories: [] };
      const [restaurantRows, cuisineRows] = await searchGate.run(() =>
        Promise.all([
          repository.searchRestaurants(term, locationOf(location)),
          repository.searchCuisines(term),
        ]),
      );
      return { restaurants: restaurantRows.map(toRestaurantSummary), categories: cuisineRows.map(toCuisine) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
