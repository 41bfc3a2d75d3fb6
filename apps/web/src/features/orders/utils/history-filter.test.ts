import { describe, expect, it } from 'vitest';
import {
  historyApiQuery,
  historyFilterFrom,
  historyFilterParams,
  unpaidAttemptsPath,
} from './history-filter';

describe('order history filter (ADR 022)', () => {
  it.each([
    ['', ''],
    ['?status=Delivered', 'delivered'],
    ['?status=out%20for%20delivery', 'out for delivery'],
    ['?payment=unpaid', 'unpaid'],
    ['?payment=unpaid&status=delivered', 'unpaid'],
    // Unpaid statuses are no list of placed orders: the main list it is.
    ['?status=payment%20failed', ''],
    ['?status=lost', ''],
  ])('reads %s as %s', (search, filter) => {
    expect(historyFilterFrom(new URLSearchParams(search))).toBe(filter);
  });

  it('writes the filter back to the URL and to the API query', () => {
    expect(historyFilterParams('unpaid')).toEqual({ payment: 'unpaid' });
    expect(historyFilterParams('rejected')).toEqual({ status: 'rejected' });
    expect(historyFilterParams('')).toEqual({});
    expect(historyApiQuery('unpaid')).toEqual({ payment: 'unpaid', search: '' });
    expect(historyApiQuery('preparing')).toEqual({ payment: 'paid', search: 'preparing' });
    expect(unpaidAttemptsPath).toBe('/user/order-history?payment=unpaid');
  });
});
