export type UpstreamBreakerOptions = {
  now: () => number;
  /** Failures in a row (each of a different request) that make the upstream look down. */
  failuresToOpen: number;
  /** How long an open breaker answers at once without asking the upstream. */
  openMs: number;
};

/**
 * A circuit breaker for one upstream server. It opens on a refused connection at once, or after
 * `failuresToOpen` failures in a row; after `openMs` it lets one probe through (half-open): success
 * closes it, failure opens it again. One bad answer alone never opens it.
 */
export function createUpstreamBreaker({ now, failuresToOpen, openMs }: UpstreamBreakerOptions) {
  let failuresInRow = 0;
  let openUntil = 0;
  let probing = false;

  return {
    /** Whether a request may go upstream now; false means answer "unavailable" without trying. */
    allows(): boolean {
      if (failuresInRow < failuresToOpen) return true;
      if (now() < openUntil || probing) return false;
      probing = true;
      return true;
    },

    /** Milliseconds until the upstream is tried again (the Retry-After of a refused request). */
    retryAfterMs(): number {
      return Math.max(openUntil - now(), 0) || openMs;
    },

    succeeded(): void {
      failuresInRow = 0;
      probing = false;
    },

    failed(kind: 'unreachable' | 'bad answer'): void {
      failuresInRow = kind === 'unreachable' ? failuresToOpen : failuresInRow + 1;
      probing = false;
      if (failuresInRow >= failuresToOpen) openUntil = now() + openMs;
    },
  };
}
