import type { Cart } from '@railbite/contract/cart';
import { formatDistanceKm } from '@/lib/format';

type Minutes = { min: number; max: number };

/** What checkout refused for an address (409 OUT_OF_DELIVERY_AREA), in the server's words. */
export type AreaRefusal = { addressId: number; message: string };

/**
 * Where the Payment page stands on delivering to the chosen address (ADR 024):
 * - `no-address`: nothing chosen yet; the times are the spec's fallback.
 * - `checking`: the cart on screen was computed for another address; the chosen one is being asked.
 * - `delivers`: the times computed for this address.
 * - `out-of-area`: the restaurant does not deliver there; `message` says why, `fromServer` when it is
 *   checkout's own refusal (which already says what to do).
 */
export type DeliveryState =
  | { kind: 'no-address'; minutes: Minutes }
  | { kind: 'checking' }
  | { kind: 'delivers'; minutes: Minutes }
  | { kind: 'out-of-area'; message: string; fromServer: boolean };

/** The delivery state of `cart` for the chosen address, and checkout's refusal if it made one. */
export function deliveryStateOf(
  cart: Pick<Cart, 'restaurantName' | 'deliverTimeMin' | 'deliverTimeMax' | 'deliveryCheck'>,
  addressId: number | undefined,
  refusal: AreaRefusal | null = null,
): DeliveryState {
  const minutes = { min: cart.deliverTimeMin, max: cart.deliverTimeMax };
  if (addressId === undefined) return { kind: 'no-address', minutes };
  // Checkout's answer is the last word for its address, even if a cart read before it said yes.
  if (refusal?.addressId === addressId)
    return { kind: 'out-of-area', message: refusal.message, fromServer: true };
  const check = cart.deliveryCheck;
  if (check?.addressId !== addressId) return { kind: 'checking' };
  if (check.deliversToAddress) return { kind: 'delivers', minutes };
  return {
    kind: 'out-of-area',
    message: `${cart.restaurantName} does not deliver to this address — it is ${formatDistanceKm(check.distanceKm)} away; it delivers within ${formatDistanceKm(check.deliveryRadiusKm)}.`,
    fromServer: false,
  };
}

/**
 * Why Pay is off for this state, in a few words under the button (on a phone, in the bar at the
 * bottom; the full message is beside the address); undefined when it may be pressed.
 */
export function payBlockedReason(state: DeliveryState): string | undefined {
  if (state.kind === 'checking') return 'Checking delivery to this address…';
  if (state.kind === 'out-of-area') return 'Not delivered to the chosen address.';
  return undefined;
}
