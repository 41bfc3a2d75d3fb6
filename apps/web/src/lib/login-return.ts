import { returnPathOf } from '@/config/paths';

/**
 * Why someone was sent to /login and where they were (issue 15): the login page says why, and the route
 * guard takes them back there once logged in (config/paths.ts `returnPathOf`). Carried in the
 * history entry's state, never in the URL, so no link from outside can set it.
 */
export type LoginReason = 'protected' | 'add-to-cart' | 'session-ended';
export type LoginReturn = { from: string; reason: LoginReason };

const reasons: readonly LoginReason[] = ['protected', 'add-to-cart', 'session-ended'];

export function readLoginReturn(state: unknown): LoginReturn | undefined {
  const from = returnPathOf(state);
  const reason = (state as { reason?: unknown } | null)?.reason;
  if (from === undefined || !reasons.includes(reason as LoginReason)) return undefined;
  return { from, reason: reason as LoginReason };
}
