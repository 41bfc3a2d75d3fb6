import { Link } from 'react-router';
import { Clock, MapPin } from 'lucide-react';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { OrderSummary } from '@/features/cart/components/order-summary';
import { PayButton } from '@/features/cart/components/pay-button';
import { PriceBreakdown } from '@/features/cart/components/price-breakdown';
import { getErrorMessage } from '@/lib/api-client';

function DeliveringTo() {
  return (
    <section
      aria-labelledby="delivering-to-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="delivering-to-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <MapPin className="size-5 text-brand-700" aria-hidden />
        Delivering to
      </h2>
      <p className="mt-2 text-sm text-stone-600">You have no saved delivery address yet.</p>
      <Link to={paths.addresses} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
        Add your first address
      </Link>
    </section>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]" aria-hidden>
      <Skeleton className="h-72 rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}

/** SPEC.md §2 Cart and payment page (/foods/item-view-cart, titled Payment). */
export function CartRoute() {
  const cart = useCart();
  let content;
  if (cart.isPending) {
    content = (
      <>
        <span className="sr-only" role="status">
          Loading your cart…
        </span>
        <CartSkeleton />
      </>
    );
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
  } else {
    const data = cart.data;
    content = (
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-700">
            <Clock className="size-4" aria-hidden />
            Delivery in {data.deliverTimeMin}–{data.deliverTimeMax} mins
          </p>
          <OrderSummary cart={data} />
        </div>
        <div className="space-y-4 lg:sticky lg:top-20">
          <DeliveringTo />
          <PriceBreakdown cart={data} />
          <PayButton
            processing={false}
            hasAddress={false}
            total={data.total}
            blockedReason={
              data.hasUnavailableItems ? 'Remove the unavailable dishes to continue.' : undefined
            }
            onPay={() => undefined}
          />
        </div>
      </div>
    );
  }
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
      <title>Payment — RailBite</title>
      <h1 className="mb-4 text-2xl font-bold text-stone-900">Payment</h1>
      {content}
    </main>
  );
}
