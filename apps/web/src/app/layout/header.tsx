import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BadgePercent, CircleUserRound, LifeBuoy, TrainFront } from 'lucide-react';
import { lazyPart, PartBoundary } from '@/components/lazy-part';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useRenderedView } from '@/lib/hydration';
import type { Session } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePushSetup } from '@/lib/push/use-push-setup';
import { HeaderPlaceButton } from './header-place-button';

// Loaded on demand (ADR 012): the address menu and cart link exist only for a logged-in visitor and
// bring the local-storage schemas (zod) with them; the drawer's code is needed once it is opened.
// The service worker keeps their chunks with the app shell (ADR 033); a part whose code still cannot
// be loaded fails in its place, not the page (components/lazy-part).
const HeaderAddressMenu = lazyPart(() =>
  import('@/features/addresses/components/header-address-menu').then((m) => m.HeaderAddressMenu),
);
const HeaderCartLink = lazyPart(() =>
  import('@/features/cart/components/header-cart-link').then((m) => m.HeaderCartLink),
);
const AccountDrawer = lazyPart(() => import('./account-drawer').then((m) => m.AccountDrawer));

export const accountMenuUnavailable = 'Could not open the menu — check your connection';

const navItem =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold sm:px-2.5 text-stone-700 hover:bg-stone-100 hover:text-stone-900';

export function Header({ session }: { session: Session }) {
  const hydrating = useRenderedView() !== null;
  // A part whose code did not load tries again on the next page.
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own focus return and transitions.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const loggedIn = session.status === 'logged-in';
  // The lazily loaded parts join after hydration: the server's render cannot wait for their code, and
  // the browser must hydrate exactly what the server rendered (ADR 014).
  const withCustomerParts = loggedIn && !hydrating;
  const firstName = loggedIn ? session.user?.name.split(' ')[0] : undefined;
  usePushSetup(withCustomerParts);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-6"
      >
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">
          {/* On phones the header needs the room for the delivery address or place: the mark stays. */}
          <Logo className="shrink-0 max-sm:[&>span]:hidden" />
          {/* A visitor's chosen place; a customer's is the address menu, once it has loaded (ADR 025). */}
          {!loggedIn && <HeaderPlaceButton />}
          {withCustomerParts && (
            <PartBoundary retryKey={pathname}>
              <Suspense>
                <HeaderAddressMenu />
              </Suspense>
            </PartBoundary>
          )}
        </div>
        <ul className="flex items-center gap-0.5 sm:gap-1">
          <li>
            <Link to={paths.train} className={navItem}>
              <TrainFront className="size-5" aria-hidden />
              <span className="sr-only sm:not-sr-only">Train</span>
            </Link>
          </li>
          <li>
            <Link to={paths.offers} className={navItem}>
              <BadgePercent className="size-5" aria-hidden />
              <span className="sr-only sm:not-sr-only">Offers</span>
              <span className="hidden rounded bg-brand-700 px-1.5 py-0.5 text-[10px] leading-none font-bold text-white lg:inline">
                NEW
              </span>
            </Link>
          </li>
          <li>
            <Link to={paths.support} className={navItem}>
              <LifeBuoy className="size-5" aria-hidden />
              <span className="sr-only sm:not-sr-only">Help</span>
            </Link>
          </li>
          {withCustomerParts && (
            <li>
              <PartBoundary retryKey={pathname}>
                <Suspense>
                  <HeaderCartLink className={navItem} />
                </Suspense>
              </PartBoundary>
            </li>
          )}
          <li>
            <button
              type="button"
              className={navItem}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <CircleUserRound className="size-6" aria-hidden />
              <span className="sr-only sm:not-sr-only">
                {firstName ?? (loggedIn || session.status === 'unknown' ? 'Account' : 'Sign in')}
              </span>
              {firstName && <span className="sr-only"> — open account menu</span>}
            </button>
          </li>
        </ul>
      </nav>
      {drawerWanted && (
        // Its code did not load: the button stays as it was, and the next tap loads it again.
        <PartBoundary
          onLoadError={() => {
            setDrawerWanted(false);
            setDrawerOpen(false);
            toast.error(accountMenuUnavailable);
          }}
        >
          <Suspense>
            <AccountDrawer
              open={drawerOpen}
              onClose={() => {
                setDrawerOpen(false);
              }}
              session={session}
            />
          </Suspense>
        </PartBoundary>
      )}
    </header>
  );
}
