import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { UtensilsCrossed } from 'lucide-react';
import { TabList, TabPanel } from '@/components/ui/tabs';

type OffersTab = 'online' | 'dineout';

/** SPEC.md §2 Offers: tabs Order Online and Dineout; Dineout is not offered yet and says so. */
export function OffersTabs({ orderOnline }: { orderOnline: ReactNode }) {
  const idBase = useId();
  const [active, setActive] = useState<OffersTab>('online');
  return (
    <div>
      <TabList
        idBase={idBase}
        label="Offers"
        tabs={[
          { key: 'online', label: 'Order Online' },
          { key: 'dineout', label: 'Dineout' },
        ]}
        active={active}
        onChange={setActive}
      />
      <TabPanel idBase={idBase} tabKey={active} className="pt-5">
        {active === 'online' ? (
          orderOnline
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-4 py-12 text-center">
            <UtensilsCrossed className="size-8 text-stone-400" aria-hidden />
            <h2 className="text-lg font-bold">Dineout is coming soon</h2>
            <p className="max-w-md text-stone-600">
              Table bookings and dine-in deals are not available yet. Until then, every offer on this page is
              for delivery — see Order Online.
            </p>
          </div>
        )}
      </TabPanel>
    </div>
  );
}
