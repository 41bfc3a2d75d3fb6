import { PartnerConsole } from '@/features/partner-console/components/partner-console';
import type { ConsoleSection } from '@/features/partner-console/components/partner-console';
import { RoleGate } from '../layout/role-gate';

function PartnerConsolePage({ section }: { section: ConsoleSection }) {
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
      <RoleGate>
        <PartnerConsole section={section} />
      </RoleGate>
    </main>
  );
}

/** The partner console (ARCHITECTURE.md "Roles", issue 16): rendered in the browser, loaded on demand. */
export function PartnerBoardRoute() {
  return <PartnerConsolePage section="orders" />;
}

export function PartnerRestaurantRoute() {
  return <PartnerConsolePage section="restaurant" />;
}
