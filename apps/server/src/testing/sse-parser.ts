/** One Server-Sent Events message as a browser dispatches it. */
export type SseMessage = { event: string; id: string | undefined; data: string };

export type SseHandlers = {
  onMessage(message: SseMessage): void;
  onComment?(text: string): void;
  onRetry?(ms: number): void;
};

/**
 * Parses a text/event-stream fed in chunks as they arrive: blocks end with a blank line, lines are
 * `field: value`, lines starting with `:` are comments (the server's heartbeats). Returns the feed.
 */
export function createSseParser(handlers: SseHandlers): (chunk: string) => void {
  let buffer = '';
  const parseBlock = (block: string) => {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        handlers.onComment?.(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') handlers.onRetry?.(Number(value));
    }
    if (data.length > 0) handlers.onMessage({ event, id, data: data.join('\n') });
  };
  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  };
}
