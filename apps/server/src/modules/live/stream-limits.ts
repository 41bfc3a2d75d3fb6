import { errorCodes } from '@railbite/contract/common';
import { AppError, RateLimitedError } from '../../lib/errors.ts';

/** After a refusal, when to try again: streams of others end or fail over within seconds. */
const retryAfterSeconds = 10;

/**
 * Caps the streams open at once, per user (a user's tabs and devices) and per process (each holds a
 * connection, and connections are capped by MAX_CONNECTIONS). Counting only: a slot is taken before a
 * stream opens and given back when it ends.
 */
export function createStreamLimits({
  maxStreams,
  maxStreamsPerUser,
}: {
  maxStreams: number;
  maxStreamsPerUser: number;
}) {
  const perUser = new Map<number, number>();
  let total = 0;

  return {
    /** Takes a slot for `userId` (429 past the user's cap, 503 past the process's); call the result to free it. */
    acquire(userId: number): () => void {
      const held = perUser.get(userId) ?? 0;
      if (held >= maxStreamsPerUser)
        throw new RateLimitedError(
          'Too many live updates are open for your account. Close another tab and try again.',
          retryAfterSeconds,
        );
      if (total >= maxStreams)
        throw new AppError(
          503,
          errorCodes.serviceUnavailable,
          'Live updates are busy right now. Please try again shortly.',
          undefined,
          { 'retry-after': String(retryAfterSeconds) },
        );
      perUser.set(userId, held + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      };
    },

    openCount: () => total,
  };
}

export type StreamLimits = ReturnType<typeof createStreamLimits>;
