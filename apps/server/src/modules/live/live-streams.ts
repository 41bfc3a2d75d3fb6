import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { OrderEventNotice } from '../orders/order-transitions.repository.ts';
import { openEventStream } from './event-stream.ts';
import type { EventStream } from './event-stream.ts';
import type { LiveTopic, OrderEventBus } from './order-event-bus.ts';
import type { StreamLimits } from './stream-limits.ts';

/** One SSE message: `id:` the order event it reflects, `data:` the view after it. */
export type LiveMessage<T> = { id: number; data: T };

/** What one kind of stream reads (order-stream.source.ts, board-stream.source.ts). */
export type LiveSource<T> = {
  topic: LiveTopic;
  /** The contract's schema of a message's data, checked before sending outside production. */
  schema: z.ZodType<T>;
  /**
   * The first messages (the snapshot, or what came after Last-Event-ID). Runs before anything is sent,
   * so a refusal here (404) is an ordinary error answer.
   */
  initial(): Promise<LiveMessage<T>[]>;
  /** Messages for notices that arrived since the last call (none for what was already sent). */
  afterEvents(notices: readonly OrderEventNotice[]): Promise<LiveMessage<T>[]>;
  /** Messages for anything missed while notifications could not arrive (the listener reconnected). */
  catchUp(): Promise<LiveMessage<T>[]>;
  /** Whether the client may still listen (its session is not revoked, …); asked at each heartbeat. */
  stillAllowed(): Promise<boolean>;
};

/**
 * Runs the live streams of this process: takes a slot (stream-limits.ts), follows the source's topic on
 * the bus before reading its first messages (so nothing committed in between is lost), then sends what
 * each notice brings, one read at a time per stream (notices arriving meanwhile are taken together).
 * Any failure closes the stream: the client reconnects and resumes from its Last-Event-ID.
 */
export function createLiveStreams({
  bus,
  limits,
  heartbeatMs,
  verifyMessages,
}: {
  bus: Pick<OrderEventBus, 'subscribe'>;
  limits: StreamLimits;
  heartbeatMs: number;
  /** Check each message against its schema (every environment but production). */
  verifyMessages: boolean;
}) {
  const open = new Set<EventStream>();

  async function serve<T>(reply: FastifyReply, userId: number, source: LiveSource<T>): Promise<void> {
    const release = limits.acquire(userId);
    const pending: OrderEventNotice[] = [];
    let catchUpDue = false;
    // Until the stream is open, notices only queue up: the first read covers them or they follow it.
    let wake = () => {};
    const unsubscribe = bus.subscribe(source.topic, {
      onEvent(notice) {
        pending.push(notice);
        wake();
      },
      onResync() {
        catchUpDue = true;
        wake();
      },
    });

    let first: LiveMessage<T>[];
    try {
      first = await source.initial();
    } catch (error) {
      unsubscribe();
      release();
      throw error;
    }

    const stream = openEventStream(reply, {
      heartbeatMs,
      onHeartbeat() {
        source.stillAllowed().then(
          (allowed) => {
            if (!allowed) stream.close();
          },
          // A database hiccup is no reason to cut a stream; the next heartbeat asks again.
          (error: unknown) => {
            reply.log.warn({ err: error }, 'live stream: could not re-check access');
          },
        );
      },
    });
    open.add(stream);
    stream.onClose(() => {
      open.delete(stream);
      unsubscribe();
      release();
    });

    const send = (messages: readonly LiveMessage<T>[]) => {
      for (const message of messages)
        stream.send(message.id, verifyMessages ? source.schema.parse(message.data) : message.data);
    };
    let reading = false;
    const pump = async () => {
      if (reading) return;
      reading = true;
      try {
        while (stream.isOpen() && (catchUpDue || pending.length > 0)) {
          if (catchUpDue) {
            catchUpDue = false;
            send(await source.catchUp());
          } else {
            send(await source.afterEvents(pending.splice(0)));
          }
        }
      } catch (error) {
        if (stream.isOpen()) reply.log.error({ err: error }, 'live stream failed; closing it');
        stream.close();
      } finally {
        reading = false;
      }
    };
    wake = () => void pump();

    try {
      send(first);
    } catch (error) {
      reply.log.error({ err: error }, 'live stream: its first message failed; closing it');
      stream.close();
      return;
    }
    await pump();
  }

  return {
    /** Answers the request with a live stream of `source`, or throws (401, 404, 429, 503…) before it opens. */
    serve,
    openCount: () => open.size,
    /** Shutdown: end every stream (clients reconnect elsewhere) so none holds the close to its deadline. */
    closeAll() {
      for (const stream of [...open]) stream.close();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
