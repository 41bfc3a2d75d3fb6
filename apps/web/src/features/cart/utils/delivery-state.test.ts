import { describe, expect, it } from 'vitest';
import { deliveryStateOf, payBlockedReason } from './delivery-state';

const cart = {
  restaurantName: 'Biryani Junction',
  deliverTimeMin: 35,
  deliverTimeMax: 40,
  deliveryCheck: { addressId: 1, distanceKm: 3, deliveryRadiusKm: 5, deliversToAddress: true },
};
const farCheck = { addressId: 2, distanceKm: 12.4, deliveryRadiusKm: 5, deliversToAddress: false };

describe('deliveryStateOf (ADR 024: the Payment page checks the chosen address)', () => {
  it('shows the times computed for the chosen address when the restaurant delivers there', () => {
    const state = deliveryStateOf(cart, 1);
    expect(state).toEqual({ kind: 'delivers', minutes: { min: 35, max: 40 } });
    expect(payBlockedReason(state)).toBeUndefined();
  });

  it('is checking while the cart on screen was computed for another address (no stale time)', () => {
    const state = deliveryStateOf(cart, 2);
    expect(state).toEqual({ kind: 'checking' });
    expect(payBlockedReason(state)).toBe('Checking delivery to this address…');
    // A cart read with no address check at all (before any address) is not an answer for this one.
    expect(deliveryStateOf({ ...cart, deliveryCheck: undefined }, 1)).toEqual({ kind: 'checking' });
  });

  it('says how far the address is and how far the kitchen delivers when it does not deliver there', () => {
    const state = deliveryStateOf({ ...cart, deliveryCheck: farCheck }, 2);
    expect(state).toEqual({
      kind: 'out-of-area',
      message:
        'Biryani Junction does not deliver to this address — it is 12 km away; it delivers within 5 km.',
      fromServer: false,
    });
    expect(payBlockedReason(state)).toBe('Not delivered to the chosen address.');
  });

  it("takes checkout's refusal for its address over an earlier yes, and only for that address", () => {
    const refusal = { addressId: 1, message: 'Biryani Junction does not deliver to this address: …' };
    expect(deliveryStateOf(cart, 1, refusal)).toEqual({
      kind: 'out-of-area',
      message: refusal.message,
      fromServer: true,
    });
    expect(
      deliveryStateOf({ ...cart, deliveryCheck: { ...cart.deliveryCheck, addressId: 3 } }, 3, refusal),
    ).toEqual({
      kind: 'delivers',
      minutes: { min: 35, max: 40 },
    });
  });

  it('shows the fallback times with no address chosen; Pay then asks for one', () => {
    const state = deliveryStateOf(
      { ...cart, deliverTimeMin: 25, deliverTimeMax: 30, deliveryCheck: undefined },
      undefined,
    );
    expect(state).toEqual({ kind: 'no-address', minutes: { min: 25, max: 30 } });
    expect(payBlockedReason(state)).toBeUndefined();
  });
});
