import { randomInt } from 'node:crypto';
import { deliveryCodeLength } from '@railbite/contract/train-rules';
import { trainOrderErrorCodes } from '@railbite/contract/train-seat';
import type { TrainSeatTarget } from '@railbite/contract/train-seat';
import { ConflictError } from '../../lib/errors.ts';
import { hoursOnDayText, isWithinHours } from '../../lib/opening-hours.ts';
import type { OpeningHours } from '../../lib/opening-hours.ts';
import { scheduledTime } from '../journeys/journey-time.ts';
import type { SeatStop } from '../journeys/journeys.service.ts';
import { acceptsOrders, orderByOf } from '../journeys/station-ordering.ts';
import type { NewOrderTrainTarget } from './order-train-targets.repository.ts';

// Checkout to a train seat (issue 17, ADR 030): the kitchen in the cart must serve the station, be open
// when the train gets there and still take orders for that arrival. The journey itself (the train runs
// that day, the station lies ahead) is checked by the journeys service before the cart is locked.

export type SeatKitchen = OpeningHours & {
  restaurantName: string;
  stationCode: string;
  orderCutoffMinutes: number;
};

/**
 * Refuses, before anything is written or charged, with what to do instead. Hours and the order-by
 * time count from when the train is now expected: a reported delay moves both (ADR 031).
 */
export function checkSeatKitchen(kitchen: SeatKitchen, stop: SeatStop, now: Date): void {
  const arrival = scheduledTime(stop.expectedArrival);
  const when =
    stop.delayMinutes > 0
      ? `expected ${arrival.time}, ${arrival.date}, running ${String(stop.delayMinutes)} min late`
      : `scheduled ${arrival.time}, ${arrival.date}`;
  const station = stop.station.name;
  if (kitchen.stationCode !== stop.station.code)
    throw new ConflictError(
      `${kitchen.restaurantName} does not deliver at ${station}: it serves trains at station ${kitchen.stationCode}. Order from a restaurant listed for ${station}, or choose the station it serves.`,
      trainOrderErrorCodes.restaurantNotAtStation,
    );
  if (!isWithinHours(kitchen, stop.expectedArrival))
    throw new ConflictError(
      `${kitchen.restaurantName} is closed when your train reaches ${station} (${when}): it is ${hoursOnDayText(kitchen, stop.expectedArrival)} that day. Choose another station or restaurant.`,
      trainOrderErrorCodes.closedAtArrival,
    );
  const orderBy = orderByOf(stop.expectedArrival, kitchen.orderCutoffMinutes);
  if (!acceptsOrders(orderBy, now)) {
    const last = scheduledTime(orderBy);
    throw new ConflictError(
      `${kitchen.restaurantName} took orders for ${station} until ${last.time} on ${last.date} (${String(kitchen.orderCutoffMinutes)} minutes before the train’s ${stop.delayMinutes > 0 ? 'expected' : 'scheduled'} arrival). Choose a later station on your journey.`,
      trainOrderErrorCodes.orderByPassed,
    );
  }
}

/** A fresh delivery code: uniformly random, from the operating system's generator. */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10 ** deliveryCodeLength)).padStart(deliveryCodeLength, '0');
}

/** How the seat reads where an order's delivery address is shown (history, the restaurant's board). */
export function seatPlaceText(seat: TrainSeatTarget, stop: SeatStop): string {
  return `Coach ${seat.coach}, berth ${String(seat.berth)} · train ${seat.trainNumber} ${stop.trainName} at ${stop.station.name} (${stop.station.code})`;
}

/** The row that keeps the seat with the order; expected = scheduled plus any delay reported so far. */
export function trainTargetRow(
  orderId: string,
  seat: TrainSeatTarget,
  stop: SeatStop,
  now: Date,
): NewOrderTrainTarget {
  return {
    orderId,
    trainNumber: seat.trainNumber,
    boardingDate: seat.boardingDate,
    startDate: stop.startDate,
    boardingStationCode: seat.boardingStationCode,
    stationCode: seat.stationCode,
    coach: seat.coach,
    berth: seat.berth,
    passengerName: seat.passengerName,
    passengerMobile: seat.passengerMobile,
    alternateMobile: seat.alternateMobile ?? null,
    scheduledArrivalAt: stop.arrival,
    expectedArrivalAt: stop.expectedArrival,
    deliveryCode: newDeliveryCode(),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * What the order row keeps for a seat: the seat as its place (the kitchen's own point, as the station
 * is where it hands over), no distance-based delivery time, and the promise fixed now: the expected
 * arrival (the payment does not move it, ADR 030; a later delay re-times it, ADR 031).
 */
export function seatOrderFields(
  kitchen: SeatKitchen & { latitude: number; longitude: number },
  seat: TrainSeatTarget,
  stop: SeatStop,
) {
  return {
    addressId: null,
    deliveryAddress: seatPlaceText(seat, stop),
    deliveryLatitude: kitchen.latitude,
    deliveryLongitude: kitchen.longitude,
    deliverTimeMin: 0,
    deliverTimeMax: 0,
    promisedFrom: stop.expectedArrival,
    promisedBy: stop.expectedArrival,
  };
}
