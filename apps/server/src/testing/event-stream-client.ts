import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { vi } from 'vitest';

/** One parsed Server-Sent Events message. */
export type StreamMessage = { event: string; id: string | undefined; data: string };

export type ParsedMessage<T> = { event: string; id: number; data: T };

export type EventStreamClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw text received so far. */
  text(): string;
  messages: StreamMessage[];
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
  let buffer = '';
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
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    raw += chunk;
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      parseBlock(buffer.slice(0, end), client);
      buffer = buffer.slice(end + 2);
    }
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

function parseBlock(block: string, client: EventStreamClient) {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
    else {
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') client.retries.push(Number(value));
    }
  }
  if (data.length > 0) client.messages.push({ event, id, data: data.join('\n') });
}
