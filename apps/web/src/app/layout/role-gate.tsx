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
  if (lacking === 'admin')
    return (
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
        <title>For RailBite support — RailBite</title>
        <ShieldCheck className="mx-auto size-10 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-xl font-bold text-stone-900">This page is for RailBite support</h1>
        <p className="mt-2 text-stone-700">
          The support console is where RailBite staff record train delays and look after orders. Your account
          cannot open it.
        </p>
        <Link to={paths.home} className={`${buttonClassName('primary')} mt-5`}>
          Back to home
        </Link>
      </div>
    );
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
      <title>For restaurant partners — RailBite</title>
      <Store className="mx-auto size-10 text-brand-700" aria-hidden />
      <h1 className="mt-3 text-xl font-bold text-stone-900">This page is for restaurant partners</h1>
      <p className="mt-2 text-stone-700">
        The partner console is where restaurants on RailBite receive and run their orders. Your account is a
        customer account, so there is nothing for you here.
      </p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClassName('primary')}>
          Back to home
        </Link>
        <Link to={paths.partnerStart} className={buttonClassName('secondary')}>
          Partner with RailBite
        </Link>
      </div>
    </div>
  );
}
