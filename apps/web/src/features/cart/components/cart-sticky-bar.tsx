import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { paths } from '@/config/paths';
import { useCart } from '../api/get-cart';
import { useCartInfo } from '../api/get-cart-count';
import { FreeDeliveryNote } from './cart-nudges';

/** The priced cart's distance to free delivery; nothing until the server has priced it. */
function BarFreeDeliveryNote() {
  const cart = useCart();
  if (!cart.data) return null;
  return <FreeDeliveryNote cart={cart.data} tone="bar" />;
}

/** SPEC.md §2 menu page: '{n} item(s) added' with VIEW CART, while the cart holds anything. */
export function CartStickyBar() {
  const { info } = useCartInfo();
  if (info.count === 0) return null;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-6 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:mx-0 sm:px-0">
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-xl bg-green-700 px-4 py-3 text-white shadow-lg"
      >
        <div className="min-w-0 space-y-0.5">
          <span className="flex items-center gap-2 font-semibold">
            <ShoppingBag className="size-5" aria-hidden />
            {info.count} {info.count === 1 ? 'item' : 'items'} added
          </span>
          <BarFreeDeliveryNote />
        </div>
        <Link
          to={paths.cart}
          className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-bold tracking-wide hover:bg-green-800 focus-visible:outline-white"
        >
          VIEW CART
        </Link>
      </div>
    </div>
  );
}
