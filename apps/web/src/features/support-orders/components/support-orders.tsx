import { useEffect, useRef, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { ordersByPhoneQueryOptions } from '../api/find-orders-by-phone';
import { supportOrderQueryOptions } from '../api/get-support-order';
import { CallerOrders } from './caller-orders';
import { OrderLookup } from './order-lookup';
import { PhoneLookup } from './phone-lookup';
import { SupportOrderPanel } from './support-order-panel';

/**
 * Support's order desk: find an order by the id the customer reads out, or a caller's orders by the
 * number they ring from; see one as its customer does with who they are, and cancel it or give a
 * locked seat order a new delivery code.
 */
export function SupportOrders() {
  const queryClient = useQueryClient();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  // An order chosen from a caller's list opens below the list: on a phone that is a screen or more
  // down, so the desk takes the reader (and the focus) there.
  const [chosenFromList, setChosenFromList] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosenFromList === 0) return;
    const panel = panelRef.current;
    if (!panel) return;
    if (panel.getBoundingClientRect().top > window.innerHeight * 0.6)
      panel.scrollIntoView({ block: 'start' });
    panel.focus({ preventScroll: true });
  }, [chosenFromList]);
  const findingOrder = useIsFetching({ queryKey: supportOrderQueryOptions(orderId ?? '').queryKey }) > 0;
  const findingPhone = useIsFetching({ queryKey: ordersByPhoneQueryOptions(phone ?? '').queryKey }) > 0;
  const open = (id: string) => {
    // The same id again: the caller expects the order as it is now.
    if (id === orderId)
      void queryClient.invalidateQueries({ queryKey: supportOrderQueryOptions(id).queryKey });
    else setOrderId(id);
  };
  const findPhone = (number: string) => {
    if (number === phone)
      void queryClient.invalidateQueries({ queryKey: ordersByPhoneQueryOptions(number).queryKey });
    else setPhone(number);
  };
  return (
    <div className="space-y-5">
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderLookup
          onFind={(id) => {
            setPhone(null);
            open(id);
          }}
          // An id that is not one: the order shown below (or its "no order") was for another.
          onInvalid={() => {
            setOrderId(null);
          }}
          pending={findingOrder && orderId !== null}
        />
        <PhoneLookup onFind={findPhone} pending={findingPhone && phone !== null} />
      </div>
      {phone !== null && (
        <CallerOrders
          phone={phone}
          openOrderId={orderId}
          onOpen={(id) => {
            open(id);
            setChosenFromList((count) => count + 1);
          }}
        />
      )}
      {orderId === null ? (
        phone === null && (
          <p className="text-sm text-stone-600">
            Ask the caller for the order id on their order page, or the number they ordered with.
          </p>
        )
      ) : (
        <div ref={panelRef} tabIndex={-1} className="scroll-mt-20 outline-none">
          {/* One panel per order: a new lookup starts fresh (dialogs closed, no old messages). */}
          <SupportOrderPanel key={orderId} orderId={orderId} />
        </div>
      )}
    </div>
  );
}
