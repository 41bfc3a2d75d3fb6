import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center">
      <ShoppingBag className="size-12 text-brand-700" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold text-stone-900">Your cart is empty</h2>
      <p className="mt-2 max-w-md text-stone-700">
        Pick a restaurant near your station and add a few dishes — they&apos;ll wait for you here.
      </p>
      <Link to={paths.home} className={`mt-8 ${buttonClassName('primary', 'lg')}`}>
        Browse restaurants
      </Link>
    </div>
  );
}
