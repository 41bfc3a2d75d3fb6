import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { paths } from '@/config/paths';
import { useCartInfo } from '../api/get-cart-count';

/** The header's Cart button with the item count; mounting it loads the server cart at start. */
export function HeaderCartLink({ className }: { className: string }) {
  const { info } = useCartInfo();
  const label = info.count === 1 ? '1 item' : `${String(info.count)} items`;
  return (
    // Named by its text, not aria-label, so the name always contains the visible "Cart" and count.
    <Link to={paths.cart} className={`relative ${className}`}>
      <ShoppingBag className="size-5" aria-hidden />
      <span className="hidden sm:inline" aria-hidden>
        Cart
      </span>
      <span className="sr-only">Cart, {label}</span>
      {info.count > 0 && (
        <span
          aria-hidden
          data-testid="cart-count"
          className="absolute -top-0.5 left-6 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[11px] leading-5 font-bold text-white sm:static sm:ml-0.5"
        >
          {info.count > 99 ? '99+' : info.count}
        </span>
      )}
    </Link>
  );
}
