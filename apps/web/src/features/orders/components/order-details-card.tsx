import type { OrderDetails } from '@railbite/contract/orders';
import { formatRupees } from '@/lib/format';
import { itemsTotal, lineTotal } from '../utils/order-charges';
import { OrderOfferLine } from './order-offer-line';

/** SPEC.md §2 Track order, Order Details: restaurant, each item with its line total, and the total. */
export function OrderDetailsCard({ order }: { order: OrderDetails }) {
  const total = itemsTotal(order.items);
  return (
    <section
      aria-labelledby="order-details-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-details-title" className="text-lg font-bold text-stone-900">
        Order Details
      </h2>
      <p className="mt-1 text-sm text-stone-700">{order.restaurantName}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {order.items.map((item, index) => (
          <li key={`${item.itemName}-${String(index)}`} className="flex justify-between gap-3">
            <span className="text-stone-800">
              {item.itemQuantity} x {item.itemName}
            </span>
            <span className="shrink-0 font-medium text-stone-900">
              {formatRupees(lineTotal(item.itemPrice, item.itemQuantity))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-dashed border-stone-300 pt-3 text-sm">
        <div className="flex justify-between gap-3 font-bold text-stone-900">
          <dt>Total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
        <OrderOfferLine order={order} className="text-stone-700" />
        {order.paymentOutcome === 'paid' ? (
          order.totalAmount !== total && (
            <div className="flex justify-between gap-3 text-stone-700">
              <dt>Paid, with charges</dt>
              <dd>{formatRupees(order.totalAmount)}</dd>
            </div>
          )
        ) : (
          // Never "Paid" for an order its payment did not place (ADR 022).
          <div className="flex justify-between gap-3 font-semibold text-red-800">
            <dt>Not paid, with charges</dt>
            <dd>{formatRupees(order.totalAmount)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
