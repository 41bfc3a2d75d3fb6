import type { Cart } from '@railbite/contract/cart';
import type { JourneyTarget } from '@/lib/journey-target';
import { OrderSummary } from './order-summary';
import { SeatCheckout } from './seat-checkout';

/** The Payment page for a cart going to a train seat: the order, then the seat and Pay (ADR 030). */
export function SeatPaymentContent({ cart, target }: { cart: Cart; target: JourneyTarget }) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <OrderSummary cart={cart} />
      </div>
      <div className="space-y-4 lg:sticky lg:top-20">
        <SeatCheckout cart={cart} target={target} />
      </div>
    </div>
  );
}
