import { describe, expect, it } from 'vitest';
import type { PartnerOrder, PartnerOrdersResponse } from '@railbite/contract/partner';
import { partnerOrder } from '@/testing/partner-fixtures';
import {
  msUntilNextDayInIndia,
  startOfDayInIndia,
  withActionAnswer,
  withFreshList,
  withStreamedOrder,
} from './live-board';

const board = (data: PartnerOrder[], lastEventId: number, serverTime: string): PartnerOrdersResponse => ({
  success: true,
  data,
  serverTime,
  lastEventId,
});

const ids = (result: PartnerOrdersResponse) => result.data.map((order) => `${order.orderId}:${order.status}`);

describe('India days', () => {
  it('start at midnight IST (18:30 UTC the day before), whatever the device zone', () => {
    expect(new Date(startOfDayInIndia(Date.parse('2026-11-21T14:40:00.000Z'))).toISOString()).toBe(
      '2026-11-20T18:30:00.000Z',
    );
    // 00:10 IST on the 22nd is already the next day.
    expect(new Date(startOfDayInIndia(Date.parse('2026-11-21T18:40:00.000Z'))).toISOString()).toBe(
      '2026-11-21T18:30:00.000Z',
    );
    expect(startOfDayInIndia(Date.parse('2026-11-21T18:30:00.000Z'))).toBe(
      Date.parse('2026-11-21T18:30:00.000Z'),
    );
    expect(msUntilNextDayInIndia(Date.parse('2026-11-21T18:20:00.000Z'))).toBe(10 * 60_000);
  });
});

describe('withFreshList', () => {
  const listedAt = '2026-11-21T14:40:00.000Z';
  const priya = partnerOrder({ updatedAt: '2026-11-21T14:30:00.000Z' });
  const kabir = partnerOrder({
    orderId: 'ORDeeeeeeeek5k5',
    customerFirstName: 'Kabir',
    updatedAt: '2026-11-21T14:39:59.000Z',
  });

  it('keeps an order that arrived by stream after the list was read, with the later event id', () => {
    const shown = board([priya, kabir], 12, listedAt);
    const fresh = board([priya], 10, listedAt);
    const merged = withFreshList(fresh, shown);
    expect(ids(merged)).toEqual(['ORDaaaaaaabc123:confirmed', 'ORDeeeeeeeek5k5:confirmed']);
    expect(merged.lastEventId).toBe(12);
    expect(merged.serverTime).toBe(listedAt);
  });

  it('keeps whichever view of an order changed status last; the list when neither did', () => {
    const accepted: PartnerOrder = {
      ...priya,
      status: 'preparing',
      column: 'preparing',
      updatedAt: '2026-11-21T14:39:00.000Z',
    };
    expect(ids(withFreshList(board([priya], 10, listedAt), board([accepted], 11, listedAt)))).toEqual([
      'ORDaaaaaaabc123:preparing',
    ]);
    expect(ids(withFreshList(board([accepted], 11, listedAt), board([priya], 10, listedAt)))).toEqual([
      'ORDaaaaaaabc123:preparing',
    ]);
    const refunded = { ...priya, refunds: [] };
    expect(withFreshList(board([refunded], 11, listedAt), board([priya], 10, listedAt)).data[0]).toBe(
      refunded,
    );
  });

  it('lets a finished order of an earlier day go, as the list did', () => {
    const yesterday = partnerOrder({
      orderId: 'ORDyyyyyyyyy1y1',
      status: 'delivered',
      column: 'done',
      updatedAt: '2026-11-20T18:20:00.000Z',
    });
    expect(ids(withFreshList(board([priya], 10, listedAt), board([priya, yesterday], 10, listedAt)))).toEqual(
      ['ORDaaaaaaabc123:confirmed'],
    );
  });

  it('is the list itself on the first load', () => {
    const fresh = board([priya], 10, listedAt);
    expect(withFreshList(fresh, undefined)).toBe(fresh);
  });
});

describe('withStreamedOrder', () => {
  it('raises the resume point with each message', () => {
    const now = Date.parse('2026-11-21T14:40:00.000Z');
    const shown = board([], 10, '2026-11-21T14:40:00.000Z');
    expect(withStreamedOrder(shown, partnerOrder(), 14, now).lastEventId).toBe(14);
    // Ids of different orders may commit out of order: a lower one still counts, and lowers nothing.
    expect(withStreamedOrder(shown, partnerOrder(), 9, now)).toMatchObject({ lastEventId: 10 });
    expect(withStreamedOrder(shown, partnerOrder(), 9, now).data).toHaveLength(1);
  });
});

describe('withActionAnswer', () => {
  const rejectedAt = '2026-11-21T14:45:00.000Z';
  const rejected = partnerOrder({ status: 'rejected', column: 'done', updatedAt: rejectedAt });
  const refund = {
    amount: 289.5,
    state: 'succeeded' as const,
    reason: 'The kitchen is too busy to take this order',
    createdAt: rejectedAt,
    updatedAt: '2026-11-21T14:45:01.000Z',
  };

  it('keeps a streamed view of the same move that already shows what followed it (the refund)', () => {
    const streamed = { ...rejected, refunds: [refund] };
    const answered = withActionAnswer(board([streamed], 9, rejectedAt), rejected);
    expect(answered.data).toEqual([streamed]);
  });

  it('replaces a view of an earlier status with the answer', () => {
    const before = partnerOrder({
      status: 'confirmed',
      column: 'new',
      updatedAt: '2026-11-21T14:40:00.000Z',
    });
    expect(ids(withActionAnswer(board([before], 8, rejectedAt), rejected))).toEqual([
      `${rejected.orderId}:rejected`,
    ]);
  });
});
