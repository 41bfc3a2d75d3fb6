import { useState } from 'react';
import type { Address } from '@railbite/contract/addresses';
import type { Cart } from '@railbite/contract/cart';
import { deliveryStateOf } from '../utils/delivery-state';
import type { AreaRefusal } from '../utils/delivery-state';
import { Checkout } from './checkout';
import { DeliveryTime } from './delivery-time';
import { OrderSummary } from './order-summary';

/**
 * The Payment page with a cart: its delivery time and check for the chosen address (ADR 024), the
 * order summary, and checkout. `cart` may still be the one read for the previous address while the
 * chosen one is asked for; its `deliveryCheck` says which.
 */
export function PaymentContent({
  cart,
  saved,
  selected,
}: {
  cart: Cart;
  saved: Address[];
  selected: Address | undefined;
}) {
  const [refusal, setRefusal] = useState<AreaRefusal | null>(null);
  const delivery = deliveryStateOf(cart, selected?.id, refusal);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <DeliveryTime state={delivery} />
        <OrderSummary cart={cart} />
      </div>
      <div className="space-y-4 lg:sticky lg:top-20">
        <Checkout cart={cart} saved={saved} selected={selected} delivery={delivery} onRefused={setRefusal} />
      </div>
    </div>
  );
}
