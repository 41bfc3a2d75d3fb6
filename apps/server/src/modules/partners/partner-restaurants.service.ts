import type { PartnerRestaurant, UpdateRestaurantStatusBody } from '@railbite/contract/partner';
import type { Clock } from '../../lib/clock.ts';
import { InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { clockTime, openingState } from '../../lib/opening-hours.ts';
import type { OpeningHours } from '../../lib/opening-hours.ts';
import { hoursColumnsOf, weekOf } from '../../lib/weekly-hours.ts';
import type { PartnerRestaurantRow, PartnerRestaurantsRepository } from './partner-restaurants.repository.ts';

// Another restaurant's objects answer as if they did not exist.

/**
 * The hours a change leaves (ADR 037): a week as given, or one span for every day. The body may
 * change one end of the span; the pair it leaves must still be a span of time.
 */
function hoursChange(current: OpeningHours, body: UpdateRestaurantStatusBody): OpeningHours | undefined {
  if (body.weeklyHours) return hoursColumnsOf(body.weeklyHours);
  if (body.opensAt === undefined && body.closesAt === undefined) return undefined;
  const opensAt = body.opensAt ?? clockTime(current.opensAt);
  const closesAt = body.closesAt ?? clockTime(current.closesAt);
  if (opensAt === closesAt)
    throw new InvalidInputError(
      body.closesAt ? 'closesAt' : 'opensAt',
      'Opening and closing times must differ',
    );
  return { opensAt, closesAt, weeklyHours: null };
}
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
    const state = openingState(row, clock.now());
    return {
      restaurantId: row.restaurantId,
      name: row.name,
      imageUrl: row.imagePath,
      address: row.address,
      role: row.role,
      isAcceptingOrders: row.isAcceptingOrders,
      opensAt: clockTime(row.opensAt),
      closesAt: clockTime(row.closesAt),
      weeklyHours: weekOf(row),
      isOpenNow: state.isOpenNow,
      nextOpening:
        state.isOpenNow || state.closedBy === 'switch'
          ? null
          : { opensAt: state.opensAt, day: state.day, today: state.today },
      awaitingAcceptance: row.awaitingAcceptance,
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
      await repository.updateControls(restaurantId, {
        ...(body.isAcceptingOrders === undefined ? {} : { isAcceptingOrders: body.isAcceptingOrders }),
        ...hoursChange(current, body),
      });
      const updated = await repository.listedRestaurantOf(userId, restaurantId);
      if (!updated) throw restaurantNotFound();
      return toPartnerRestaurant(updated);
    },
  };
}

export type PartnerRestaurantsService = ReturnType<typeof createPartnerRestaurantsService>;
