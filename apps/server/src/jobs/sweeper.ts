import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must happen later (ARCHITECTURE.md "Order lifecycle"): accept timeouts, refund retries,
 * payment reconciliation. Each sweep reads its due rows with `FOR UPDATE SKIP LOCKED`, so any number
 * of instances can run the same sweeps; nothing is kept in memory between runs, so a restart loses
 * nothing. `run` returns how many rows it handled.
 */
export type Sweep = { name: string; run(): Promise<number> };

export type Sweeper = {
  /** Runs every sweep once, one after another (tests call this with an injected clock). */
  runOnce(): Promise<Record<string, number>>;
  start(): void;
  stop(): Promise<void>;
};

export function createSweeper({
  sweeps,
  intervalMs,
  log,
}: {
  sweeps: readonly Sweep[];
  intervalMs: number;
  log: FastifyBaseLogger;
}): Sweeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function runOnce() {
    const handled: Record<string, number> = {};
    for (const sweep of sweeps) {
      try {
        handled[sweep.name] = await sweep.run();
      } catch (err) {
        // One sweep failing (a database blip) must not stop the others; the next run tries again.
        log.error({ err, sweep: sweep.name }, 'sweep failed');
        handled[sweep.name] = 0;
      }
    }
    return handled;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
