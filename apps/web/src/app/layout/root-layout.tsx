import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { isBareAuthPage } from '@/config/paths';
import { saveUser, sessionEndedBy, useSession } from '@/lib/session';
import type { LoginReturn } from '@/lib/login-return';
import { paths } from '@/config/paths';
import { dismissErrorToasts } from '@/lib/toast';
import { Header } from './header';
import { PlaceChooserHost } from './place-chooser-host';
import { guardRedirect } from './route-guard';

export function RootLayout() {
  const location = useLocation();
  const { pathname, search } = location;
  // Navigation state is whatever a page put there: `unknown` until the guard has checked it.
  const state: unknown = location.state;
  const session = useSession();
  // Re-read the user once per session start: keeps the drawer current, and a dead token (401) logs out.
  const me = useMe(session.status === 'logged-in' ? session.key : undefined);
  useEffect(() => {
    if (me.data) saveUser(me.data.data);
  }, [me.data]);

  useEffect(() => {
    dismissErrorToasts();
  }, [pathname]);

  const redirect = guardRedirect(pathname, session, state);
  // Sent to log in on the way somewhere: the login page says why and the guard brings them back. Not
  // after logging out here: nothing was interrupted.
  const ended = sessionEndedBy();
  if (redirect === paths.login && ended !== 'logout') {
    const back: LoginReturn = {
      from: pathname + search,
      reason: ended === 'server' ? 'session-ended' : 'protected',
    };
    return <Navigate to={redirect} replace state={back} />;
  }
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {!isBareAuthPage(pathname) && <Header session={session} />}
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      {/* New pages start at the top; going back restores where you were. */}
      <ScrollRestoration />
      <PlaceChooserHost />
    </div>
  );
}
