import { describe, expect, it, vi } from 'vitest';
import type { NotificationHandlers } from '../../db/notifications.ts';
import { backoffWithJitter, createOrderEventBus } from './order-event-bus.ts';
import type { LiveSubscriber } from './order-event-bus.ts';

const log = { info() {}, warn() {}, error() {} };

/** A listener the test drives: it hands notifications in and drops the connection at will. */
function fakeListener({ failFirst = 0 } = {}) {
  const state = {
    opened: 0,
    attempts: 0,
    closed: 0,
    handlers: undefined as NotificationHandlers | undefined,
  };
  const openListener = async (handlers: NotificationHandlers) => {
    state.attempts += 1;
    if (state.attempts <= failFirst) throw new Error('database unreachable');
    state.opened += 1;
    state.handlers = handlers;
    return {
      async close() {
        state.closed += 1;
      },
    };
  };
  const notify = (payload: unknown) => {
    state.handlers?.onNotification(typeof payload === 'string' ? payload : JSON.stringify(payload));
  };
  return { state, openListener, notify };
}

function recorder(): LiveSubscriber & { events: number[]; resyncs: number } {
  const seen = {
    events: [] as number[],
    resyncs: 0,
    onEvent(notice: { eventId: number }) {
      seen.events.push(notice.eventId);
    },
    onResync() {
      seen.resyncs += 1;
    },
  };
  return seen;
}

describe('order event bus', () => {
  it('hands each notice to the subscribers of its order and of its restaurant, and to no one else', async () => {
    const listener = fakeListener();
    const bus = createOrderEventBus({ openListener: listener.openListener, log });
    await bus.start();
    const customer = recorder();
    const board = recorder();
    const otherOrder = recorder();
    const otherBoard = recorder();
    bus.subscribe({ orderId: 'ORD1' }, customer);
    bus.subscribe({ restaurantId: 7 }, board);
    bus.subscribe({ orderId: 'ORD2' }, otherOrder);
    bus.subscribe({ restaurantId: 8 }, otherBoard);

    listener.notify({ eventId: 41, orderId: 'ORD1', restaurantId: 7 });

    expect(customer.events).toEqual([41]);
    expect(board.events).toEqual([41]);
    expect(otherOrder.events).toEqual([]);
    expect(otherBoard.events).toEqual([]);
  });

  it('ignores a payload that is not a notice, and a subscriber that throws does not stop the others', async () => {
    const listener = fakeListener();
    const bus = createOrderEventBus({ openListener: listener.openListener, log });
    await bus.start();
    const good = recorder();
    bus.subscribe(
      { orderId: 'ORD1' },
      {
        onEvent() {
          throw new Error('broken subscriber');
        },
        onResync() {},
      },
    );
    bus.subscribe({ orderId: 'ORD1' }, good);

    listener.notify('not json');
    listener.notify({ eventId: '5', orderId: 'ORD1', restaurantId: 7 });
    listener.notify({ eventId: 6, orderId: 'ORD1', restaurantId: 7 });

    expect(good.events).toEqual([6]);
  });

  it('forgets a subscriber once it unsubscribes', async () => {
    const listener = fakeListener();
    const bus = createOrderEventBus({ openListener: listener.openListener, log });
    await bus.start();
    const subscriber = recorder();
    const unsubscribe = bus.subscribe({ restaurantId: 7 }, subscriber);
    expect(bus.subscriberCount()).toBe(1);

    unsubscribe();
    listener.notify({ eventId: 1, orderId: 'ORD1', restaurantId: 7 });

    expect(subscriber.events).toEqual([]);
    expect(bus.subscriberCount()).toBe(0);
  });

  it('reconnects after losing the connection and asks every subscriber to catch up', async () => {
    vi.useFakeTimers();
    try {
      const listener = fakeListener();
      const delays: number[] = [];
      const bus = createOrderEventBus({
        openListener: listener.openListener,
        log,
        reconnectDelay: (attempt) => {
          delays.push(attempt);
          return 1_000;
        },
      });
      await bus.start();
      const customer = recorder();
      const board = recorder();
      bus.subscribe({ orderId: 'ORD1' }, customer);
      bus.subscribe({ restaurantId: 7 }, board);

      listener.state.handlers?.onLost(new Error('server closed the connection'));
      expect(bus.isListening()).toBe(false);
      await vi.advanceTimersByTimeAsync(999);
      expect(listener.state.opened).toBe(1);
      await vi.advanceTimersByTimeAsync(1);

      expect(listener.state.opened).toBe(2);
      expect(bus.isListening()).toBe(true);
      expect([customer.resyncs, board.resyncs]).toEqual([1, 1]);
      expect(delays).toEqual([0]);
      await bus.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps trying with growing delays while the database is unreachable, and stops when closed', async () => {
    vi.useFakeTimers();
    try {
      const listener = fakeListener({ failFirst: 3 });
      const delays: number[] = [];
      const bus = createOrderEventBus({
        openListener: listener.openListener,
        log,
        reconnectDelay: (attempt) => {
          delays.push(attempt);
          return 100 * 2 ** attempt;
        },
      });
      const subscriber = recorder();
      bus.subscribe({ orderId: 'ORD1' }, subscriber);
      await bus.start();
      await vi.advanceTimersByTimeAsync(100 + 200 + 400);

      expect(delays).toEqual([0, 1, 2]);
      expect(listener.state.opened).toBe(1);
      // The stream opened while nothing listened catches up once the listener is there.
      expect(subscriber.resyncs).toBe(1);

      listener.state.handlers?.onLost(new Error('gone again'));
      await bus.close();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(listener.state.attempts).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('backs off from about 0.25 s to at most 10 s, with jitter', () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const ceiling = Math.min(10_000, 250 * 2 ** attempt);
      const delay = backoffWithJitter(attempt);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
