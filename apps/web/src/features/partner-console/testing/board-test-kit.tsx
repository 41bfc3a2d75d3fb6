import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PartnerOrder } from '@railbite/contract/partner';
import { clearSession, saveCredential } from '@/lib/session';
import { errorResponse, jsonResponse } from '@/testing/partner-fixtures';
import { OrderBoard } from '../components/order-board';

/** What the tests of the order board share: a fake API, the board rendered, and its parts found. */

export type Sent = { method: string; url: string; body: unknown };

/** Records the new-order chime: a page may play sound once the person has touched it. */
export class FakeAudioContext {
  static started: number[] = [];
  state = 'suspended';
  currentTime = 0;
  destination = {};
  addEventListener() {}
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const ramp = () => undefined;
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
  createOscillator() {
    return {
      type: '',
      frequency: { setValueAtTime: () => undefined },
      connect: (node: unknown) => node,
      start: (at: number) => FakeAudioContext.started.push(at),
      stop: () => undefined,
    };
  }
}

/** One request for the board's stream: where it went, what it resumed after, and whether it was closed. */
export type StreamConnection = { url: string; lastEventId: string | null; closed: () => boolean };

/**
 * The board's live stream (GET partner/events) as the test drives it: each request gets a stream the
 * test writes messages to, or, once `blocked`, a proxy's error page.
 */
export function fakeBoardStream() {
  const encoder = new TextEncoder();
  const connections: StreamConnection[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = {
    connections,
    blocked: false,
    /** What the server asks the browser to wait before reconnecting (`retry:`). */
    retryMs: 3000,
    respond(url: string, init: RequestInit | undefined): Response {
      if (stream.blocked) return new Response('<html>Bad gateway</html>', { status: 502 });
      const signal = init?.signal;
      connections.push({
        url,
        lastEventId: new Headers(init?.headers).get('last-event-id'),
        closed: () => signal?.aborted ?? false,
      });
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          c.enqueue(encoder.encode(`retry: ${String(stream.retryMs)}\n\n`));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    /** One message on the latest connection: the order's board view after event `eventId`. */
    send(order: PartnerOrder, eventId: number) {
      const message = `event: order\nid: ${String(eventId)}\ndata: ${JSON.stringify(order)}\n\n`;
      controller?.enqueue(encoder.encode(message));
    },
    /** The server ends the latest connection (a restart, a proxy's timeout). */
    end() {
      controller?.close();
    },
  };
  return stream;
}

const listPath = '/api/partner/get-orders';
const streamPath = '/api/partner/events';

/**
 * The API as the board sees it: its orders on GET (with `lastEventId`), its live stream, and `answer`
 * for every action.
 */
export function fakeBoardApi({ serverAheadMs = 0 } = {}) {
  const api = {
    orders: [] as PartnerOrder[],
    lastEventId: 1,
    sent: [] as Sent[],
    answer: (_sent: Sent): Promise<Response> => errorResponse(500, 'INTERNAL_ERROR', 'unexpected'),
  };
  const stream = fakeBoardStream();
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.startsWith(streamPath)) return Promise.resolve(stream.respond(url, init));
    const sent = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    api.sent.push(sent);
    if (sent.method === 'GET' && sent.url.startsWith(listPath)) {
      return jsonResponse(200, {
        success: true,
        data: api.orders,
        serverTime: new Date(Date.now() + serverAheadMs).toISOString(),
        lastEventId: api.lastEventId,
      });
    }
    return api.answer(sent);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    api,
    stream,
    boardLoads: () =>
      api.sent.filter((sent) => sent.method === 'GET' && sent.url.startsWith(listPath)).length,
  };
}

/** Once the board's stream is open and says so. */
export async function boardIsLive() {
  await waitFor(() => {
    expect(screen.getByText('Live', { exact: true })).toBeTruthy();
  });
}

/** Wide screens show four columns; phones one column at a time with tabs. */
export function viewport(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

let client: QueryClient | undefined;

/** The board of restaurant 7; returns its query client (to refetch as the timer would). */
export function renderBoard(): QueryClient {
  const boardClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client = boardClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={boardClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<OrderBoard restaurantId={7} />, { wrapper });
  return boardClient;
}

/** The board's own live region (toasts are status regions too). */
export const liveRegion = () => within(screen.getByRole('region', { name: 'Orders' })).getByRole('status');
/** A column on a wide screen, by its title. */
export const column = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

/** The order as the server answers once the kitchen accepted it with 25 minutes. */
export const accepted = (order: PartnerOrder): PartnerOrder => ({
  ...order,
  status: 'preparing',
  column: 'preparing',
  acceptBy: null,
  preparationMinutes: 25,
  readyBy: '2026-11-21T15:10:00.000Z',
});

/** A logged-in partner on a wide screen before each test; nothing left behind after it. */
export function setUpBoardTests() {
  beforeEach(() => {
    saveCredential({ token: 't', roleType: 'partner' });
    viewport(true);
  });
  afterEach(() => {
    cleanup();
    client?.clear();
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
