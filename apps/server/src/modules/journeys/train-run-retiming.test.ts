import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { isLateEnoughToCancel, retimeOrder } from './train-run-retiming.ts';
import type { RetimingTarget } from './train-run-retiming.ts';

// 14:00 India on 10 March 2026 is 08:30 UTC.
const scheduled = new Date('2026-03-10T08:30:00Z');
const clock = createManualClock(new Date('2026-03-10T06:00:00Z'));
const allDay = { opensAt: '00:00', closesAt: '23:59', weeklyHours: null };
const target = (overrides: Partial<RetimingTarget> = {}): RetimingTarget => ({
  status: 'confirmed',
  scheduledArrivalAt: scheduled,
  hours: allDay,
  preparationMinutes: 30,
  ...overrides,
});
const onTime = { delayMinutes: 0, cancelled: false };
const late = (delayMinutes: number) => ({ delayMinutes, cancelled: false });

describe('retimeOrder (ADR 031)', () => {
  it('keeps an on-time order at its scheduled arrival, preparation starting its minutes before', () => {
    const retimed = retimeOrder(onTime, target(), clock.now());
    expect(retimed).toEqual({
      delayMinutes: 0,
      expectedArrivalAt: scheduled,
      preparationStartAt: new Date('2026-03-10T08:00:00Z'),
      outcome: { action: 'keep' },
      customerMayCancel: false,
    });
  });

  it('moves the arrival and the preparation start by the delay', () => {
    const retimed = retimeOrder(late(45), target({ status: 'preparing' }), clock.now());
    expect(retimed.expectedArrivalAt).toEqual(new Date('2026-03-10T09:15:00Z'));
    expect(retimed.preparationStartAt).toEqual(new Date('2026-03-10T08:45:00Z'));
    expect(retimed.outcome).toEqual({ action: 'keep' });
  });

  it('lets the customer cancel only when the train is more than 60 minutes late', () => {
    expect(isLateEnoughToCancel(60)).toBe(false);
    expect(isLateEnoughToCancel(61)).toBe(true);
    expect(retimeOrder(late(60), target(), clock.now()).customerMayCancel).toBe(false);
    expect(retimeOrder(late(61), target(), clock.now()).customerMayCancel).toBe(true);
    expect(retimeOrder(late(61), target({ status: 'preparing' }), clock.now()).customerMayCancel).toBe(true);
  });

  it('no longer lets the customer cancel once the food is out for delivery, or the train has come in', () => {
    expect(retimeOrder(late(90), target({ status: 'out for delivery' }), clock.now()).customerMayCancel).toBe(
      false,
    );
    expect(retimeOrder(late(90), target({ status: 'delivered' }), clock.now()).customerMayCancel).toBe(false);
    // 90 minutes late: expected at 10:00 UTC; at that instant it has come in.
    const arrived = createManualClock(new Date('2026-03-10T10:00:00Z'));
    expect(retimeOrder(late(90), target(), arrived.now()).customerMayCancel).toBe(false);
    arrived.advance(-1);
    expect(retimeOrder(late(90), target(), arrived.now()).customerMayCancel).toBe(true);
  });

  it('cancels every open order of a cancelled run, even food already sent out', () => {
    for (const status of ['confirmed', 'preparing', 'out for delivery'] as const) {
      const retimed = retimeOrder({ delayMinutes: 30, cancelled: true }, target({ status }), clock.now());
      expect(retimed.outcome).toEqual({ action: 'cancel', reason: 'train_cancelled' });
      expect(retimed.customerMayCancel).toBe(false);
      // A cancelled run is not "late": the arrival stays as scheduled.
      expect(retimed.expectedArrivalAt).toEqual(scheduled);
    }
    for (const status of ['delivered', 'cancelled', 'rejected'] as const)
      expect(
        retimeOrder({ delayMinutes: 0, cancelled: true }, target({ status }), clock.now()).outcome,
      ).toEqual({ action: 'keep' });
  });

  it('cancels an order whose new arrival falls after the restaurant closes (closing excluded)', () => {
    const hours = { opensAt: '09:00', closesAt: '15:00', weeklyHours: null };
    // 14:00 + 59 = 14:59, still open; + 60 = 15:00, closed.
    expect(retimeOrder(late(59), target({ hours }), clock.now()).outcome).toEqual({ action: 'keep' });
    expect(retimeOrder(late(60), target({ hours }), clock.now()).outcome).toEqual({
      action: 'cancel',
      reason: 'arrival_outside_hours',
    });
  });

  it('reads hours that cross midnight: open until 02:00, closed from then until 18:00', () => {
    const hours = { opensAt: '18:00', closesAt: '02:00', weeklyHours: null };
    // Scheduled 23:30 India (18:00 UTC).
    const nightly = target({ hours, scheduledArrivalAt: new Date('2026-03-10T18:00:00Z') });
    expect(retimeOrder(late(149), nightly, clock.now()).outcome).toEqual({ action: 'keep' }); // 01:59
    expect(retimeOrder(late(150), nightly, clock.now()).outcome).toEqual({
      action: 'cancel',
      reason: 'arrival_outside_hours',
    }); // 02:00
    // Late enough to come in after 18:00 the next evening: open again.
    expect(retimeOrder(late(1110), nightly, clock.now()).outcome).toEqual({ action: 'keep' }); // 18:00
  });

  it('only re-times food already out for delivery when the new arrival is outside the hours', () => {
    const hours = { opensAt: '09:00', closesAt: '15:00', weeklyHours: null };
    const retimed = retimeOrder(late(120), target({ hours, status: 'out for delivery' }), clock.now());
    expect(retimed.outcome).toEqual({ action: 'keep' });
    expect(retimed.expectedArrivalAt).toEqual(new Date('2026-03-10T10:30:00Z'));
  });

  it('does not cancel an on-time order over hours (checkout checked them at the scheduled arrival)', () => {
    const hours = { opensAt: '09:00', closesAt: '10:00', weeklyHours: null };
    expect(retimeOrder(onTime, target({ hours }), clock.now()).outcome).toEqual({ action: 'keep' });
  });
});
