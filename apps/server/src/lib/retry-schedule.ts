/**
 * Exponential backoff for the sweeps' retries: `baseMs` after the first attempt, doubling with each
 * one, never more than `maxMs` apart.
 */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
}

export function backoffFrom(now: Date, attempt: number, baseMs: number, maxMs: number): Date {
  return new Date(now.getTime() + backoffDelayMs(attempt, baseMs, maxMs));
}
