import { Link } from 'react-router';
import { Clock, Info } from 'lucide-react';
import type { OrderDetails } from '@railbite/contract/orders';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import type { LiveStreamState } from '@/lib/live-stream';
import { isKnownPlace } from '../utils/map-geometry';
import { estimatedVehicleProgress, isEnded, isTrackable } from '../utils/order-progress';
import { promisedWindowText } from '../utils/promised-window';
import { headerEta, statusSummary } from '../utils/status-text';
import { CancelOrder } from './cancel-order';
import { DeliveryAddressCard } from './delivery-address-card';
import { DeliveryPartnerCard } from './delivery-partner-card';
import { FocusedHeading } from './focused-heading';
import { LiveIndicator } from './live-indicator';
import { OrderDetailsCard } from './order-details-card';
import { OrderStatusBadge } from './order-status-badge';
import { PromisedWindow } from './promised-window';
import { RefundStatus } from './refund-status';
import { SeatDeliveryCard } from './seat-delivery-card';
import { TrackingMap } from './tracking-map';
import { TrackingTimeline } from './tracking-timeline';
import { TrainRunNotice } from './train-run-notice';
import { UnpaidOrder } from './unpaid-order';

type LiveState = LiveStreamState | 'idle';

/** Texts that say "4 min ago" are renewed twice a minute; the vehicle every few seconds. */
const clockMs = 30_000;
const vehicleClockMs = 5_000;

function TrackingHeader({ order, now, live }: { order: OrderDetails; now: number; live: LiveState }) {
  const eta = isTrackable(order.orderStatus) ? headerEta(order, now) : null;
  // The window promised when it was paid leads (ADR 024); where the order is now says the rest. On
  // the road, the minutes left lead: the window is said as the promise it was, so an early departure
  // does not show "arriving between" a time after the minutes below it (it is still said to be late).
  const onTheRoad =
    order.orderStatus === 'out for delivery' &&
    eta !== null &&
    (order.promisedBy === null || now <= Date.parse(order.promisedBy));
  const windowNow = onTheRoad ? undefined : now;
  const promised = promisedWindowText(order, windowNow) !== null;
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <FocusedHeading className="text-2xl font-bold text-stone-900">Track Order</FocusedHeading>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span>
            Order <span className="font-mono font-semibold break-all text-stone-900">#{order.orderId}</span>
          </span>
          <LiveIndicator state={live} />
        </p>
      </div>
      {promised ? (
        <div className="flex flex-col items-end gap-1">
          <PromisedWindow order={order} now={windowNow} />
          {eta && <p className="text-sm text-stone-700">{eta}</p>}
        </div>
      ) : eta ? (
        <p className="inline-flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          <Clock className="size-5" aria-hidden />
          {eta}
        </p>
      ) : (
        <OrderStatusBadge status={order.orderStatus} />
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

function DeliveryMap({ order }: { order: OrderDetails }) {
  const onRoad = order.orderStatus === 'out for delivery';
  const now = useNow(vehicleClockMs, onRoad);
  const progress = estimatedVehicleProgress(order, now);
  const mappable = isKnownPlace(order.restaurant) && isKnownPlace(order.destination);
  return (
    <section aria-label="Delivery map">
      <p className="sr-only">
        The map shows {order.restaurant.name} and your delivery address
        {progress === null
          ? '.'
          : `, and the delivery vehicle's estimated position, ${String(Math.round(progress * 100))}% of the way to you.`}
      </p>
      {mappable ? (
        <TrackingMap
          places={{ restaurant: { ...order.restaurant }, destination: order.destination }}
          progress={progress}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
          The map needs both the restaurant&apos;s and your address&apos;s position, and one is missing.
        </p>
      )}
      {onRoad && (
        <p className="mt-2 flex items-start gap-2 text-xs text-stone-600">
          <Info className="mt-px size-4 shrink-0" aria-hidden />
          There are no live courier positions: the vehicle and the arrival time are estimates from the
          distance and the time the order left the kitchen.
        </p>
      )}
    </section>
  );
}

/** A rejected or cancelled order: why, and the money going back, where the map would be. */
function OrderEnding({ order }: { order: OrderDetails }) {
  return (
    <section
      aria-label="Order outcome"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="font-semibold text-stone-900">{statusSummary(order)}</p>
      <RefundStatus refunds={order.refunds} />
    </section>
  );
}

/**
 * SPEC.md §2 Track order for one order, as it truly is (ARCHITECTURE.md "Order lifecycle"): the live
 * timeline, the map (the vehicle only while the order is on the road), the delivery person once the
 * restaurant named them, and for an order that ended, why and its refund.
 */
export function OrderTracking({ order, live }: { order: OrderDetails; live: LiveState }) {
  const now = useNow(clockMs);
  // Only a paid order is on its way: an attempt never paid (failed, still open, replaced) has no
  // timeline, map or estimate, and says so (ADR 022).
  if (order.paymentOutcome !== 'paid') {
    return (
      <>
        <TrackingHeader order={order} now={now} live={live} />
        <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
          <section
            aria-label="Payment"
            className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
          >
            <OrderStatusBadge status={order.orderStatus} />
            <p className="text-stone-800">{statusSummary(order)}.</p>
            <PromisedWindow order={order} now={now} />
            <div className="w-full max-w-sm">
              <UnpaidOrder order={order} />
            </div>
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
  const ended = isEnded(order.orderStatus);
  return (
    <>
      <TrackingHeader order={order} now={now} live={live} />
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          {!ended && <TrainRunNotice order={order} />}
          {ended ? (
            <OrderEnding order={order} />
          ) : order.train ? (
            // A seat's place is the train at a station: the code and arrival say more than a map.
            <SeatDeliveryCard order={order} />
          ) : (
            <DeliveryMap order={order} />
          )}
          <TrackingTimeline order={order} now={now} />
          <CancelOrder order={order} />
        </div>
        <div className="space-y-4">
          {!ended && <DeliveryPartnerCard order={order} />}
          <SidePanels order={order} />
        </div>
      </div>
    </>
  );
}
