import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRequest, openConnection } from '../../testing/raw-http.ts';
import { openEventStream } from './event-stream.ts';
import type { EventStream } from './event-stream.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server whose one route opens a stream and hands it to the test. */
async function streamingServer(heartbeatMs = 60_000) {
  const opened: EventStream[] = [];
  app = Fastify();
  app.get('/stream', async (_request, reply) => {
    opened.push(openEventStream(reply, { heartbeatMs }));
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, opened };
}

describe('event stream', () => {
  it('closes a stream whose client stops reading instead of queueing for it without end', async () => {
    const { port, opened } = await streamingServer();
    const connection = await openConnection(port);
    connection.socket.write(httpRequest('GET', '/stream'));
    await vi.waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    connection.socket.pause();
    const stream = opened[0];
    if (!stream) throw new Error('no stream');
    let closed = false;
    stream.onClose(() => {
      closed = true;
    });

    // 64 KiB messages until the socket's buffers are full and the stream's own allowance is spent.
    const message = { text: 'x'.repeat(64 * 1024) };
    let sent = 0;
    await vi.waitFor(
      () => {
        for (let k = 0; k < 16 && stream.send(sent + 1, message); k += 1) sent += 1;
        expect(closed).toBe(true);
      },
      { timeout: 10_000, interval: 5 },
    );
    expect(stream.isOpen()).toBe(false);
    expect(stream.send(sent + 1, message)).toBe(false);
    connection.socket.destroy();
  });

  it('stops its heartbeat and tells its owner once when the client goes away', async () => {
    const { port, opened } = await streamingServer(20);
    const connection = await openConnection(port);
    connection.socket.write(httpRequest('GET', '/stream'));
    await vi.waitFor(() => {
      expect(connection.received()).toContain(': heartbeat');
    });
    const stream = opened[0];
    if (!stream) throw new Error('no stream');
    const closes: number[] = [];
    stream.onClose(() => closes.push(1));

    connection.socket.destroy();
    await vi.waitFor(() => {
      expect(closes).toEqual([1]);
    });
    stream.close();
    expect(closes).toEqual([1]);
    expect(stream.isOpen()).toBe(false);
  });
});
