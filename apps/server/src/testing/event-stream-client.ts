import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { vi } from 'vitest';
import { createSseParser } from './sse-parser.ts';
import type { SseMessage } from './sse-parser.ts';

export type ParsedMessage<T> = { event: string; id: number; data: T };

export type EventStreamClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw text received so far. */
  text(): string;
  messages: SseMessage[];
  /** The `retry:` values and comment lines received, in order. */
  retries: number[];
  comments: string[];
  /** Whether the server ended the response (or the connection went away). */
  ended(): boolean;
  /** Waits for the next `count` messages not taken yet (within a bound); their data parsed as JSON. */
  nextMessages<T>(count: number, timeoutMs?: number): Promise<ParsedMessage<T>[]>;
  close(): void;
};

/**
 * Opens a stream over a real connection (inject cannot stream) and parses it as the browser would:
 * blocks separated by a blank line, `field: value` lines, `:` comments.
 */
export async function openEventStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const request = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
  let raw = '';
  let ended = false;
  let consumed = 0;
  const client: EventStreamClient = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    text: () => raw,
    messages: [],
    retries: [],
    comments: [],
    ended: () => ended,
    async nextMessages<T>(count: number, timeoutMs = 5_000): Promise<ParsedMessage<T>[]> {
      await vi.waitFor(
        () => {
          if (client.messages.length < consumed + count)
            throw new Error(`${String(client.messages.length - consumed)} of ${String(count)} messages`);
        },
        { timeout: timeoutMs, interval: 10 },
      );
      const taken = client.messages.slice(consumed, consumed + count);
      consumed += count;
      return taken.map((message) => ({
        event: message.event,
        id: Number(message.id),
        data: JSON.parse(message.data) as T,
      }));
    },
    close() {
      request.destroy();
    },
  };
  const feed = createSseParser({
    onMessage: (message) => client.messages.push(message),
    onComment: (text) => client.comments.push(text),
    onRetry: (ms) => client.retries.push(ms),
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    raw += chunk;
    feed(chunk);
  });
  const markEnded = () => {
    ended = true;
  };
  response.once('end', markEnded);
  response.once('close', markEnded);
  response.on('error', () => {});
  request.on('error', () => {});
  return client;
}
