import { describe, expect, it } from 'vitest';
import { acceptsOrders, isShortHalt, openAtArrival, orderByOf, stationOrdering } from './station-ordering.ts';

// 23:00 IST on Tuesday 8 December 2026.
const arrival = new Date('2026-12-08T17:30:00.000Z');
const at = (iso: string) => new Date(iso);
const kitchen = (opensAt: string, closesAt: string, orderCutoffMinutes = 60) => ({
  opensAt,
  closesAt,
  weeklyHours: null,
  orderCutoffMinutes,
});
const eveningsExceptTuesday = {
  ...kitchen('18:00', '23:30'),
  weeklyHours: [
    ['18:00', '23:30'],
    null,
    ['18:00', '23:30'],
    ['18:00', '23:30'],
    ['18:00', '23:30'],
    ['18:00', '23:30'],
    ['18:00', '23:30'],
  ] as const,
};

describe('station ordering', () => {
  it('counts the kitchens open at the arrival, hours crossing midnight included', () => {
    const open = openAtArrival(
      [
        kitchen('22:00', '02:00'),
        kitchen('08:00', '22:30'),
        kitchen('00:00', '23:59'),
        kitchen('23:00', '01:00'),
      ],
      arrival,
    );
    expect(open).toEqual([kitchen('22:00', '02:00'), kitchen('00:00', '23:59'), kitchen('23:00', '01:00')]);
    // Closing time is excluded: a kitchen closing at 23:00 is closed at a 23:00 arrival.
    expect(openAtArrival([kitchen('18:00', '23:00')], arrival)).toEqual([]);
  });

  it('leaves out a kitchen on a day of the week it does not open (ADR 037)', () => {
    expect(openAtArrival([eveningsExceptTuesday], arrival)).toEqual([]);
    const wednesday = new Date(arrival.getTime() + 24 * 60 * 60_000);
    expect(openAtArrival([eveningsExceptTuesday], wednesday)).toEqual([eveningsExceptTuesday]);
  });

  it('the cut-off is inclusive at the exact instant', () => {
    const orderBy = orderByOf(arrival, 60);
    expect(orderBy.toISOString()).toBe('2026-12-08T16:30:00.000Z');
    expect(acceptsOrders(orderBy, at('2026-12-08T16:30:00.000Z'))).toBe(true);
    expect(acceptsOrders(orderBy, at('2026-12-08T16:30:00.001Z'))).toBe(false);
  });

  it('orders by the earliest cut-off still ahead, then the last one once all have passed', () => {
    // Kitchens come counted by hours and cut-off: 4 open all day, 1 open late, 2 closed at 23:00.
    const kitchens = [
      { ...kitchen('00:00', '23:59', 90), kitchens: 4 },
      { ...kitchen('22:00', '02:00', 30), kitchens: 1 },
      { ...kitchen('08:00', '22:00', 30), kitchens: 2 },
    ];
    const station = { name: 'New Delhi', arrival };
    expect(stationOrdering(station, kitchens, at('2026-12-08T12:00:00Z'))).toEqual({
      restaurantCount: 5,
      orderBy: { at: '2026-12-08T16:00:00.000Z', date: '2026-12-08', time: '21:30' },
      status: 'open',
      reason: null,
    });
    expect(stationOrdering(station, kitchens, at('2026-12-08T16:00:00.001Z')).orderBy?.time).toBe('22:30');
    expect(stationOrdering(station, kitchens, at('2026-12-08T17:00:00.001Z'))).toMatchObject({
      status: 'ordering_closed',
      orderBy: { time: '22:30' },
      reason: 'Orders for New Delhi closed at 22:30. Choose a later station.',
    });
    expect(stationOrdering(station, kitchens, arrival)).toMatchObject({ status: 'passed' });
    const closed = [{ ...kitchen('08:00', '20:00'), kitchens: 3 }];
    expect(stationOrdering(station, closed, at('2026-12-08T12:00:00Z'))).toMatchObject({
      restaurantCount: 0,
      orderBy: null,
      status: 'no_restaurants',
    });
  });

  it('warns about halts of 2 minutes or less, not unknown ones', () => {
    expect(isShortHalt(1)).toBe(true);
    expect(isShortHalt(2)).toBe(true);
    expect(isShortHalt(3)).toBe(false);
    expect(isShortHalt(null)).toBe(false);
  });
});
