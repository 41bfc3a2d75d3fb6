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
        {/* A <dl> may only hold <div>s of <dt>/<dd>: the icon lives inside the term. */}
        <div>
          <dt className="flex items-center gap-3 font-semibold text-stone-900">
            <Store className="size-5 shrink-0 text-brand-700" aria-hidden />
            Pickup
          </dt>
          <dd className="pl-8 text-stone-700">
            {order.restaurant.name}
            {order.restaurant.address && <span className="block">{order.restaurant.address}</span>}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-3 font-semibold text-stone-900">
            <House className="size-5 shrink-0 text-green-700" aria-hidden />
            Drop
          </dt>
          <dd className="pl-8 text-stone-700">{order.destination.address}</dd>
        </div>
      </dl>
    </section>
  );
}
