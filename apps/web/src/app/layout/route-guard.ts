import { isBareAuthPage, isProtectedPath, returnPathOf, paths } from '@/config/paths';
import type { Session } from '@/lib/session';

/**
 * SPEC.md §4 auth gate, evaluated on every path change: where to send this visitor, or null to stay.
 * An unreadable credential counts as logged out, but sends protected paths home rather than to login.
 */
export function guardRedirect(pathname: string, session: Session, state?: unknown): string | null {
  // A server-rendered page is hydrated before the browser's session is read: decide once it is.
  if (session.status === 'unknown') return null;
  if (isProtectedPath(pathname) && session.status !== 'logged-in') {
    return session.status === 'unreadable' ? paths.home : paths.login;
  }
  // Logged in (just now, or already): back to where login was asked for, else home.
  if (isBareAuthPage(pathname) && session.status === 'logged-in') return returnPathOf(state) ?? paths.home;
  return null;
}
