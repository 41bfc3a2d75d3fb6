import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { RoleGate } from '../layout/role-gate';
import { PageLoading } from './page-loading';

// The console's code is a chunk of its own, loaded by this page's: the home page's JavaScript carries
// a table of the chunks each page loads, and the console's would be a long entry in it (ADR 012).
const PartnerConsole = lazy(() =>
  import('@/features/partner-console/components/partner-console').then((module) => ({
    default: module.PartnerConsole,
  })),
);

const TrainRunForm = lazy(() =>
  import('@/features/train-runs/components/train-run-form').then((module) => ({
    default: module.TrainRunForm,
  })),
);

/**
 * The partner console (ARCHITECTURE.md "Roles", issue 16), rendered in the browser and loaded on
 * demand: the live order board at /partner, the restaurant's controls at /partner/restaurant.
 */
export function PartnerConsoleRoute() {
  const { pathname } = useLocation();
  const section = pathname.replace(/\/$/, '') === paths.partnerRestaurant ? 'restaurant' : 'orders';
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
      <RoleGate>
        <Suspense fallback={<PageLoading />}>
          <PartnerConsole section={section} trainReport={<TrainRunForm reporter="partner" />} />
        </Suspense>
      </RoleGate>
    </main>
  );
}
