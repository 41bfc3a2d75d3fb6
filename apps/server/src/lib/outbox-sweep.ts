import type { Sweep } from '../jobs/sweeper.ts';
import { backoffFrom } from './retry-schedule.ts';

// What the message outboxes (SMS, Web Push) share: a failed send is given up when the refusal is final
// and tried again later otherwise, and a run sends the due messages it claimed one by one.

export type RetrySchedule = { baseMs: number; maxMs: number };

/** The outcome a failed send leaves on its row. */
export function failedAttempt(
  error: unknown,
  permanent: boolean,
  { now, attempts, retry }: { now: Date; attempts: number; retry: RetrySchedule },
) {
  const lastError = error instanceof Error ? error.message : 'unknown error';
  return permanent
    ? { state: 'failed' as const, lastError }
    : {
        state: 'pending' as const,
        lastError,
        nextAttemptAt: backoffFrom(now, attempts, retry.baseMs, retry.maxMs),
      };
}

/** A sweep that claims the due messages and sends each; it answers how many were sent. */
export function outboxSweep<Message>(
  name: string,
  claimDue: () => Promise<Message[]>,
  send: (message: Message) => Promise<boolean>,
): Sweep {
  return {
    name,
    async run() {
      let sent = 0;
      for (const message of await claimDue()) if (await send(message)) sent += 1;
      return sent;
    },
  };
}
