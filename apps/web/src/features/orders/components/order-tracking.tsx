import { Link } from 'react-router';
import { Clock, Info } from 'lucide-react';
import { activeOrderStatuses } from '@railbite/contract/order-rules';
import type { OrderDetails } from '@railbite/contract/orders';
import { paths } from '@/config/paths';
import { useTrackingSimulation } from '../hooks/use-tracking-simulation';
import { isKnownPlace } from '../utils/map-geometry';
import { orderStatusDisplay } from '../utils/order-status-display';
import { sampleDeliveryPartner } from '../utils/sample-delivery-partner';
import { remainingMinutes } from '../utils/tracking-simulation';
import type { TrackingState } from '../utils/tracking-simulation';
import { DeliveryAddressCard } from './delivery-address-card';
import { DeliveryPartnerCard } from './delivery-partner-card';
import { FocusedHeading } from './focused-heading';
import { OrderDetailsCard } from './order-details-card';
import { OrderStatusBadge } from './order-status-badge';
import { TrackingMap } from './tracking-map';
import { TrackingTimeline } from './tracking-timeline';

function isTrackable(order: OrderDetails): boolean {
  return (
    order.orderStatus === 'delivered' || activeOrderStatuses.some((status) => status === order.orderStatus)
  );
}

function TrackingHeader({ order, tracking }: { order: OrderDetails; tracking: TrackingState | undefined }) {
  const minutes = tracking ? remainingMinutes(tracking) : undefined;
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <FocusedHeading className="text-2xl font-bold text-stone-900">Track Order</FocusedHeading>
        <p className="mt-1 text-sm text-stone-700">
          Order <span className="font-mono font-semibold break-all text-stone-900">#{order.orderId}</span>
        </p>
      </div>
      {tracking && minutes !== undefined && (
        <p className="inline-flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          <Clock className="size-5" aria-hidden />
          {tracking.step === 4 ? 'Delivered' : `Arriving in ${String(minutes)} min`}
        </p>
      )}
    </header>
  );
}

function SidePanels({ order }: { order: OrderDetails }) {
  return (
    <>
      <OrderDetailsCard order={order} />
      <DeliveryAddressCard order={order} />
    </>
  );
}

function LiveTracking({ order }: { order: OrderDetails }) {
  const tracking = useTrackingSimulation(order.orderStatus);
  const mappable = isKnownPlace(order.restaurant) && isKnownPlace(order.destination);
  return (
    <>
      <TrackingHeader order={order} tracking={tracking} />
      <p className="mt-3 flex items-start gap-2 text-xs text-stone-600">
        <Info className="mt-px size-4 shrink-0" aria-hidden />
        Live courier positions aren&apos;t available yet: the map, times and partner show an estimate.
      </p>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <section aria-label="Delivery map">
            <p className="sr-only">
              The map shows {order.restaurant.name}, your delivery address and the delivery vehicle,{' '}
              {Math.round(tracking.progress * 100)}% of the way to you.
            </p>
            {mappable ? (
              <TrackingMap
                places={{
                  restaurant: { ...order.restaurant },
                  destination: order.destination,
                }}
                progress={tracking.progress}
              />
            ) : (
              <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
                The map needs both the restaurant&apos;s and your address&apos;s position, and one is missing.
              </p>
            )}
          </section>
          <TrackingTimeline step={tracking.step} />
        </div>
        <div className="space-y-4">
          <DeliveryPartnerCard partner={sampleDeliveryPartner} />
          <SidePanels order={order} />
        </div>
      </div>
    </>
  );
}

/** SPEC.md §2 Track order for one order; orders that are not on their way say so instead. */
export function OrderTracking({ order }: { order: OrderDetails }) {
  if (isTrackable(order)) return <LiveTracking order={order} />;
  return (
    <>
      <TrackingHeader order={order} tracking={undefined} />
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <section className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
          <OrderStatusBadge status={order.orderStatus} />
          <p className="mt-3 text-stone-800">
            This order is {orderStatusDisplay(order.orderStatus).label.toLowerCase()}, so there is nothing to
            track.
          </p>
          <Link
            to={paths.orderHistory}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            See your order history
          </Link>
        </section>
        <div className="space-y-4">
          <SidePanels order={order} />
        </div>
      </div>
    </>
  );
}
