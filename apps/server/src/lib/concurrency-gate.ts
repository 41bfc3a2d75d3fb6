import { errorCodes } from '@railbite/contract/common';
import { AppError } from './errors.ts';

/** At most `maxActive` pieces of work run at once and `maxQueued` wait; the rest are refused. */
export type GateLimits = { maxActive: number; maxQueued: number };

/** A run of the work behind a gate, or a refusal when it is full. */
export type ConcurrencyGate = { run<T>(work: () => Promise<T>): Promise<T> };

/** Lets every piece of work through at once (where something else bounds the work). */
export const openGate: ConcurrencyGate = { run: (work) => work() };

/** 503 with Retry-After: the work is refused before it starts, so a retry is safe. */
export class ServiceBusyError extends AppError {
  constructor(retryAfterSeconds = 1) {
    super(
      503,
      errorCodes.serviceUnavailable,
      'The service is busy. Please try again shortly.',
      { retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    );
    this.name = 'ServiceBusyError';
  }
}

/** Runs a callback later; the gate starts work through it. */
export type Defer = (callback: () => void) => void;

/**
 * Work starts on a later turn of the event loop, never in the turn that asked for it. Work that blocks
 * the thread (PGlite's queries run in it) would otherwise run inside the turn that reads the requests:
 * each received request would run its work before the next one is even read, so the gate would never
 * see more than one at a time, and a request behind them (a health check, say) would wait for all of
 * them. Started later, every received request reaches the gate first (the excess is refused) and the
 * cheap ones are answered between two pieces of blocking work.
 */
const nextTurn: Defer = (callback) => {
  setImmediate(callback);
};

/**
 * Bounds how much of one kind of work runs and waits at once: beyond `maxActive` running and
 * `maxQueued` waiting, `run` refuses at once with ServiceBusyError, so a flood of one expensive request
 * costs its senders fast 503s instead of stalling every other request. Waiters start in arrival order.
 */
export function createConcurrencyGate(
  { maxActive, maxQueued }: GateLimits,
  defer: Defer = nextTurn,
): ConcurrencyGate {
  if (!Number.isInteger(maxActive) || maxActive < 1) throw new Error('maxActive must be a whole number ≥ 1');
  if (!Number.isInteger(maxQueued) || maxQueued < 0) throw new Error('maxQueued must be a whole number ≥ 0');
  let active = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    // The slot stays taken and passes to the waiter, so nothing arriving meanwhile can jump the queue.
    if (next) defer(next);
    else active -= 1;
  }

  return {
    async run(work) {
      if (active < maxActive) {
        active += 1;
        await new Promise<void>((resolve) => {
          defer(resolve);
        });
      } else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new ServiceBusyError();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
