import { describe, expect, it } from 'vitest';
import { seatTarget } from '@/testing/order-fixtures';
import { promisedWindowText } from './promised-window';

// Paid at 14:00 UTC (7:30 pm in India) with 15–30 minutes: promised 7:45–8:00 pm.
const at = (hour: number, minute: number) => Date.UTC(2026, 10, 21, hour, minute);
const iso = (ms: number) => new Date(ms).toISOString();
const paid = {
  orderStatus: 'confirmed',
  paymentOutcome: 'paid',
  deliverTimeMin: 15,
  deliverTimeMax: 30,
  promisedFrom: iso(at(14, 15)),
  promisedBy: iso(at(14, 30)),
} as const;

describe('promisedWindowText (ADR 024)', () => {
  it('says the window in India time before it opens, then the latest time, then that it is late', () => {
    expect(promisedWindowText(paid, at(14, 1))).toBe('Arriving between 7:45 and 8:00 pm');
    expect(promisedWindowText(paid, at(14, 15))).toBe('Arriving by 8:00 pm');
    expect(promisedWindowText(paid, at(14, 30))).toBe('Arriving by 8:00 pm');
    expect(promisedWindowText(paid, at(14, 31))).toBe('Running late: it was promised by 8:00 pm');
  });

  it('says the window alone when it has no clock to compare with', () => {
    expect(promisedWindowText(paid)).toBe('Promised between 7:45 and 8:00 pm');
  });

  it('writes both halves of the day when the window crosses noon', () => {
    const noon = { ...paid, promisedFrom: iso(at(6, 20)), promisedBy: iso(at(6, 35)) };
    expect(promisedWindowText(noon, at(6, 0))).toBe('Arriving between 11:50 am and 12:05 pm');
  });

  it('holds for every step of the way, and says nothing once the order has come or ended', () => {
    for (const orderStatus of ['preparing', 'out for delivery'] as const)
      expect(promisedWindowText({ ...paid, orderStatus }, at(14, 1))).toBe(
        'Arriving between 7:45 and 8:00 pm',
      );
    for (const orderStatus of ['delivered', 'cancelled', 'rejected'] as const)
      expect(promisedWindowText({ ...paid, orderStatus }, at(14, 1))).toBeNull();
  });

  it('shows the estimate range while the payment is being confirmed, and nothing for an unpaid attempt', () => {
    const confirming = {
      ...paid,
      orderStatus: 'payment processing',
      paymentOutcome: 'awaiting payment',
      promisedFrom: null,
      promisedBy: null,
    } as const;
    expect(promisedWindowText(confirming, at(14, 1))).toBe(
      'Delivery in 15–30 min once your payment is confirmed',
    );
    const failed = {
      ...confirming,
      orderStatus: 'payment failed',
      paymentOutcome: 'not charged',
      deliverTimeMin: null,
      deliverTimeMax: null,
    } as const;
    expect(promisedWindowText(failed, at(14, 1))).toBeNull();
  });

  it('falls back to the range for an order paid before windows were kept', () => {
    expect(promisedWindowText({ ...paid, promisedFrom: null, promisedBy: null }, at(14, 1))).toBe(
      'Delivery in 15–30 min',
    );
  });
});

describe('promisedWindowText for a train seat (ADR 030)', () => {
  const train = seatTarget();
  const seatOrder = { ...paid, deliverTimeMin: null, deliverTimeMax: null, train };

  it("promises the train's arrival at the station, in the server's India strings, not a window", () => {
    expect(promisedWindowText(seatOrder, at(14, 1))).toBe(
      'To your seat at New Delhi, train due 23:00 on Tue, 8 Dec',
    );
    expect(
      promisedWindowText({
        ...seatOrder,
        orderStatus: 'payment processing',
        paymentOutcome: 'awaiting payment',
      }),
    ).toBe('To your seat at New Delhi, train due 23:00 on Tue, 8 Dec, once your payment is confirmed');
    expect(promisedWindowText({ ...seatOrder, orderStatus: 'delivered' })).toBeNull();
  });
});
