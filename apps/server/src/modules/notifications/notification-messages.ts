import { reasonText } from '@railbite/contract/order-rules';
import { retimedEventReason } from '../journeys/train-run-retiming.sweep.ts';
import { indiaClockTime, indiaDayClockTime } from '../../lib/india-time.ts';

/** What a message is about; each kind has its own switch in the account settings (SPEC.md §2). */
export type NotificationKind = 'order_update' | 'offer' | 'restaurant_update';

/** The five switches of /account-setting, as stored (no row: all on). */
export type NotificationSwitches = {
  orderUpdates: boolean;
  offersAndPromotions: boolean;
  restaurantUpdates: boolean;
  email: boolean;
  sms: boolean;
};

export const allSwitchesOn: NotificationSwitches = {
  orderUpdates: true,
  offersAndPromotions: true,
  restaurantUpdates: true,
  email: true,
  sms: true,
};

/** `email` has no sender yet (ADR 032): planning for it sends nothing. */
export type Channel = 'web_push' | 'sms' | 'email';

export type Notice = {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** Whether the news is worth a text message (costly, and read on any phone) as well as a push. */
  bySms: boolean;
};

const kindSwitch: Record<NotificationKind, keyof NotificationSwitches> = {
  order_update: 'orderUpdates',
  offer: 'offersAndPromotions',
  restaurant_update: 'restaurantUpdates',
};

/**
 * The channels a notice goes through for this person: the kind's switch says whether they want the
 * news at all ("order updates" covers push), the SMS and email switches whether by those channels.
 */
export function channelsFor(
  notice: Pick<Notice, 'kind' | 'bySms'>,
  switches: NotificationSwitches,
): Channel[] {
  if (!switches[kindSwitch[notice.kind]]) return [];
  const channels: Channel[] = ['web_push'];
  if (notice.bySms && switches.sms) channels.push('sms');
  if (switches.email) channels.push('email');
  return channels;
}

/** One stored order event with what its message needs from the order. */
export type OrderEventFacts = {
  /** Null for an order's first event; equal to `status` for news that is not a move (a refund). */
  fromStatus: string | null;
  status: string;
  actor: string;
  reason: string;
  orderId: string;
  restaurantName: string;
  paid: boolean;
  preparationMinutes: number | null;
  promisedBy: Date | null;
  deliveryPersonName: string | null;
  /** A seat order's train at its station (expected); null for an address order. */
  trainArrivalAt: Date | null;
};

function trackUrl(orderId: string): string {
  return `/track-order?orderId=${encodeURIComponent(orderId)}`;
}

/**
 * The message of an order event, or null when there is nothing to tell: the customer's own actions,
 * the payment steps before an order exists for the restaurant, checkouts a newer one replaced, and
 * events that are not moves (a settled refund is told from the refund itself) other than a train's
 * re-timing.
 */
export function orderEventNotice(event: OrderEventFacts): Notice | null {
  if (event.actor === 'customer' || !event.paid) return null;
  const { restaurantName: restaurant } = event;
  const base = { kind: 'order_update' as const, url: trackUrl(event.orderId) };
  // A delay re-timed a train order (ADR 031): the one piece of news that is not a move.
  if (event.reason === retimedEventReason)
    return {
      ...base,
      title: 'Your train is running late',
      body: event.promisedBy
        ? `Your order from ${restaurant} now reaches your seat when the train does, at about ${indiaClockTime(event.promisedBy)}.`
        : `Your order from ${restaurant} has been re-timed to your train's new arrival.`,
      bySms: true,
    };
  if (event.fromStatus === event.status) return null;
  switch (event.status) {
    case 'confirmed':
      return {
        ...base,
        title: 'Order confirmed',
        body: `${restaurant} has your order. We will tell you when they accept it.`,
        bySms: false,
      };
    case 'preparing': {
      // A seat order is cooked for its train, which may come in days after the kitchen accepted.
      if (event.trainArrivalAt)
        return {
          ...base,
          title: 'Order accepted',
          body: `${restaurant} has accepted your order: it will be ready when your train comes in, ${indiaDayClockTime(event.trainArrivalAt)}.`,
          bySms: true,
        };
      const ready = event.preparationMinutes
        ? ` Ready in about ${String(event.preparationMinutes)} min.`
        : '';
      const by = event.promisedBy ? ` With you by ${indiaClockTime(event.promisedBy)}.` : '';
      return {
        ...base,
        title: 'Order accepted',
        body: `${restaurant} is preparing your order.${ready}${by}`,
        bySms: true,
      };
    }
    case 'rejected':
      return {
        ...base,
        title: 'Order not accepted',
        body: `${restaurant} could not take your order: ${reasonText(event.reason)}. Your money is on its way back.`,
        bySms: true,
      };
    case 'out for delivery':
      return {
        ...base,
        title: 'Order on its way',
        body: event.deliveryPersonName
          ? `${event.deliveryPersonName} is bringing your order from ${restaurant}.`
          : `Your order from ${restaurant} is on its way.`,
        bySms: true,
      };
    case 'delivered':
      return {
        ...base,
        title: 'Order delivered',
        body: `Your order from ${restaurant} was delivered. Enjoy your meal!`,
        bySms: false,
      };
    case 'cancelled':
      if (event.reason === 'superseded') return null;
      return {
        ...base,
        title: 'Order cancelled',
        body: `Your order from ${restaurant} was cancelled: ${reasonText(event.reason)}. Your money is on its way back.`,
        bySms: true,
      };
    default:
      return null;
  }
}

function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toFixed(whole ? 0 : 2)}`;
}

/** The message of a refund the gateway has confirmed. */
export function refundNotice(refund: {
  orderId: string;
  restaurantName: string;
  amountPaise: number;
}): Notice {
  return {
    kind: 'order_update',
    title: 'Refund done',
    body: `${rupees(refund.amountPaise)} for your order from ${refund.restaurantName} is back with your bank. Banks can take 5–7 days to show it.`,
    url: trackUrl(refund.orderId),
    bySms: true,
  };
}
