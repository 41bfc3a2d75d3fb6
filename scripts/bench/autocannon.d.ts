// The small part of autocannon's programmatic API (8.x and 9.x) the benches use (the package ships no types).
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    method?: string;
    /** Requests in turn per connection; `setupRequest` may rewrite each one just before it is sent. */
    requests?: { setupRequest?: (request: RequestSpec) => RequestSpec }[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Requests per second over all connections, shared out per connection and paced per second. */
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
    warmup?: { duration?: number; connections?: number };
  }

  interface Result {
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number } | undefined>;
    requests: { total: number; sent: number; average: number };
  }

  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
