import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { liveEventName } from '@railbite/contract/orders';

/** How long a browser waits before it reconnects after a drop (the wire format's `retry:`). */
export const reconnectAfterMs = 3_000;

/**
 * Bytes a stream may have waiting for a client that does not read (a stalled phone, a paused tab on
 * a slow network). Messages are a few kilobytes; past this the client is far behind, and closing lets
 * it resume from its Last-Event-ID instead of the server holding an ever longer queue for it.
 */
const maxBufferedBytes = 256 * 1024;

export type EventStream = {
  /** Writes one message (`event: order`, `id:`, `data:`); false once the stream is closed. */
  send(id: number, data: unknown): boolean;
  /** Ends the response (the client reconnects after `retry` and resumes). */
  close(): void;
  isOpen(): boolean;
  /** Called once, however the stream ends: closed here, by the client or by a failed write. */
  onClose(listener: () => void): void;
};

/**
 * Turns a reply into a text/event-stream. It goes through Fastify's own send, so the security headers
 * and request id still apply. Nothing may buffer or transform it on the way: no compression (only pages
 * are compressed, in page-compression.ts, and never this), `Cache-Control: no-store, no-transform`
 * for caches and compressing proxies, and `X-Accel-Buffering: no` for nginx, which otherwise holds
 * messages until its buffer fills. A comment line every `heartbeatMs` keeps the connection from
 * looking idle to the server's own idle timeout and to proxies, and `onHeartbeat` lets the owner
 * re-check that the client may still listen.
 */
export function openEventStream(
  reply: FastifyReply,
  { heartbeatMs, onHeartbeat }: { heartbeatMs: number; onHeartbeat?: () => void },
): EventStream {
  const body = new PassThrough();
  const closeListeners: (() => void)[] = [];
  let open = true;

  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const listener of closeListeners.splice(0)) listener();
  };

  const write = (text: string): boolean => {
    if (!open) return false;
    if (body.writableLength + reply.raw.writableLength > maxBufferedBytes) {
      reply.log.info('live stream closed: the client is not reading');
      stream.close();
      return false;
    }
    body.write(text);
    return true;
  };

  const heartbeat = setInterval(() => {
    if (write(': heartbeat\n\n')) onHeartbeat?.();
  }, heartbeatMs);

  const stream: EventStream = {
    send: (id, data) =>
      write(`event: ${liveEventName}\nid: ${String(id)}\ndata: ${JSON.stringify(data)}\n\n`),
    close() {
      if (!open) return;
      finish();
      body.end();
    },
    isOpen: () => open,
    onClose(listener) {
      if (open) closeListeners.push(listener);
      else listener();
    },
  };

  // The response's close comes for every ending: finished, the client gone, the socket destroyed.
  reply.raw.once('close', finish);
  body.once('close', finish);

  reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store, no-transform')
    .header('x-accel-buffering', 'no')
    .send(body);
  write(`retry: ${String(reconnectAfterMs)}\n\n`);
  return stream;
}
