import type { FastifyBaseLogger } from 'fastify';
import type { NotificationHandlers, NotificationSubscription } from '../../db/notifications.ts';
import type { OrderEventNotice } from '../orders/order-transitions.repository.ts';

/** What a live stream follows: one order (the customer's) or one restaurant's orders (the board). */
export type LiveTopic = { orderId: string } | { restaurantId: number };

export type LiveSubscriber = {
  /** An event of the followed order or restaurant was committed (its rows are readable now). */
  onEvent(notice: OrderEventNotice): void;
  /** Notifications may have been missed (the listener reconnected): read the rows since the last sent. */
  onResync(): void;
};

/** Opens the LISTEN the bus is fed from (Database.listen bound to the order events channel). */
export type OpenListener = (handlers: NotificationHandlers) => Promise<NotificationSubscription>;

/** Milliseconds to wait before reconnect attempt `attempt` (0, 1, 2 …). */
export type ReconnectDelay = (attempt: number) => number;

/** 0.25 s doubling to 10 s, each with jitter, so instances that lost the database do not return in step. */
export const backoffWithJitter: ReconnectDelay = (attempt) => {
  const ceiling = Math.min(10_000, 250 * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
};

function parseNotice(payload: string): OrderEventNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<OrderEventNotice> | null;
    if (
      typeof value?.eventId === 'number' &&
      typeof value.orderId === 'string' &&
      typeof value.restaurantId === 'number'
    )
      return { eventId: value.eventId, orderId: value.orderId, restaurantId: value.restaurantId };
  } catch {
    // Reported below like any other payload that is not a notice.
  }
  return undefined;
}

/**
 * One LISTEN per process fans order events out to the streams open here. Subscribers are indexed by
 * order and by restaurant, so a notification costs one map lookup plus one call per interested
 * subscriber, however many streams are open. NOTIFY is not durable: after the listening connection
 * comes back (or first connects), every subscriber is asked to catch up from the rows.
 */
export function createOrderEventBus({
  openListener,
  log,
  reconnectDelay = backoffWithJitter,
}: {
  openListener: OpenListener;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  reconnectDelay?: ReconnectDelay;
}) {
  const byOrder = new Map<string, Set<LiveSubscriber>>();
  const byRestaurant = new Map<number, Set<LiveSubscriber>>();
  let subscription: NotificationSubscription | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function deliver(subscribers: Set<LiveSubscriber> | undefined, call: (subscriber: LiveSubscriber) => void) {
    if (!subscribers) return;
    for (const subscriber of subscribers) {
      try {
        call(subscriber);
      } catch (error) {
        log.error({ err: error }, 'a live subscriber failed');
      }
    }
  }

  function dispatch(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) {
      log.warn({ payload }, 'ignored an order event notification that is not a notice');
      return;
    }
    deliver(byOrder.get(notice.orderId), (subscriber) => {
      subscriber.onEvent(notice);
    });
    deliver(byRestaurant.get(notice.restaurantId), (subscriber) => {
      subscriber.onEvent(notice);
    });
  }

  function resyncAll() {
    for (const subscribers of [...byOrder.values(), ...byRestaurant.values()])
      deliver(subscribers, (subscriber) => {
        subscriber.onResync();
      });
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    const delayMs = reconnectDelay(attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delayMs);
  }

  async function connect() {
    try {
      const opened = await openListener({
        onNotification: dispatch,
        onLost(error) {
          subscription = undefined;
          log.warn({ err: error }, 'live updates: lost the order events listener; reconnecting');
          scheduleReconnect();
        },
      });
      if (closed) {
        await opened.close();
        return;
      }
      subscription = opened;
      if (attempt > 0) log.info({ attempts: attempt }, 'live updates: order events listener is back');
      attempt = 0;
      // Streams opened while nothing listened, or whose events fell in the gap, read what they missed.
      resyncAll();
    } catch (error) {
      log.warn({ err: error, attempt }, 'live updates: could not listen for order events; retrying');
      scheduleReconnect();
    }
  }

  function index<K>(map: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber) {
    let subscribers = map.get(key);
    if (!subscribers) map.set(key, (subscribers = new Set()));
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && map.get(key) === subscribers) map.delete(key);
    };
  }

  return {
    /** Starts listening; resolves after the first attempt (later ones retry in the background). */
    start: () => connect(),

    /** Follows a topic until the returned function is called. */
    subscribe(topic: LiveTopic, subscriber: LiveSubscriber): () => void {
      return 'orderId' in topic
        ? index(byOrder, topic.orderId, subscriber)
        : index(byRestaurant, topic.restaurantId, subscriber);
    },

    /** Open subscriptions (tests check that a closed stream let go of its own). */
    subscriberCount(): number {
      let count = 0;
      for (const subscribers of [...byOrder.values(), ...byRestaurant.values()]) count += subscribers.size;
      return count;
    },

    /** Whether the LISTEN is up right now. */
    isListening: () => subscription !== undefined,

    async close() {
      closed = true;
      clearTimeout(retry);
      const open = subscription;
      subscription = undefined;
      await open?.close();
    },
  };
}

export type OrderEventBus = ReturnType<typeof createOrderEventBus>;
