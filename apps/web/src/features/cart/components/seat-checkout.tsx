import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Cart } from '@railbite/contract/cart';
import type { InitOrderBody } from '@railbite/contract/orders';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { JourneyTarget } from '@/lib/journey-target';
import { toast } from '@/lib/toast';
import { useInitOrder } from '../api/init-order';
import { useSeatStop } from '../api/get-seat-stop';
import { emptySeatForm, seatFormSchema } from '../utils/seat-form';
import type { SeatFormInput, SeatFormValues } from '../utils/seat-form';
import { PayBar } from './pay-bar';
import { PayButton } from './pay-button';
import { PriceBreakdown } from './price-breakdown';
import { SeatDetails } from './seat-details';
import { SeatStopPanel } from './seat-stop-panel';

/**
 * Checkout to a train seat (ADR 030): the stop and its order-by countdown, the seat details, the bill
 * and Pay. The server checks the journey, the kitchen and the order-by time again; a refusal is
 * shown as it words it (what to do), and nothing is charged.
 */
export function SeatCheckout({ cart, target }: { cart: Cart; target: JourneyTarget }) {
  const stop = useSeatStop(target, cart.restaurantId);
  const form = useForm<SeatFormInput, unknown, SeatFormValues>({
    resolver: zodResolver(seatFormSchema),
    defaultValues: emptySeatForm,
  });
  const initOrder = useInitOrder();
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string }>({ body: '', key: '' });

  function pay(seat: SeatFormValues) {
    const body: InitOrderBody = {
      train: {
        trainNumber: target.trainNumber,
        boardingDate: target.date,
        boardingStationCode: target.from,
        stationCode: target.stationCode,
        ...seat,
      },
      tip: 0,
    };
    const bodyText = JSON.stringify(body);
    if (attempt.current.body !== bodyText) attempt.current = { body: bodyText, key: newIdempotencyKey() };
    setRefusal(null);
    initOrder.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (response) => {
          setRedirecting(true);
          window.location.assign(response.redirectUrl);
        },
        onError: (error) => {
          const message = getErrorMessage(error, 'We could not start the payment. Please try again.');
          setRefusal(message);
          toast.error(message);
        },
      },
    );
  }

  let stopPanel;
  if (stop.isPending) stopPanel = <Skeleton className="h-36 rounded-2xl" />;
  else if (stop.isError)
    stopPanel = (
      <ListError
        message={getErrorMessage(stop.error, 'We could not load your train’s stop.')}
        onRetry={() => void stop.refetch()}
        retrying={stop.isFetching}
      />
    );
  else
    stopPanel = (
      <SeatStopPanel
        target={target}
        arrival={stop.data.station.arrival}
        orderBy={stop.data.restaurant?.orderBy}
      />
    );
  const closed =
    stop.data && !stop.data.restaurant?.acceptsOrders
      ? 'This restaurant no longer takes orders for this stop. Choose a later station.'
      : undefined;
  const cartBlock = cart.hasUnavailableItems ? 'Remove the unavailable dishes to continue.' : undefined;
  return (
    <>
      {stopPanel}
      <form
        noValidate
        aria-label="Seat details"
        onSubmit={(event) => void form.handleSubmit(pay)(event)}
        className="space-y-4"
      >
        <SeatDetails form={form} />
        {refusal && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        )}
      </form>
      <PriceBreakdown cart={cart} />
      <PayBar total={cart.total}>
        <PayButton
          processing={initOrder.isPending || redirecting}
          hasAddress
          total={cart.total}
          blockedReason={closed ?? cartBlock}
          onPay={() => void form.handleSubmit(pay)()}
        />
      </PayBar>
    </>
  );
}
