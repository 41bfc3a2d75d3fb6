import type { Cart, CartItemDetail } from '@railbite/contract/cart';
import { Trash2 } from 'lucide-react';
import { formatRupees } from '@/lib/format';
import { useChangeCart } from '../api/change-cart';
import { usePendingDishes } from '../api/use-pending-dishes';
import { CartItemButton } from './cart-item-button';

function RemoveUnavailable({ line }: { line: CartItemDetail }) {
  const change = useChangeCart();
  const pending = usePendingDishes().includes(line.menuId);
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`Remove ${line.itemName} from cart`}
      onClick={() => {
        change.mutate({ menuId: line.menuId, restaurantId: line.restaurantId, quantity: 0 });
      }}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
    >
      <Trash2 className="size-4" aria-hidden />
      {pending ? '...' : 'Remove'}
    </button>
  );
}

function SummaryLine({ line }: { line: CartItemDetail }) {
  const discounted = line.price !== line.finalPrice;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <img
        src={line.imageUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className={`size-14 shrink-0 rounded-lg bg-stone-100 object-cover ${line.isAvailable ? '' : 'grayscale'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">{line.itemName}</p>
        <p className="text-sm text-stone-600">
          {formatRupees(line.finalPrice)}
          {discounted && (
            <>
              <span className="sr-only">, was</span>{' '}
              <s className="text-stone-500">{formatRupees(line.price)}</s>
            </>
          )}
          <span className="sr-only"> each</span>
        </p>
        {!line.isAvailable && (
          <p className="mt-1 text-sm font-semibold text-red-700">Not available right now — not charged</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        {line.isAvailable ? (
          <CartItemButton
            dish={{
              menuId: line.menuId,
              restaurantId: line.restaurantId,
              itemName: line.itemName,
              isAvailable: true,
            }}
          />
        ) : (
          <RemoveUnavailable line={line} />
        )}
        <span className="text-sm font-semibold text-stone-900">
          <span className="sr-only">Line total </span>
          {formatRupees(line.itemTotal)}
        </span>
      </div>
    </li>
  );
}

/** SPEC.md §2 Payment page: the order summary with quantity steppers. */
export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-stone-900">
        Order summary
      </h2>
      <p className="text-sm text-stone-600">From {cart.restaurantName}</p>
      {cart.hasUnavailableItems && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Some dishes are not available right now. Remove them to continue.
        </p>
      )}
      <ul className="mt-4 divide-y divide-stone-200">
        {cart.itemDetails.map((line) => (
          <SummaryLine key={line.menuId} line={line} />
        ))}
      </ul>
    </section>
  );
}
