import type { RoleType } from '@railbite/contract/roles';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';

// The role half of the route guard (route-guard.ts sends logged-out visitors of these paths to log
// in). Apart from it, so that only the consoles' own code carries it, not every customer page.

/** The consoles (ARCHITECTURE.md "Roles"): the role a path needs, or null for everyone's pages. */
export function roleRequiredFor(pathname: string): RoleType | null {
  const under = (console: string) => pathname === console || pathname.startsWith(`${console}/`);
  if (under(paths.partnerConsole)) return 'partner';
  if (under(paths.adminConsole)) return 'admin';
  return null;
}

/**
 * The role a logged-in visitor lacks for this path (they see who the page is for, rather than the
 * page), or null. The server refuses the console's API to other roles anyway (403); this is the page.
 */
export function missingRole(pathname: string, session: Session): RoleType | null {
  const required = roleRequiredFor(pathname);
  if (!required || session.status !== 'logged-in') return null;
  return session.roleType === required ? null : required;
}
