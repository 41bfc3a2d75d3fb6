import { describe, expect, it } from 'vitest';
import type { OrderEvent, OrderStatus } from '@railbite/contract/orders';
import {
  distanceKm,
  estimatedArrival,
  estimatedVehicleProgress,
  isStillMoving,
  isTrackable,
  rideMinutes,
  timelineSteps,
} from './order-progress';

const event = (status: OrderStatus, minute: number, reason: string | null = null): OrderEvent => ({
  status,
  at: new Date(Date.UTC(2026, 10, 21, 14, minute)).toISOString(),
  reason,
});
const paid = [event('payment processing', 0), event('confirmed', 1)];
const at = (minute: number) => Date.UTC(2026, 10, 21, 14, minute);

// 4.77 km apart in Pune: × 1.4 = 6.67 km of road, at 20 km/h a ride of 20.02, so 21 minutes.
const restaurant = { name: 'Spice Route', address: 'FC Road', latitude: 18.52, longitude: 73.85 };
const destination = { address: 'MG Road', latitude: 18.54, longitude: 73.89 };

describe('timelineSteps', () => {
  it('marks the steps up to the current one with the time each was reached', () => {
    const steps = timelineSteps({
      orderStatus: 'preparing',
      statusHistory: [...paid, event('preparing', 4)],
    });
    expect(steps).toEqual([
      { status: 'confirmed', at: event('confirmed', 1).at, progress: 'done' },
      { status: 'preparing', at: event('preparing', 4).at, progress: 'current' },
      { status: 'out for delivery', at: null, progress: 'to come' },
      { status: 'delivered', at: null, progress: 'to come' },
    ]);
  });

  it('shows a delivered order as all done', () => {
    const history = [...paid, event('preparing', 4), event('out for delivery', 20), event('delivered', 40)];
    const steps = timelineSteps({ orderStatus: 'delivered', statusHistory: history });
    expect(steps.map((step) => step.progress)).toEqual(['done', 'done', 'done', 'done']);
    expect(steps[3]?.at).toBe(event('delivered', 40).at);
  });

  it('ends a rejected or cancelled order at its ending, after the steps it reached', () => {
    expect(
      timelineSteps({
        orderStatus: 'rejected',
        statusHistory: [...paid, event('rejected', 6, 'The kitchen is too busy')],
      }),
    ).toEqual([
      { status: 'confirmed', at: event('confirmed', 1).at, progress: 'done' },
      { status: 'rejected', at: event('rejected', 6).at, progress: 'current' },
    ]);
    const cancelledWhilePreparing = timelineSteps({
      orderStatus: 'cancelled',
      statusHistory: [...paid, event('preparing', 3), event('cancelled', 9)],
    });
    expect(cancelledWhilePreparing.map((step) => step.status)).toEqual([
      'confirmed',
      'preparing',
      'cancelled',
    ]);
  });

  it('shows nothing reached before the payment is confirmed', () => {
    const steps = timelineSteps({ orderStatus: 'payment processing', statusHistory: [paid[0]!] });
    expect(steps.every((step) => step.progress === 'to come')).toBe(true);
  });
});

describe('which orders are tracked and followed live', () => {
  it('tracks paid orders wherever they are, not unpaid ones', () => {
    expect(isTrackable('confirmed')).toBe(true);
    expect(isTrackable('delivered')).toBe(true);
    expect(isTrackable('rejected')).toBe(true);
    expect(isTrackable('payment failed')).toBe(false);
    expect(isTrackable('pending')).toBe(false);
  });

  it('follows live only the statuses that can still change', () => {
    const moving: OrderStatus[] = ['payment processing', 'confirmed', 'preparing', 'out for delivery'];
    const still: OrderStatus[] = ['delivered', 'rejected', 'cancelled', 'payment failed'];
    expect(moving.map(isStillMoving)).toEqual([true, true, true, true]);
    expect(still.some(isStillMoving)).toBe(false);
  });
});

describe('ride estimate', () => {
  it('measures the straight-line distance', () => {
    expect(distanceKm(restaurant, destination)).toBeCloseTo(4.77, 2);
  });

  it('estimates the ride from the distance on roads at 20 km/h, within 5 and 90 minutes', () => {
    expect(rideMinutes({ restaurant, destination })).toBe(21);
    expect(rideMinutes({ restaurant, destination: { ...restaurant } })).toBe(5);
    expect(rideMinutes({ restaurant, destination: { address: '', latitude: 28.6, longitude: 77.2 } })).toBe(
      90,
    );
  });

  it('has no estimate when a position is unknown', () => {
    expect(rideMinutes({ restaurant, destination: { address: '', latitude: 0, longitude: 0 } })).toBeNull();
  });

  const outForDelivery = {
    orderStatus: 'out for delivery' as const,
    statusHistory: [...paid, event('preparing', 3), event('out for delivery', 20)],
    restaurant,
    destination,
  };

  it('arrives one ride after dispatch', () => {
    expect(estimatedArrival(outForDelivery)).toBe(at(41));
    expect(estimatedArrival({ ...outForDelivery, orderStatus: 'preparing' })).toBeNull();
  });

  it('moves the vehicle only while the order is out for delivery, and stops short of the door', () => {
    expect(estimatedVehicleProgress(outForDelivery, at(20))).toBe(0);
    expect(estimatedVehicleProgress(outForDelivery, at(20) + 10.5 * 60_000)).toBeCloseTo(0.5, 6);
    expect(estimatedVehicleProgress(outForDelivery, at(55))).toBe(0.95);
    expect(estimatedVehicleProgress({ ...outForDelivery, orderStatus: 'delivered' }, at(30))).toBe(1);
    expect(
      estimatedVehicleProgress(
        {
          ...outForDelivery,
          orderStatus: 'preparing',
          statusHistory: outForDelivery.statusHistory.slice(0, 3),
        },
        at(30),
      ),
    ).toBeNull();
  });
});
