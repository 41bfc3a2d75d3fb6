import { House, Store } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';

/** SPEC.md §2 Track order: where the order is picked up and where it is dropped. */
export function DeliveryAddressCard({ order }: { order: OrderDetails }) {
  return (
    <section
      aria-labelledby="delivery-address-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="delivery-address-title" className="text-lg font-bold text-stone-900">
        Delivery Address
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div className="flex gap-3">
          <Store className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div>
            <dt className="font-semibold text-stone-900">Pickup</dt>
            <dd className="text-stone-700">
              {order.restaurant.name}
              {order.restaurant.address && <span className="block">{order.restaurant.address}</span>}
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <House className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          <div>
            <dt className="font-semibold text-stone-900">Drop</dt>
            <dd className="text-stone-700">{order.destination.address}</dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
