import type { OrderDetails, OrderStatus } from '@railbite/contract/orders';
import { isKnownPlace } from './map-geometry';
import type { LatLng } from './map-geometry';

/** The way an order goes when all is well (ARCHITECTURE.md "Order lifecycle"). */
export const deliverySteps = [
  'confirmed',
  'preparing',
  'out for delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];
export type DeliveryStep = (typeof deliverySteps)[number];

/** Endings that stop the way short; the timeline shows them as its last step. */
export const endStatuses = ['rejected', 'cancelled'] as const satisfies readonly OrderStatus[];
export type EndStatus = (typeof endStatuses)[number];

export type TimelineStep = {
  status: DeliveryStep | EndStatus;
  /** When the order reached it (null for steps to come). */
  at: string | null;
  progress: 'done' | 'current' | 'to come';
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  list.some((entry) => entry === value);

export function isEnded(status: OrderStatus): status is EndStatus {
  return isOneOf(endStatuses, status);
}

/** Orders the tracking page follows: paid ones, wherever they are now. */
export function isTrackable(status: OrderStatus): boolean {
  return isOneOf(deliverySteps, status) || isEnded(status);
}

/** Statuses that can still change, so the page keeps a live stream open for them. */
export function isStillMoving(status: OrderStatus): boolean {
  return status === 'payment processing' || (isOneOf(deliverySteps, status) && status !== 'delivered');
}

/** A refund still on its way: the gateway settling it is an order event too (ADR 019). */
export function awaitsRefund(order: Pick<OrderDetails, 'refunds'>): boolean {
  return order.refunds.some((refund) => refund.state === 'pending');
}

/** When the order last reached `status`, from its events. */
export function reachedAt(order: Pick<OrderDetails, 'statusHistory'>, status: OrderStatus): string | null {
  return order.statusHistory.findLast((event) => event.status === status)?.at ?? null;
}

/**
 * The four steps of a delivery with the real time of each one reached. A rejected or cancelled order
 * shows the steps it did reach, then its ending as the current step.
 */
export function timelineSteps(order: Pick<OrderDetails, 'orderStatus' | 'statusHistory'>): TimelineStep[] {
  const status = order.orderStatus;
  if (isEnded(status)) {
    const reached = deliverySteps.filter((step) => reachedAt(order, step) !== null);
    return [
      ...reached.map((step) => ({ status: step, at: reachedAt(order, step), progress: 'done' as const })),
      { status, at: reachedAt(order, status), progress: 'current' },
    ];
  }
  const currentIndex = deliverySteps.findIndex((step) => step === status);
  return deliverySteps.map((step, index) => {
    if (currentIndex < 0 || index > currentIndex) return { status: step, at: null, progress: 'to come' };
    return {
      status: step,
      at: reachedAt(order, step),
      progress: index === currentIndex && step !== 'delivered' ? 'current' : 'done',
    };
  });
}

/**
 * There are no courier positions: the ride is estimated from the straight-line distance, stretched to
 * roads, at a scooter's city speed. Labelled "estimate" wherever it shows.
 */
export const rideEstimate = { roadFactor: 1.4, speedKmh: 20, minMinutes: 5, maxMinutes: 90 } as const;

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated ride in minutes, or null when a position is unknown. */
export function rideMinutes(order: Pick<OrderDetails, 'restaurant' | 'destination'>): number | null {
  if (!isKnownPlace(order.restaurant) || !isKnownPlace(order.destination)) return null;
  const km = distanceKm(order.restaurant, order.destination) * rideEstimate.roadFactor;
  const minutes = Math.ceil((km / rideEstimate.speedKmh) * 60);
  return Math.min(rideEstimate.maxMinutes, Math.max(rideEstimate.minMinutes, minutes));
}

type RideOrder = Pick<OrderDetails, 'orderStatus' | 'statusHistory' | 'restaurant' | 'destination'>;

/** When an order out for delivery should reach the door (ms), estimated from its dispatch; else null. */
export function estimatedArrival(order: RideOrder): number | null {
  const dispatchedAt = order.orderStatus === 'out for delivery' ? reachedAt(order, 'out for delivery') : null;
  const minutes = rideMinutes(order);
  if (dispatchedAt === null || minutes === null) return null;
  return Date.parse(dispatchedAt) + minutes * 60_000;
}

/** The vehicle stops short of the door until the restaurant says it was delivered. */
const lastEstimatedProgress = 0.95;

/**
 * Where the vehicle is drawn, 0 (restaurant) to 1 (door): only while the order is out for delivery,
 * moving with the time since dispatch; at the door once delivered; not drawn (null) otherwise.
 */
export function estimatedVehicleProgress(order: RideOrder, now: number): number | null {
  if (order.orderStatus === 'delivered') return 1;
  const arrival = estimatedArrival(order);
  const dispatchedAt = reachedAt(order, 'out for delivery');
  if (arrival === null || dispatchedAt === null) return null;
  const start = Date.parse(dispatchedAt);
  const progress = (now - start) / (arrival - start);
  return Math.min(lastEstimatedProgress, Math.max(0, progress));
}
