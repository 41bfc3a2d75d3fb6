import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  BadgePercent,
  ChevronRight,
  Heart,
  LifeBuoy,
  LogOut,
  MapPin,
  ReceiptText,
  Settings,
  ShieldCheck,
  Store,
  X,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLogout } from '@/features/auth/api/logout';
import { Button, buttonClassName } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';

type AccountDrawerProps = { open: boolean; onClose: () => void; session: Session };

export function AccountDrawer({ open, onClose, session }: AccountDrawerProps) {
  const titleId = useId();
  // Held here, not in the logged-in panel: logging out unmounts that panel before the call settles.
  const logout = useLogout();
  const onLogout = () => {
    void logout.mutateAsync().then(() => {
      onClose();
      toast.success('You have been logged out.');
    });
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} placement="drawer-right">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold">
            {session.status === 'logged-in' ? 'My account' : 'Welcome to RailBite'}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-stone-600 hover:bg-stone-100"
            aria-label="Close account menu"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          {session.status === 'logged-in' ? (
            <LoggedInContent
              session={session}
              onClose={onClose}
              onLogout={onLogout}
              loggingOut={logout.isPending}
            />
          ) : (
            <LoggedOutContent onClose={onClose} />
          )}
        </div>
      </div>
    </ModalDialog>
  );
}

function LoggedInContent({
  session,
  onClose,
  onLogout,
  loggingOut,
}: {
  session: Extract<Session, { status: 'logged-in' }>;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const user = session.user;
  return (
    <>
      <section aria-label="Your details" className="flex items-center gap-4 bg-brand-50 px-5 py-5">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
        >
          {user?.name.charAt(0).toUpperCase() ?? '…'}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{user?.name ?? 'Loading your details…'}</p>
          {user && <p className="truncate text-sm text-stone-700">{user.email}</p>}
          {user && <p className="text-sm text-stone-700">+91 {user.mobile}</p>}
        </div>
      </section>
      <nav aria-label="Account">
        <ul className="py-2">
          {session.roleType === 'partner' && (
            <DrawerLink to={paths.partnerConsole} icon={Store} onNavigate={onClose}>
              Partner console
            </DrawerLink>
          )}
          {session.roleType === 'admin' && (
            <DrawerLink to={paths.adminConsole} icon={ShieldCheck} onNavigate={onClose}>
              Support console
            </DrawerLink>
          )}
          <DrawerLink to={paths.orderHistory} icon={ReceiptText} onNavigate={onClose}>
            Order History
          </DrawerLink>
          <DrawerLink to={paths.addresses} icon={MapPin} onNavigate={onClose}>
            Delivery Addresses
          </DrawerLink>
          <li>
            <span aria-disabled="true" className="flex items-center gap-3 px-5 py-3 text-stone-400">
              <Heart className="size-5" aria-hidden />
              <span className="flex-1">Favorites</span>
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-500">
                Coming soon
              </span>
            </span>
          </li>
          <DrawerLink to={paths.offers} icon={BadgePercent} onNavigate={onClose}>
            Offers &amp; Coupons
          </DrawerLink>
          <DrawerLink to={paths.support} icon={LifeBuoy} onNavigate={onClose}>
            Help &amp; Support
          </DrawerLink>
          <DrawerLink to={paths.accountSettings} icon={Settings} onNavigate={onClose}>
            Account Settings
          </DrawerLink>
          {session.roleType !== 'admin' && (
            <DrawerLink to={paths.partnerStart} icon={Store} onNavigate={onClose}>
              Partner with us
            </DrawerLink>
          )}
        </ul>
      </nav>
      <div className="border-t border-stone-200 px-5 py-4">
        <Button
          variant="secondary"
          className="w-full"
          pending={loggingOut}
          pendingLabel="Logging out…"
          onClick={onLogout}
        >
          <LogOut className="size-4" aria-hidden />
          Logout
        </Button>
      </div>
    </>
  );
}

function LoggedOutContent({ onClose }: { onClose: () => void }) {
  return (
    <div className="px-5 py-6">
      <p className="text-stone-700">
        Log in to order food to your train seat or your door, keep your delivery addresses and follow your
        orders.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.login} onClick={onClose} className={buttonClassName('primary', 'lg')}>
          Sign In
        </Link>
        <Link to={paths.signup} onClick={onClose} className={buttonClassName('secondary', 'lg')}>
          Create Account
        </Link>
        <Link
          to={paths.partnerStart}
          onClick={onClose}
          className="text-center text-sm font-semibold text-brand-700 underline"
        >
          Partner with us
        </Link>
      </div>
      <p className="mt-6 text-xs text-stone-600">
        By continuing, you agree to our{' '}
        <Link to={paths.terms} onClick={onClose} className="underline">
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} onClick={onClose} className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}

function DrawerLink({
  to,
  icon: Icon,
  onNavigate,
  children,
}: {
  to: string;
  icon: LucideIcon;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        className="flex items-center gap-3 px-5 py-3 font-medium hover:bg-stone-100"
      >
        <Icon className="size-5 text-stone-600" aria-hidden />
        <span className="flex-1">{children}</span>
        <ChevronRight className="size-4 text-stone-400" aria-hidden />
      </Link>
    </li>
  );
}
