import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ShieldCheck, Store } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { missingRole } from './console-roles';

/**
 * A console page for the role its path needs (console-roles.ts): anyone else who is logged in reads
 * who the page is for instead (the route guard has already sent logged-out visitors to log in).
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lacking = missingRole(pathname, useSession());
  if (!lacking) return children;
  // Only the consoles' roles are ever required (console-roles.ts).
  const page = consolePages[lacking === 'admin' ? 'admin' : 'partner'];
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
      <title>{`For ${page.audience} — RailBite`}</title>
      <page.icon className="mx-auto size-10 text-brand-700" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-stone-900">This page is for {page.audience}</h1>
      <p className="mt-2 text-stone-700">{page.text}</p>
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
    text: 'The partner console is where restaurants on RailBite receive and run their orders. Your account is a customer account, so there is nothing for you here.',
  },
  admin: {
    audience: 'RailBite support',
    icon: ShieldCheck,
    text: 'The support console is where RailBite staff record train delays and look after orders. Your account cannot open it.',
  },
};
