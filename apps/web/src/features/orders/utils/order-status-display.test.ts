import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@railbite/contract/order-rules';
import { normaliseOrderStatus, orderStatusDisplay } from './order-status-display';

describe('orderStatusDisplay (SPEC.md §4 order status values)', () => {
  it('gives every status its own label, icon and colour', () => {
    const displays = orderStatuses.map(orderStatusDisplay);
    expect(displays.map((d) => d.label)).toEqual([
      'Pending',
      'Payment Processing',
      'Payment Failed',
      'Confirmed',
      'Preparing',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
      'Rejected',
    ]);
    expect(new Set(displays.map((d) => d.Icon)).size).toBe(orderStatuses.length);
    expect(new Set(displays.map((d) => d.className)).size).toBe(orderStatuses.length);
  });

  it('reads statuses case-insensitively', () => {
    expect(normaliseOrderStatus('Out For Delivery')).toBe('out for delivery');
    expect(orderStatusDisplay(' DELIVERED ').label).toBe('Delivered');
  });

  it('shows anything else as Unknown', () => {
    expect(orderStatusDisplay('refunded').label).toBe('Unknown');
    expect(orderStatusDisplay('').label).toBe('Unknown');
  });
});
