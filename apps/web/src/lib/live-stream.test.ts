import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './live-stream';
import type { LiveMessage, LiveStream, LiveStreamOptions, LiveStreamState } from './live-stream';
import { clearSession, getSession, saveCredential, sessionEndedBy } from './session';

/** One request the fake server answered: the test writes its body, ends it or breaks it. */
type Connection = {
  headers: Record<string, string>;
  write: (text: string) => void;
  end: () => void;
  aborted: () => boolean;
};

/** A fetch whose responses are SSE bodies the test writes chunk by chunk (or a queued other answer). */
function fakeServer() {
  const connections: Connection[] = [];
  const otherAnswers: (() => Response)[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? undefined;
    const other = otherAnswers.shift();
    if (other) return Promise.resolve(other());
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    signal?.addEventListener('abort', () => {
      if (open) controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      open = false;
    });
    connections.push({
      headers: init?.headers as Record<string, string>,
      write: (text) => {
        controller.enqueue(encoder.encode(text));
      },
      end: () => {
        open = false;
        controller.close();
      },
      aborted: () => signal?.aborted ?? false,
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    );
  });
  return { fetch, connections, otherAnswers };
}

const proxyPage = () => new Response('<html>Bad gateway</html>', { status: 502 });

let server: ReturnType<typeof fakeServer>;
let stream: LiveStream | undefined;
let messages: LiveMessage[];
let states: LiveStreamState[];
let polls: number;

function open(overrides: Partial<LiveStreamOptions> = {}) {
  stream = openLiveStream({
    url: '/api/orders/ORDabcdefghijkl/events',
    onMessage: (message) => messages.push(message),
    onPoll: () => {
      polls += 1;
    },
    onStateChange: (state) => states.push(state),
    fetch: server.fetch,
    random: () => 0.5,
    ...overrides,
  });
  return stream;
}

/** Lets the stream read what was written (promises only; no clock moves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  saveCredential({ token: 'tok', roleType: 'customer' });
  server = fakeServer();
  messages = [];
  states = [];
  polls = 0;
});

afterEach(() => {
  stream?.close();
  stream = undefined;
  vi.useRealTimers();
  clearSession();
});

describe('openLiveStream', () => {
  it('sends the bearer token and reads messages split anywhere across chunks', async () => {
    open();
    await settle();
    const [first] = server.connections;
    expect(first?.headers).toEqual({ accept: 'text/event-stream', authorization: 'Bearer tok' });
    expect(states).toEqual(['connecting']);

    first!.write('retry: 3000\n\n: heart');
    first!.write('beat\n\nevent: order\nid: 7\nda');
    first!.write('ta: {"orderStatus":"prep');
    await settle();
    expect(messages).toEqual([]);
    first!.write('aring"}\n\nevent: order\nid: 8\ndata: {"a":1}\n');
    first!.write('\n');
    await settle();

    expect(messages).toEqual([
      { event: 'order', id: '7', data: '{"orderStatus":"preparing"}' },
      { event: 'order', id: '8', data: '{"a":1}' },
    ]);
    expect(stream?.lastEventId).toBe('8');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects after the server ends the stream, after its retry: delay, with Last-Event-ID', async () => {
    open({ lastEventId: '3' });
    await settle();
    expect(server.connections[0]?.headers['last-event-id']).toBe('3');
    server.connections[0]!.write('retry: 1000\n\nevent: order\nid: 4\ndata: {}\n\n');
    server.connections[0]!.end();
    await settle();
    // Not open any more while it waits: a page says it is reconnecting.
    expect(states).toEqual(['connecting', 'open', 'connecting']);

    await vi.advanceTimersByTimeAsync(999);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers['last-event-id']).toBe('4');
  });

  it('treats 45 s without a byte as a dead connection, and reconnects', async () => {
    open();
    await settle();
    server.connections[0]!.write('event: order\nid: 9\ndata: {}\n\n');
    await settle();

    await vi.advanceTimersByTimeAsync(30_000);
    server.connections[0]!.write(': heartbeat\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(44_999);
    expect(server.connections[0]?.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections[0]?.aborted()).toBe(true);

    // The dead connection had delivered data, so it is not a streaming failure: the usual 3 s retry.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers['last-event-id']).toBe('9');
  });

  it('backs off while connections deliver nothing, then polls, and stops polling once a stream works', async () => {
    server.otherAnswers.push(proxyPage, proxyPage);
    open();
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_000); // 3 s × 2
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(11_999); // 3 s × 4
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect(polls).toBe(0);

    // The third attempt is answered, but a buffering proxy holds every byte back.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.connections[0]?.aborted()).toBe(true);
    expect(states.at(-1)).toBe('polling');
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toBe(2);

    // The stream is still tried, at most every 30 s; when one delivers, polling stops.
    await vi.advanceTimersByTimeAsync(14_000);
    expect(server.connections).toHaveLength(2);
    expect(states.at(-1)).toBe('polling');
    server.connections[1]!.write('retry: 3000\n\n');
    await settle();
    expect(states.at(-1)).toBe('open');
    const pollsBefore = polls;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toBe(pollsBefore);
  });

  it('waits as long as a 429 or 503 answer asks before trying again', async () => {
    const busy = () =>
      new Response('{}', {
        status: 429,
        headers: { 'retry-after': '20', 'content-type': 'application/json' },
      });
    server.otherAnswers.push(busy);
    open();
    await settle();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets the session on 401, as every API call does, and stops', async () => {
    server.otherAnswers.push(() => new Response('{}', { status: 401 }));
    open();
    await settle();
    expect(getSession().status).toBe('logged-out');
    // The login page then says the session ended, as after any API call's 401.
    expect(sessionEndedBy()).toBe('server');
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(polls).toBe(0);
  });

  it('stops on 404 (not this customer’s order) and keeps the session', async () => {
    server.otherAnswers.push(() => new Response('{}', { status: 404 }));
    open();
    await settle();
    expect(getSession().status).toBe('logged-in');
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a session', async () => {
    clearSession();
    open();
    await settle();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(states.at(-1)).toBe('closed');
  });

  it('stops cleanly when closed: the request is aborted and nothing runs afterwards', async () => {
    open();
    await settle();
    stream?.close();
    await settle();
    expect(server.connections[0]?.aborted()).toBe(true);
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(polls).toBe(0);
  });
});
