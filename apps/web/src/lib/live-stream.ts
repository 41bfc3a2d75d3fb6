import { createParser } from 'eventsource-parser';
import type { EventSourceMessage } from 'eventsource-parser';
import { clearSession, getAuthToken } from './session';

/**
 * The browser's end of the API's Server-Sent Events (ARCHITECTURE.md "Live updates"). Not the native
 * EventSource: it cannot send the Authorization header, and it neither backs off nor notices a
 * connection that went silent. This is fetch streaming with eventsource-parser (ADR 020).
 */
export type LiveMessage = EventSourceMessage;

/**
 * `connecting`: waiting to connect again, or for the first byte; `open`: bytes are arriving; `polling`: streams keep
 * failing (a buffering proxy, say), so `onPoll` runs on an interval while the stream is still retried;
 * `closed`: closed by its owner, or the server will not stream to us (401, 403, 404).
 */
export type LiveStreamState = 'connecting' | 'open' | 'polling' | 'closed';

export const liveStreamTiming = {
  /** Until the server sends `retry:`. */
  retryMs: 3_000,
  maxRetryMs: 30_000,
  /** The server's first line arrives at once; a stream that says nothing for this long never will. */
  firstByteTimeoutMs: 10_000,
  /** Three missed heartbeats (the server sends one every 15 s): the connection is dead. */
  heartbeatTimeoutMs: 45_000,
  /** Connections in a row that delivered nothing before the page falls back to polling. */
  failuresBeforePolling: 3,
  pollIntervalMs: 10_000,
};
export type LiveStreamTiming = typeof liveStreamTiming;

export type LiveStreamOptions = {
  url: string;
  /** Resume after this event: sent as Last-Event-ID from the first connection on. */
  lastEventId?: string | undefined;
  onMessage: (message: LiveMessage) => void;
  /** While polling: fetch what the stream would have brought (called at once, then on an interval). */
  onPoll: () => void;
  onStateChange?: (state: LiveStreamState) => void;
  timing?: Partial<LiveStreamTiming>;
  /** Tests pass their own. */
  fetch?: typeof fetch;
  /** 0–1, spreads reconnections so a restarted server is not hit by every browser at once. */
  random?: () => number;
};

export type LiveStream = { close: () => void; readonly lastEventId: string | undefined };

/** How one connection ended: `heard` when bytes arrived, so streaming works here; `refused` is final. */
type ConnectionEnd = 'heard' | 'silent' | 'refused';

/** Statuses after which asking again cannot help: the page's own request shows why. */
const finalStatuses = new Set([401, 403, 404]);

/** Retry-After in seconds (the form the API sends), as milliseconds; 0 when absent or unreadable. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const timing = { ...liveStreamTiming, ...options.timing };
  const fetchStream = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const random = options.random ?? Math.random;
  let lastEventId = options.lastEventId;
  let retryMs = timing.retryMs;
  let silentFailures = 0;
  /** The server's Retry-After for the next attempt, if its last answer gave one. */
  let waitAtLeastMs = 0;
  let state: LiveStreamState | undefined;
  let closed = false;
  let controller: AbortController | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (next: LiveStreamState) => {
    if (state === next) return;
    state = next;
    options.onStateChange?.(next);
  };

  const startPolling = () => {
    if (pollTimer !== undefined) return;
    setState('polling');
    options.onPoll();
    pollTimer = setInterval(options.onPoll, timing.pollIntervalMs);
  };

  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  /** One connection, from the request to the end of its body. */
  async function connectOnce(): Promise<ConnectionEnd> {
    const token = getAuthToken();
    if (!token) return 'refused';
    const connection = new AbortController();
    controller = connection;
    let heard = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const armWatchdog = (ms: number) => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        connection.abort();
      }, ms);
    };
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined) lastEventId = message.id;
        options.onMessage(message);
      },
      onRetry: (ms) => {
        retryMs = ms;
      },
    });

    armWatchdog(timing.firstByteTimeoutMs);
    try {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      };
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const response = await fetchStream(options.url, {
        headers,
        signal: connection.signal,
        cache: 'no-store',
      });
      if (finalStatuses.has(response.status)) {
        // As every API call does on a 401: the session is over (lib/api-client.ts).
        if (response.status === 401) clearSession('server');
        return 'refused';
      }
      const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
      if (!response.ok || !isStream || !response.body) {
        // 429 (too many streams for this account) and 503 (a busy server) say when to come back.
        waitAtLeastMs = retryAfterMs(response.headers.get('retry-after'));
        return 'silent';
      }

      const reader = response.body.getReader();
      // Ends the read below when the watchdog or close() aborts, even if this fetch ignores the signal.
      connection.signal.addEventListener('abort', () => {
        reader.cancel().catch(() => undefined);
      });
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        armWatchdog(timing.heartbeatTimeoutMs);
        if (!heard) {
          heard = true;
          silentFailures = 0;
          stopPolling();
          setState('open');
        }
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network error, or the watchdog's abort: either way the connection is gone.
    } finally {
      clearTimeout(watchdog);
      connection.abort();
    }
    return heard ? 'heard' : 'silent';
  }

  /** One connection, then the next one scheduled (close() cancels it). */
  async function run() {
    if (pollTimer === undefined) setState('connecting');
    const end = await connectOnce();
    if (closed) return;
    if (end === 'refused') {
      close();
      return;
    }
    if (end === 'silent') silentFailures += 1;
    if (silentFailures >= timing.failuresBeforePolling) startPolling();
    // No longer open from the moment the connection ended, through the wait before the next one.
    else if (pollTimer === undefined) setState('connecting');
    // Doubles with each silent connection in a row, spread by ±25 %; never sooner than Retry-After.
    const backoff = Math.min(timing.maxRetryMs, retryMs * 2 ** silentFailures) * (0.75 + random() * 0.5);
    reconnectTimer = setTimeout(() => void run(), Math.max(backoff, waitAtLeastMs));
    waitAtLeastMs = 0;
  }

  function close() {
    closed = true;
    clearTimeout(reconnectTimer);
    stopPolling();
    controller?.abort();
    setState('closed');
  }

  void run();
  return {
    close,
    get lastEventId() {
      return lastEventId;
    },
  };
}
