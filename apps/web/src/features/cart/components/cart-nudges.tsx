import { BadgePercent, Truck } from 'lucide-react';
import type { Cart } from '@railbite/contract/cart';
import { formatRupees } from '@/lib/format';

/**
 * How far the cart is from free delivery (SPEC.md §9 ₹199), from the server's priced cart: the amount
 * is the server's, never worked out here. `tone` fits it on the menu's green bar or on a white card.
 */
export function FreeDeliveryNote({
  cart,
  tone = 'card',
}: {
  cart: Pick<Cart, 'amountToFreeDelivery'>;
  tone?: 'card' | 'bar';
}) {
  const reached = cart.amountToFreeDelivery <= 0;
  const colour = tone === 'bar' ? 'text-green-50' : reached ? 'text-green-700' : 'text-stone-700';
  return (
    <p className={`flex items-center gap-1.5 text-sm font-semibold ${colour}`}>
      <Truck className="size-4 shrink-0" aria-hidden />
      {reached
        ? 'You get free delivery'
        : `Add ${formatRupees(cart.amountToFreeDelivery)} more for free delivery`}
    </p>
  );
}

/** What more unlocks the restaurant's offer; nothing once it applies (the bill shows it) or without one. */
export function OfferUnlockNote({ cart }: { cart: Pick<Cart, 'offer'> }) {
  if (!cart.offer || cart.offer.amountToUnlock <= 0) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm font-semibold text-brand-800">
      <BadgePercent className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Add {formatRupees(cart.offer.amountToUnlock)} more to get {cart.offer.text}
      </span>
    </p>
  );
}

/** The offer's own line in the bill, only when it takes something off. */
export function offerLine(cart: Pick<Cart, 'offer' | 'offerDiscount'>) {
  if (!cart.offer || cart.offerDiscount <= 0) return null;
  return { label: `Offer (${cart.offer.text})`, value: `−${formatRupees(cart.offerDiscount)}` };
}
