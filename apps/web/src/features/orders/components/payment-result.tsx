import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleX, Hourglass } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useOrderDetails } from '../api/get-order-details';
import { paidInsteadText, unpaidText } from '../utils/payment-outcome-text';
import { statusSummary } from '../utils/status-text';
import { FocusedHeading } from './focused-heading';
import { PayAgainActions } from './pay-again-actions';
import { PromisedWindow } from './promised-window';
import { RefundStatus } from './refund-status';

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

/** The failed order's own state decides the way on (ADR 022): pay again, the order paid instead, or the cart. */
function FailedAttempt({ orderId }: { orderId: string }) {
  const query = useOrderDetails(orderId);
  const order = query.data;
  return (
    <>
      <OrderReference label="Order reference" orderId={orderId} />
      {order && (
        <div className="mt-4 w-full space-y-2 text-stone-800">
          <p className="font-semibold">{unpaidText(order) ?? statusSummary(order)}</p>
          {paidInsteadText(order) && <p>{paidInsteadText(order)}</p>}
          <RefundStatus refunds={order.refunds} />
        </div>
      )}
      <div className="mt-6 flex w-full flex-col gap-3">
        {order ? (
          <PayAgainActions order={order} />
        ) : query.isError ? (
          <RetryFromCart />
        ) : (
          <Button className="min-h-11 w-full px-5 py-3 text-base" pending pendingLabel="Checking your order…">
            Retry Payment
          </Button>
        )}
        <Link to={paths.home} className={`min-h-11 ${buttonClassName('secondary', 'lg')}`}>
          Back to Home
        </Link>
      </div>
    </>
  );
}

/** Without an order to pay again for, Retry Payment starts over from the cart. */
function RetryFromCart() {
  return (
    <Link to={paths.cart} className={`min-h-11 w-full ${buttonClassName('primary', 'lg')}`}>
      Retry Payment
    </Link>
  );
}

/**
 * SPEC.md §2 Order status, failure; `orderId` is the optional order reference. Retry Payment starts a
 * new payment for the same cart (ADR 022; the spec's "back one page" led to the dead gateway page).
 */
export function PaymentFailure({ orderId }: { orderId?: string | undefined }) {
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
      {orderId ? (
        <FailedAttempt orderId={orderId} />
      ) : (
        <div className="mt-6 grid w-full gap-3 sm:grid-cols-2">
          <Link to={paths.home} className={`min-h-11 ${buttonClassName('secondary', 'lg')}`}>
            Back to Home
          </Link>
          <RetryFromCart />
        </div>
      )}
    </ResultCard>
  );
}

/** What the order will promise once paid: the range computed for its address (ADR 024). */
function EstimateOnceConfirmed({ orderId }: { orderId: string }) {
  const order = useOrderDetails(orderId).data;
  const now = useNow(30_000);
  if (!order) return null;
  return (
    <p className="mt-3">
      <PromisedWindow order={order} now={now} />
    </p>
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
        <EstimateOnceConfirmed orderId={orderId} />
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
      <EstimateOnceConfirmed orderId={orderId} />
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
