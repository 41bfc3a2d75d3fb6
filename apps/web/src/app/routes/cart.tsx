import { lazy, Suspense } from 'react';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart } from '@/features/cart/api/get-cart';
import { useDeliveryAddress } from '@/features/cart/components/delivering-to';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { PaymentContent } from '@/features/cart/components/payment-content';
import { useDeclareCartNeedsAddress } from '@/lib/cart-address-need';
import { isForJourney, useJourneyTarget } from '@/lib/journey-target';
import { getErrorMessage } from '@/lib/api-client';

// A seat's checkout brings its form code (react-hook-form and the contract's zod schemas, about 40 KB
// gzip): loaded only for a cart going to a train seat. The server never renders it (the journey is
// in local storage), so the page it renders and hydrates does not wait for that code.
const SeatPaymentContent = lazy(() =>
  import('@/features/cart/components/seat-payment-content').then((module) => ({
    default: module.SeatPaymentContent,
  })),
);

function CartLoading() {
  return (
    <>
      <span className="sr-only" role="status">
        Loading your cart…
      </span>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]" aria-hidden>
        <Skeleton className="h-72 rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      </div>
    </>
  );
}

/**
 * SPEC.md §2 Cart and payment page (/foods/item-view-cart, titled Payment): to the chosen address, or
 * to the train seat when the cart is from a restaurant listed for the journey's stop.
 */
export function CartRoute() {
  const { saved, selected } = useDeliveryAddress();
  const journey = useJourneyTarget();
  // Priced, and its delivery checked, for the chosen address (ADR 024).
  const cart = useCart(selected?.id);
  const toSeat = isForJourney(journey, cart.data?.restaurantId);
  // A seat needs no address: the no-address prompt asks once the cart is known to go to an address.
  useDeclareCartNeedsAddress(!cart.isPending && !toSeat);
  let content;
  if (cart.isPending) {
    content = <CartLoading />;
  } else if (cart.isError) {
    content = (
      <ListError
        message={getErrorMessage(cart.error, 'We could not load your cart.')}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  } else if (!cart.data) {
    content = <EmptyCart />;
  } else if (journey && toSeat) {
    // The cart's delivery target is the train seat chosen on /train (ADR 030).
    content = (
      <Suspense fallback={<CartLoading />}>
        <SeatPaymentContent cart={cart.data} target={journey} />
      </Suspense>
    );
  } else {
    content = <PaymentContent cart={cart.data} saved={saved} selected={selected} />;
  }
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
      <title>Payment — RailBite</title>
      <h1 className="mb-4 text-2xl font-bold text-stone-900">Payment</h1>
      {content}
    </main>
  );
}
