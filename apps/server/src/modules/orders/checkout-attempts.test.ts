import { describe, expect, it } from 'vitest';
import { attemptFactsOf, checkoutGroupOf, holdsSameDishes } from './checkout-attempts.ts';
import type { GroupMember } from './checkout-attempts.ts';

const paidAt = new Date('2026-11-25T12:00:00Z');

describe('checkoutGroupOf', () => {
  it('continues the latest attempt’s group when it was not paid and its cart is still there', () => {
    expect(checkoutGroupOf({ checkoutGroupId: 'ORDfirst', paidAt: null, cartKept: true }, 'ORDnew')).toBe(
      'ORDfirst',
    );
  });

  it.each([
    ['no earlier order', undefined],
    ['the latest was paid', { checkoutGroupId: 'ORDfirst', paidAt, cartKept: true }],
    ['the cart was emptied since', { checkoutGroupId: 'ORDfirst', paidAt: null, cartKept: false }],
  ])('starts a new group, named after the order, when %s', (_case, previous) => {
    expect(checkoutGroupOf(previous, 'ORDnew')).toBe('ORDnew');
  });
});

describe('holdsSameDishes', () => {
  const attempt = [
    { menuItemId: 1, quantity: 2 },
    { menuItemId: 2, quantity: 1 },
  ];

  it('matches the same dishes in the same quantities, in any order', () => {
    expect(holdsSameDishes([...attempt].reverse(), attempt)).toBe(true);
  });

  it.each([
    ['a quantity changed', [{ menuItemId: 1, quantity: 3 }, attempt[1]!]],
    ['a dish was added', [...attempt, { menuItemId: 3, quantity: 1 }]],
    ['a dish was removed', [attempt[0]!]],
    ['the cart is empty', []],
  ])('does not match when %s', (_case, cart) => {
    expect(holdsSameDishes(cart, attempt)).toBe(false);
  });

  it('never matches a dish since deleted from the menu', () => {
    const deleted = [{ menuItemId: null, quantity: 1 }];
    expect(holdsSameDishes(deleted, deleted)).toBe(false);
  });
});

describe('attemptFactsOf', () => {
  const group = (members: Partial<GroupMember>[]): GroupMember[] =>
    members.map((member, index) => ({
      id: `ORD${String(index)}`,
      checkoutGroupId: 'ORD0',
      paidAt: null,
      ...member,
    }));

  it('a paid order: paid, counts its cart’s unpaid attempts, never payable again', () => {
    const members = group([{}, {}, { paidAt }]);
    const paid = { ...members[2]!, status: 'delivered' as const };
    expect(attemptFactsOf(paid, { members, latestOrderId: 'ORD2', refunded: true })).toEqual({
      paymentOutcome: 'paid',
      canPayAgain: false,
      paidOrderId: null,
      unpaidAttempts: 2,
    });
  });

  it('a failed attempt whose cart was paid later points at that order', () => {
    const members = group([{}, { paidAt }]);
    const failed = { ...members[0]!, status: 'payment failed' as const };
    expect(attemptFactsOf(failed, { members, latestOrderId: 'ORD1', refunded: false })).toEqual({
      paymentOutcome: 'not charged',
      canPayAgain: false,
      paidOrderId: 'ORD1',
      unpaidAttempts: 0,
    });
  });

  it('offers pay again only on the customer’s latest order, after its payment failed', () => {
    const members = group([{}]);
    const failed = { ...members[0]!, status: 'payment failed' as const };
    const context = { members, refunded: false };
    expect(attemptFactsOf(failed, { ...context, latestOrderId: 'ORD0' }).canPayAgain).toBe(true);
    expect(attemptFactsOf(failed, { ...context, latestOrderId: 'ORDlater' }).canPayAgain).toBe(false);
    const open = { ...failed, status: 'payment processing' as const };
    expect(attemptFactsOf(open, { ...context, latestOrderId: 'ORD0' })).toMatchObject({
      paymentOutcome: 'awaiting payment',
      canPayAgain: false,
    });
    const replaced = { ...failed, status: 'cancelled' as const };
    expect(attemptFactsOf(replaced, { ...context, latestOrderId: 'ORD0' }).canPayAgain).toBe(false);
  });

  it('an attempt the gateway took money for after it closed is not "not charged"', () => {
    const members = group([{}]);
    const replaced = { ...members[0]!, status: 'cancelled' as const };
    expect(
      attemptFactsOf(replaced, { members, latestOrderId: 'ORDlater', refunded: true }).paymentOutcome,
    ).toBe('paid after close');
  });

  it('ignores orders of other groups', () => {
    const members = [...group([{}]), { id: 'ORDx', checkoutGroupId: 'ORDx', paidAt }];
    const failed = { ...members[0]!, status: 'payment failed' as const };
    expect(
      attemptFactsOf(failed, { members, latestOrderId: 'ORDx', refunded: false }).paidOrderId,
    ).toBeNull();
  });
});
