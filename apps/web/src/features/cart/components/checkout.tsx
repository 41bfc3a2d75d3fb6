import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { Cart } from '@railbite/contract/cart';
import { getErrorMessage } from '@/lib/api-client';
import { useInitOrder } from '../api/init-order';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { DeliveringTo, useDeliveryAddress } from './delivering-to';
import { DeliveryInstructionsSection, noInstructions } from './delivery-instructions';
import { PayBar } from './pay-bar';
import { PayButton } from './pay-button';
import { PriceBreakdown } from './price-breakdown';

/** Address, instructions, bill and the Pay button (SPEC.md §4 Pay button). */
export function Checkout({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const { saved, selected } = useDeliveryAddress();
  const [instructions, setInstructions] = useState(noInstructions);
  const initOrder = useInitOrder();
  // Leaving for the payment page takes a moment: stay "Processing..." until the browser goes.
  const [redirecting, setRedirecting] = useState(false);
  // One key per distinct checkout: a retry of the same one reuses it, a changed one gets a new key.
  const attempt = useRef<{ body: string; key: string }>({ body: '', key: '' });

  function pay() {
    if (!selected) {
      toast.error('Please select a delivery address');
      return;
    }
    const body = { addressId: selected.id, tip: 0, ...instructions };
    const bodyText = JSON.stringify(body);
    if (attempt.current.body !== bodyText) attempt.current = { body: bodyText, key: newIdempotencyKey() };
    initOrder.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (response) => {
          if (!response.redirectUrl) {
            void navigate('/order-status/failed');
            return;
          }
          setRedirecting(true);
          window.location.assign(response.redirectUrl);
        },
        onError: (error) => {
          toast.error(getErrorMessage(error, 'We could not start the payment. Please try again.'));
        },
      },
    );
  }

  return (
    <>
      <DeliveringTo saved={saved} selected={selected} />
      <DeliveryInstructionsSection value={instructions} onChange={setInstructions} />
      <PriceBreakdown cart={cart} />
      <PayBar total={cart.total}>
        <PayButton
          processing={initOrder.isPending || redirecting}
          hasAddress={selected !== undefined}
          total={cart.total}
          blockedReason={cart.hasUnavailableItems ? 'Remove the unavailable dishes to continue.' : undefined}
          onPay={pay}
        />
      </PayBar>
    </>
  );
}
