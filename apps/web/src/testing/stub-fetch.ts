import { vi } from 'vitest';

/** A request a component sent, its JSON body parsed. */
export type SentRequest = { method: string; url: string; body: unknown };

/**
 * Replaces `fetch` with `respond` for the test (undone by `vi.unstubAllGlobals()`), keeping every
 * request in the returned list, so a test can answer by URL and check what was sent.
 */
export function stubFetch(respond: (sent: SentRequest) => Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const request = {
        method: init?.method ?? 'GET',
        url: input instanceof Request ? input.url : input.toString(),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      sent.push(request);
      return respond(request);
    }),
  );
  return sent;
}
