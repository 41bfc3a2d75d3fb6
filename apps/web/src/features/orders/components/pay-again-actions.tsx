import { useState } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import type { OrderHistoryEntry } from '@railbite/contract/orders';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { mustPayFromCart, usePayAgain } from '../api/pay-again';

type Attempt = Pick<OrderHistoryEntry, 'orderId' | 'paymentOutcome' | 'canPayAgain' | 'paidOrderId'>;

const actionClass = 'min-h-11 w-full';

function GoToCart({ primary }: { primary: boolean }) {
  return (
    <Link to={paths.cart} className={`${actionClass} ${buttonClassName(primary ? 'primary' : 'secondary')}`}>
      <ShoppingCart className="size-4" aria-hidden />
      Go to cart
    </Link>
  );
}

/**
 * What the customer can do about an order that was not paid, as the server allows (ADR 022): pay again
 * for the same cart (a new payment on a live gateway page), see the order the cart was paid as, or pay
 * from the cart. When the server refuses to pay again (the cart changed, the address is gone), it says
 * why and the cart is the way on.
 */
export function PayAgainActions({ order }: { order: Attempt }) {
  const payAgain = usePayAgain(order.orderId);
  // Leaving for the gateway page takes a moment: stay busy until the browser goes.
  const [leaving, setLeaving] = useState(false);
  const refused = mustPayFromCart(payAgain.error);

  if (order.canPayAgain && !refused) {
    return (
      <div className="w-full space-y-2">
        <Button
          className={`${actionClass} px-5 py-3 text-base`}
          pending={payAgain.isPending || leaving}
          pendingLabel="Starting payment…"
          onClick={() => {
            payAgain.mutate(undefined, {
              onSuccess: (response) => {
                setLeaving(true);
                window.location.assign(response.redirectUrl);
              },
            });
          }}
        >
          Retry Payment
        </Button>
        {payAgain.isError && (
          <p role="alert" className="text-sm text-red-800">
            {getErrorMessage(payAgain.error, 'We could not start the payment. Please try again.')}
          </p>
        )}
      </div>
    );
  }
  if (refused) {
    return (
      <div className="w-full space-y-2">
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {getErrorMessage(payAgain.error, 'This order cannot be paid again. Pay from your cart.')}
        </p>
        <GoToCart primary />
      </div>
    );
  }
  if (order.paidOrderId) {
    return (
      <Link
        to={paths.orderStatus(order.paidOrderId)}
        className={`${actionClass} ${buttonClassName('primary')}`}
      >
        View the order you paid
      </Link>
    );
  }
  // Still open at the gateway: paying there, or the cart's Pay (which reopens that page), is the way.
  return <GoToCart primary={order.paymentOutcome !== 'awaiting payment'} />;
}
