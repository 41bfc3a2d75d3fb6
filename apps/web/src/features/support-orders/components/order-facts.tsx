import type { ReactNode } from 'react';
import type { SupportOrder } from '@railbite/contract/admin';
import { formatRupees } from '@/lib/format';
import { refundStateText, statusText, supportActionText, supportTime } from '../utils/support-order-format';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm text-stone-900">{children}</dd>
    </div>
  );
}

/** Where the food goes: the address, or the train seat with its passenger (ADR 030). */
function Destination({ order }: { order: SupportOrder['order'] }) {
  const { train } = order;
  if (!train) return <Fact term="Delivery address">{order.deliveryAddress}</Fact>;
  return (
    <>
      <Fact term="Train seat">
        Train {train.trainNumber} {train.trainName} at {train.station.name} ({train.station.code}), coach{' '}
        {train.coach}, berth {train.berth}
      </Fact>
      <Fact term="Passenger">
        {train.passengerName} · <a href={`tel:+91${train.passengerMobile}`}>{train.passengerMobile}</a>
      </Fact>
    </>
  );
}

/** What support reads out or checks on a call: the order as the customer sees it, and who they are. */
export function OrderFacts({ view }: { view: SupportOrder }) {
  const { order, customer } = view;
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Status">{statusText(order.orderStatus)}</Fact>
        <Fact term="Placed">{supportTime(order.createdAt)}</Fact>
        <Fact term="Total">
          {formatRupees(order.totalAmount)} · {order.paymentOutcome}
        </Fact>
        <Fact term="Restaurant">
          {order.restaurantName} (id {order.restaurantId})
        </Fact>
        <Fact term="Customer">
          {customer ? (
            <>
              {customer.name} · <a href={`tel:+91${customer.phone}`}>{customer.phone}</a>
            </>
          ) : (
            'Account erased'
          )}
        </Fact>
        <Destination order={order} />
        {order.statusReason && <Fact term="Reason">{order.statusReason}</Fact>}
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-stone-900">Items</h3>
        <ul className="mt-1 text-sm text-stone-700">
          {order.items.map((item) => (
            <li key={item.itemName}>
              {item.itemQuantity} × {item.itemName} · {formatRupees(item.itemPrice * item.itemQuantity)}
            </li>
          ))}
        </ul>
      </div>
      {order.refunds.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-900">Refunds</h3>
          <ul aria-label="Refunds" className="mt-1 text-sm text-stone-700">
            {order.refunds.map((refund) => (
              <li key={refund.createdAt}>
                {formatRupees(refund.amount)} {refundStateText[refund.state]} · {refund.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold text-stone-900">History</h3>
        <ol aria-label="Status history" className="mt-1 space-y-0.5 text-sm text-stone-700">
          {order.statusHistory.map((event) => (
            <li key={`${event.status}-${event.at}`}>
              {supportTime(event.at)} · {statusText(event.status)}
              {event.reason ? ` (${event.reason})` : ''}
            </li>
          ))}
        </ol>
      </div>
      {view.supportActions.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-stone-900">Support’s actions</h3>
          <ol aria-label="Support’s actions" className="mt-1 space-y-0.5 text-sm text-stone-700">
            {view.supportActions.map((done) => (
              <li key={`${done.action}-${done.at}`}>
                {supportTime(done.at)} · {supportActionText(done)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
