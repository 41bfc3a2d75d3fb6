import type { PartnerDish, PartnerRestaurant, UpdateRestaurantStatusBody } from '@railbite/contract/partner';
import type { Clock } from '../../lib/clock.ts';
import { InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { clockTime, openingState } from '../../lib/opening-hours.ts';
import type {
  PartnerDishRow,
  PartnerRestaurantRow,
  PartnerRestaurantsRepository,
} from './partner-restaurants.repository.ts';

// Another restaurant's objects answer as if they did not exist.
const restaurantNotFound = () => new NotFoundError('Restaurant not found.');
const dishNotFound = () => new NotFoundError('Dish not found.');

function toPartnerDish(row: PartnerDishRow): PartnerDish {
  return {
    dishId: row.dishId,
    name: row.name,
    category: row.mealCategory,
    finalPrice: paiseToRupees(row.finalPricePaise),
    isAvailable: row.isAvailable,
  };
}

/** A partner's restaurant controls: open now and hours, and each dish's availability. */
export function createPartnerRestaurantsService({
  repository,
  clock,
}: {
  repository: PartnerRestaurantsRepository;
  clock: Clock;
}) {
  function toPartnerRestaurant(row: PartnerRestaurantRow): PartnerRestaurant {
    return {
      restaurantId: row.restaurantId,
      name: row.name,
      imageUrl: row.imagePath,
      address: row.address,
      role: row.role,
      isAcceptingOrders: row.isAcceptingOrders,
      opensAt: clockTime(row.opensAt),
      closesAt: clockTime(row.closesAt),
      isOpenNow: openingState(row, clock.now()).isOpenNow,
    };
  }

  async function dishThePartnerRuns(userId: number, dishId: number) {
    const dish = await repository.findDish(dishId);
    if (!dish || !(await repository.restaurantOf(userId, dish.restaurantId))) throw dishNotFound();
    return dish;
  }

  return {
    async restaurants(userId: number): Promise<PartnerRestaurant[]> {
      return (await repository.restaurantsOf(userId)).map(toPartnerRestaurant);
    },

    async updateStatus(
      userId: number,
      restaurantId: number,
      body: UpdateRestaurantStatusBody,
    ): Promise<PartnerRestaurant> {
      const current = await repository.restaurantOf(userId, restaurantId);
      if (!current) throw restaurantNotFound();
      // The body may change one end of the hours; the pair it leaves must still be a span of time.
      const opensAt = body.opensAt ?? clockTime(current.opensAt);
      const closesAt = body.closesAt ?? clockTime(current.closesAt);
      if (opensAt === closesAt)
        throw new InvalidInputError(
          body.closesAt ? 'closesAt' : 'opensAt',
          'Opening and closing times must differ',
        );
      await repository.updateControls(restaurantId, body);
      const updated = await repository.restaurantOf(userId, restaurantId);
      if (!updated) throw restaurantNotFound();
      return toPartnerRestaurant(updated);
    },

    async menu(userId: number, restaurantId: number): Promise<PartnerDish[]> {
      if (!(await repository.restaurantOf(userId, restaurantId))) throw restaurantNotFound();
      return (await repository.menuOf(restaurantId)).map(toPartnerDish);
    },

    /** Sold out (or back): customers see it on the menu at once and checkout refuses a sold-out dish. */
    async setDishAvailability(userId: number, dishId: number, isAvailable: boolean): Promise<PartnerDish> {
      await dishThePartnerRuns(userId, dishId);
      const updated = await repository.setDishAvailability(dishId, isAvailable);
      if (!updated) throw dishNotFound();
      return toPartnerDish(updated);
    },
  };
}

export type PartnerRestaurantsService = ReturnType<typeof createPartnerRestaurantsService>;
