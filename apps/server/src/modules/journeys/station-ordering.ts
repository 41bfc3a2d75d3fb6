import type { ScheduledTime } from '@railbite/contract/journeys';
import { shortHaltMinutes } from '@railbite/contract/train-rules';
import type { UpcomingStationStatus } from '@railbite/contract/train-rules';
import { isWithinHours } from '../../lib/opening-hours.ts';
import type { OpeningHours } from '../../lib/opening-hours.ts';
import { scheduledTime } from './journey-time.ts';

// Whether a passenger can still order to a stop of their journey (ADR 029): which restaurants serve it
// at the arrival time, and until when each takes orders for it.

const minuteMs = 60_000;

export type StationKitchen = OpeningHours & { orderCutoffMinutes: number };
/** `kitchens` kitchens at a station with the same hours and cut-off. */
export type StationKitchens = StationKitchen & { kitchens: number };

/** A restaurant's last moment to take an order for a train arriving at `arrival`. */
export function orderByOf(arrival: Date, orderCutoffMinutes: number): Date {
  return new Date(arrival.getTime() - orderCutoffMinutes * minuteMs);
}

/** Its cut-off is still ahead, the exact instant included: "order by 14:05" takes an order at 14:05:00. */
export function acceptsOrders(orderBy: Date | number, now: Date): boolean {
  return now.getTime() <= (typeof orderBy === 'number' ? orderBy : orderBy.getTime());
}

/** The kitchens open at the arrival time (their hours may cross midnight). */
export function openAtArrival<K extends OpeningHours>(kitchens: readonly K[], arrival: Date): K[] {
  return kitchens.filter((kitchen) => isWithinHours(kitchen, arrival));
}

export function isShortHalt(haltMinutes: number | null): boolean {
  return haltMinutes !== null && haltMinutes <= shortHaltMinutes;
}

export type StationOrdering = {
  restaurantCount: number;
  orderBy: ScheduledTime | null;
  status: UpcomingStationStatus;
  reason: string | null;
};

/** The stop's arrival as the passenger reads it: the caller has usually formatted it already. */
function arrivalTimeOf(station: { arrival: Date; arrivalTime?: ScheduledTime }): ScheduledTime {
  return station.arrivalTime ?? scheduledTime(station.arrival);
}

/**
 * What the station list says about one stop: how many kitchens are open at the arrival, the order-by
 * time (the earliest cut-off still ahead; once all have passed, the last of them) and, when it cannot
 * be ordered to, why.
 */
export function stationOrdering(
  station: { name: string; arrival: Date; arrivalTime?: ScheduledTime },
  kitchens: readonly StationKitchens[],
  now: Date,
): StationOrdering {
  // One pass, no intermediate arrays: a station list runs this for every stop of the route.
  const arrivalMs = station.arrival.getTime();
  let restaurantCount = 0;
  let earliestAhead = Infinity;
  let latest = -Infinity;
  for (const group of kitchens) {
    if (!isWithinHours(group, station.arrival)) continue;
    restaurantCount += group.kitchens;
    const cutoff = arrivalMs - group.orderCutoffMinutes * minuteMs;
    if (acceptsOrders(cutoff, now) && cutoff < earliestAhead) earliestAhead = cutoff;
    if (cutoff > latest) latest = cutoff;
  }
  const anyAhead = earliestAhead !== Infinity;
  const orderByMs = anyAhead ? earliestAhead : restaurantCount > 0 ? latest : null;
  const orderBy = orderByMs === null ? null : scheduledTime(new Date(orderByMs));
  const base = { restaurantCount, orderBy };
  if (arrivalMs <= now.getTime()) {
    const { time, date } = arrivalTimeOf(station);
    return {
      ...base,
      status: 'passed',
      reason: `The train has already passed ${station.name} (scheduled ${time}, ${date}).`,
    };
  }
  if (!orderBy)
    return {
      ...base,
      status: 'no_restaurants',
      reason: `No restaurant at ${station.name} is open at ${arrivalTimeOf(station).time}. Choose another station.`,
    };
  if (!anyAhead)
    return {
      ...base,
      status: 'ordering_closed',
      reason: `Orders for ${station.name} closed at ${orderBy.time}. Choose a later station.`,
    };
  return { ...base, status: 'open', reason: null };
}
