import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Address } from '@railbite/contract/addresses';
import type { Cart } from '@railbite/contract/cart';
import { deliveryErrorCodes } from '@railbite/contract/delivery-rules';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { pricedCartKey } from '../api/get-cart';
import { useInitOrder } from '../api/init-order';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { AreaRefusal, DeliveryState } from '../utils/delivery-state';
import { payBlockedReason } from '../utils/delivery-state';
import { DeliveryAreaMessage } from './delivery-area-message';
import { DeliveringTo } from './delivering-to';
import { DeliveryInstructionsSection, noInstructions } from './delivery-instructions';
import { PayBar } from './pay-bar';
import { PayButton } from './pay-button';
import { PriceBreakdown } from './price-breakdown';

/**
 * Address, instructions, bill and the Pay button (SPEC.md §4 Pay button). Pay waits for the chosen
 * address's delivery check and stays off, saying why, where the restaurant does not deliver (ADR 024).
 */
export function Checkout({
  cart,
  saved,
  selected,
  delivery,
  onRefused,
}: {
  cart: Cart;
  saved: Address[];
  selected: Address | undefined;
  delivery: DeliveryState;
  /** Checkout refused the address after all (the area changed since the page checked it). */
  onRefused: (refusal: AreaRefusal) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const areaMessageId = useId();
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
          if (error instanceof ApiError && error.code === deliveryErrorCodes.outOfDeliveryArea) {
            // Said where the page says it, beside the address; the cart stays, and is checked again.
            onRefused({ addressId: body.addressId, message: error.message });
            void queryClient.invalidateQueries({ queryKey: pricedCartKey });
            return;
          }
          toast.error(getErrorMessage(error, 'We could not start the payment. Please try again.'));
        },
      },
    );
  }

  const outOfArea = delivery.kind === 'out-of-area';
  const cartBlock = cart.hasUnavailableItems ? 'Remove the unavailable dishes to continue.' : undefined;
  return (
    <>
      <DeliveringTo
        saved={saved}
        selected={selected}
        notice={outOfArea && <DeliveryAreaMessage id={areaMessageId} state={delivery} />}
      />
      <DeliveryInstructionsSection value={instructions} onChange={setInstructions} />
      <PriceBreakdown cart={cart} />
      <PayBar total={cart.total}>
        <PayButton
          processing={initOrder.isPending || redirecting}
          hasAddress={selected !== undefined}
          total={cart.total}
          blockedReason={payBlockedReason(delivery) ?? cartBlock}
          explainedBy={outOfArea ? areaMessageId : undefined}
          onPay={pay}
        />
      </PayBar>
    </>
  );
}
