import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CircleX, Hourglass } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FocusedHeading } from './focused-heading';

export function ResultCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center rounded-2xl border border-stone-200 bg-white px-5 py-10 text-center shadow-sm sm:px-8">
      {icon}
      {children}
    </section>
  );
}

export function OrderReference({ label, orderId }: { label: string; orderId: string }) {
  return (
    <p className="mt-4 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      {label}: <span className="font-mono font-semibold break-all text-stone-900">{orderId}</span>
    </p>
  );
}

/** SPEC.md §2 Order status, failure; `orderId` is the optional order reference. */
export function PaymentFailure({ orderId }: { orderId?: string | undefined }) {
  const navigate = useNavigate();
  // "Back one page" (SPEC.md §2). A tab opened straight on this page has nowhere to go back to.
  const retry = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.cart);
  };
  return (
    <ResultCard
      icon={
        <span className="flex size-20 items-center justify-center rounded-full bg-red-100">
          <CircleX className="size-11 text-red-700" aria-hidden />
        </span>
      }
    >
      <FocusedHeading className="mt-5 text-2xl font-bold text-stone-900">Payment Failed</FocusedHeading>
      <p className="mt-2 text-stone-700">
        We couldn&apos;t process your payment. Please try again or use a different method.
      </p>
      {orderId && <OrderReference label="Order reference" orderId={orderId} />}
      <div className="mt-6 grid w-full gap-3 sm:grid-cols-2">
        <Link to={paths.home} className={`min-h-11 ${buttonClassName('secondary', 'lg')}`}>
          Back to Home
        </Link>
        <Button className="min-h-11 px-5 py-3 text-base" onClick={retry}>
          Retry Payment
        </Button>
      </div>
    </ResultCard>
  );
}

/** The gateway has not confirmed yet: we are still asking, or we stopped asking and let the customer. */
export function PaymentConfirming({
  orderId,
  stillPending,
}: {
  orderId: string;
  stillPending?: { checkAgain: () => void; checkingAgain: boolean } | undefined;
}) {
  if (!stillPending) {
    return (
      <ResultCard icon={<Spinner className="size-14 text-brand-700" />}>
        <FocusedHeading className="mt-5 text-2xl font-bold text-stone-900">
          Confirming your payment…
        </FocusedHeading>
        <p role="status" className="mt-2 text-stone-700">
          We&apos;re waiting for the payment gateway to confirm. This usually takes a few seconds; please keep
          this page open.
        </p>
        <OrderReference label="Order reference" orderId={orderId} />
      </ResultCard>
    );
  }
  return (
    <ResultCard
      icon={
        <span className="flex size-20 items-center justify-center rounded-full bg-amber-100">
          <Hourglass className="size-10 text-amber-800" aria-hidden />
        </span>
      }
    >
      <FocusedHeading className="mt-5 text-2xl font-bold text-stone-900">
        Your payment is still being confirmed
      </FocusedHeading>
      <p className="mt-2 text-stone-700">
        The payment gateway hasn&apos;t confirmed this payment yet. If it goes through, your order is
        confirmed and appears in your order history.
      </p>
      <OrderReference label="Order reference" orderId={orderId} />
      <div className="mt-6 grid w-full gap-3 sm:grid-cols-2">
        <Link to={paths.orderHistory} className={`min-h-11 ${buttonClassName('secondary', 'lg')}`}>
          Order history
        </Link>
        <Button
          className="min-h-11 px-5 py-3 text-base"
          onClick={stillPending.checkAgain}
          pending={stillPending.checkingAgain}
          pendingLabel="Checking…"
        >
          Check again
        </Button>
      </div>
    </ResultCard>
  );
}
