import type { PartnerRestaurant, UpdateRestaurantStatusBody } from '@railbite/contract/partner';
import type { Clock } from '../../lib/clock.ts';
import { InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { clockTime, openingState } from '../../lib/opening-hours.ts';
import type { PartnerRestaurantRow, PartnerRestaurantsRepository } from './partner-restaurants.repository.ts';

// Another restaurant's objects answer as if they did not exist.
const restaurantNotFound = () => new NotFoundError('Restaurant not found.');

/** A partner's restaurant controls: open now and hours (the menu: partner-menu.service.ts). */
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
  };
}

export type PartnerRestaurantsService = ReturnType<typeof createPartnerRestaurantsService>;
