import type {
  CatalogSearchResponse,
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

function toRestaurantSummary(row: RestaurantRow): RestaurantSummary {
  return {
    restaurant_id: row.id,
    restaurant_name: row.name,
    restaurant_image: row.imagePath,
    rating: row.rating,
    total_reviews: row.totalReviews,
    estimated_delivery_time: `${row.deliveryTimeMin}-${row.deliveryTimeMax} mins`,
    delivery_time_min: row.deliveryTimeMin,
    delivery_time_max: row.deliveryTimeMax,
    cuisine_type: row.cuisineType,
    address: row.address,
    city: row.city,
    state: row.state,
    station_code: row.stationCode,
    station_name: row.stationName,
    is_pure_veg: row.isPureVeg,
    offer_text: textOfOffer(row),
    cost_for_two: paiseToRupees(row.costForTwoPaise),
  };
}

function toRestaurantDetail(row: RestaurantDetailRow, now: Date): RestaurantDetail {
  return {
    ...toRestaurantSummary(row),
    latitude: row.latitude,
    longitude: row.longitude,
    opens_at: clockTime(row.opensAt),
    closes_at: clockTime(row.closesAt),
    is_open_now: openingState(row, now).isOpenNow,
    cuisines: row.cuisines.map(toCuisine),
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
  };
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

    async listRestaurants({ page, limit, ...filters }: RestaurantListQuery, cuisineId?: number) {
      const found = await repository.listRestaurants(filters, pageOf({ page, limit }), cuisineId);
      if (!found) throw new NotFoundError('No such cuisine.');
      return { restaurants: found.rows.map(toRestaurantSummary), total: found.total, page, limit };
    },

    async getRestaurant(id: number): Promise<RestaurantDetail> {
      const row = await repository.findRestaurant(id);
      if (!row) throw new NotFoundError('No such restaurant.');
      return toRestaurantDetail(row, clock.now());
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

    /** Empty or whitespace-only terms never reach the database (the contract has trimmed them). */
    async search(term: string): Promise<CatalogSearchResponse['data']> {
      if (term === '') return { restaurants: [], categories: [] };
      const [restaurantRows, cuisineRows] = await searchGate.run(() =>
        Promise.all([repository.searchRestaurants(term), repository.searchCuisines(term)]),
      );
      return { restaurants: restaurantRows.map(toRestaurantSummary), categories: cuisineRows.map(toCuisine) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
