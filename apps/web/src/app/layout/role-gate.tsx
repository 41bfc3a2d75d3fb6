import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ShieldCheck, Store } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { refreshRole } from '@/lib/refresh-role';
import { useSession } from '@/lib/session';
import { missingRole } from './console-roles';

/**
 * A console page for the role its path needs (console-roles.ts): anyone else who is logged in reads
 * who the page is for instead (the route guard has already sent logged-out visitors to log in).
 * The stored role was read at login; before saying the page is not theirs, it asks the server once
 * per login (ADR 037): an applicant approved since then is a partner and gets the console.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const lacking = missingRole(pathname, session);
  const login = session.status === 'logged-in' ? session.key : undefined;
  const [askedFor, setAskedFor] = useState<string>();
  useEffect(() => {
    if (!lacking || login === undefined || askedFor === login) return;
    let current = true;
    // A failure (offline, say) leaves the stored role: the page then says who it is for.
    refreshRole()
      .catch(() => undefined)
      .finally(() => {
        if (current) setAskedFor(login);
      });
    return () => {
      current = false;
    };
  }, [lacking, login, askedFor]);
  if (!lacking) return children;
  if (askedFor !== login)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-stone-600">
        <Spinner /> Checking your account…
      </p>
    );
  // Only the consoles' roles are ever required (console-roles.ts).
  const page = consolePages[lacking === 'admin' ? 'admin' : 'partner'];
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
      <title>{`For ${page.audience} — RailBite`}</title>
      <page.icon className="mx-auto size-10 text-brand-700" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-stone-900">This page is for {page.audience}</h1>
      <p className="mt-2 text-stone-700">
        {page.text}{' '}
        {lacking === 'partner' && session.status === 'logged-in' && session.roleType === 'admin'
          ? 'Your account is a RailBite support account: the console is for the restaurants themselves.'
          : page.notYours}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClassName('primary')}>
          Back to home
        </Link>
        {lacking === 'partner' && (
          <Link to={paths.partnerStart} className={buttonClassName('secondary')}>
            Partner with RailBite
          </Link>
        )}
      </div>
    </div>
  );
}

/** What each console's page says to an account without its role. */
const consolePages = {
  partner: {
    audience: 'restaurant partners',
    icon: Store,
    text: 'The partner console is where restaurants on RailBite receive and run their orders.',
    notYours: 'Your account is a customer account, so there is nothing for you here.',
  },
  admin: {
    audience: 'RailBite support',
    icon: ShieldCheck,
    text: 'The support console is where RailBite staff record train delays and look after orders.',
    notYours: 'Your account cannot open it.',
  },
};
