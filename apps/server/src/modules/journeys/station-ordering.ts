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
export function acceptsOrders(orderBy: Date, now: Date): boolean {
  return now.getTime() <= orderBy.getTime();
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

/**
 * What the station list says about one stop: how many kitchens are open at the arrival, the order-by
 * time (the earliest cut-off still ahead; once all have passed, the last of them) and, when it cannot
 * be ordered to, why.
 */
export function stationOrdering(
  station: { name: string; arrival: Date },
  kitchens: readonly StationKitchens[],
  now: Date,
): StationOrdering {
  const open = openAtArrival(kitchens, station.arrival);
  const restaurantCount = open.reduce((count, group) => count + group.kitchens, 0);
  const cutoffs = open.map((kitchen) => orderByOf(station.arrival, kitchen.orderCutoffMinutes).getTime());
  const ahead = cutoffs.filter((cutoff) => acceptsOrders(new Date(cutoff), now));
  const orderByMs = ahead.length > 0 ? Math.min(...ahead) : cutoffs.length > 0 ? Math.max(...cutoffs) : null;
  const orderBy = orderByMs === null ? null : scheduledTime(new Date(orderByMs));
  const arrival = scheduledTime(station.arrival);
  const base = { restaurantCount, orderBy };

  if (station.arrival.getTime() <= now.getTime())
    return {
      ...base,
      status: 'passed',
      reason: `The train has already passed ${station.name} (scheduled ${arrival.time}, ${arrival.date}).`,
    };
  if (!orderBy)
    return {
      ...base,
      status: 'no_restaurants',
      reason: `No restaurant at ${station.name} is open at ${arrival.time}. Choose another station.`,
    };
  if (ahead.length === 0)
    return {
      ...base,
      status: 'ordering_closed',
      reason: `Orders for ${station.name} closed at ${orderBy.time}. Choose a later station.`,
    };
  return { ...base, status: 'open', reason: null };
}
