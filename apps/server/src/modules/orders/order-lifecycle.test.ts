import { describe, expect, it } from 'vitest';
import { orderActors, orderStatuses } from '@railbite/contract/orders';
import type { OrderActor, OrderStatus } from '@railbite/contract/orders';
import { checkTransition, finalStatuses } from './order-lifecycle.ts';

/** Every move the issue allows, and who makes it; any other (from, to, actor) must be refused. */
const allowed: [OrderStatus, OrderStatus, OrderActor][] = [
  ['payment processing', 'confirmed', 'payment'],
  ['payment processing', 'payment failed', 'payment'],
  ['payment processing', 'payment failed', 'system'],
  ['payment processing', 'cancelled', 'system'],
  ['confirmed', 'preparing', 'partner'],
  ['confirmed', 'rejected', 'partner'],
  ['confirmed', 'rejected', 'system'],
  ['confirmed', 'cancelled', 'customer'],
  ['confirmed', 'cancelled', 'admin'],
  ['confirmed', 'cancelled', 'system'],
  ['preparing', 'out for delivery', 'partner'],
  ['preparing', 'cancelled', 'admin'],
  ['preparing', 'cancelled', 'system'],
  // Only when the train runs more than 60 minutes late: customer-cancellation.service checks that.
  ['preparing', 'cancelled', 'customer'],
  ['out for delivery', 'delivered', 'partner'],
  ['out for delivery', 'cancelled', 'admin'],
  ['out for delivery', 'cancelled', 'system'],
];

const key = (from: string, to: string, actor: string) => `${from} → ${to} by ${actor}`;
const allowedKeys = new Set(allowed.map(([from, to, actor]) => key(from, to, actor)));

describe('the order state machine', () => {
  it.each(allowed)('allows %s → %s by %s', (from, to, actor) => {
    expect(checkTransition(from, to, actor)).toEqual({ allowed: true });
  });

  const refused = orderStatuses.flatMap((from) =>
    orderStatuses.flatMap((to) =>
      orderActors
        .filter((actor) => !allowedKeys.has(key(from, to, actor)))
        .map((actor) => [from, to, actor] as const),
    ),
  );

  it(`refuses the other ${String(refused.length)} combinations`, () => {
    for (const [from, to, actor] of refused)
      expect(checkTransition(from, to, actor).allowed, key(from, to, actor)).toBe(false);
  });

  it('answers "forbidden" for a move the actor never makes and "conflict" for a wrong starting status', () => {
    expect(checkTransition('confirmed', 'preparing', 'customer')).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(checkTransition('confirmed', 'delivered', 'partner')).toEqual({
      allowed: false,
      refusal: 'conflict',
    });
    // The customer never cancels food that is on its way.
    expect(checkTransition('out for delivery', 'cancelled', 'customer')).toEqual({
      allowed: false,
      refusal: 'conflict',
    });
    // Nothing moves a delivered order, not even an admin.
    expect(checkTransition('delivered', 'cancelled', 'admin')).toEqual({
      allowed: false,
      refusal: 'conflict',
    });
  });

  it('knows the final statuses', () => {
    expect([...finalStatuses].sort()).toEqual(['cancelled', 'delivered', 'payment failed', 'rejected']);
  });
});
