import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { DishAvailabilityList } from './dish-availability-list';
import { OpenNowSwitch } from './open-now-switch';
import { WeeklyHoursForm } from './weekly-hours-form';

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The restaurant's controls: open now, opening hours, each dish's availability and, when the page gives
 * one, the form to report a late or cancelled train.
 */
export function RestaurantControls({
  restaurant,
  trainReport,
}: {
  restaurant: PartnerRestaurant;
  trainReport?: ReactNode;
}) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[2fr_3fr]">
      <title>{`${restaurant.name} · RailBite Partner`}</title>
      <div className="space-y-4">
        <Panel title="Open now">
          <OpenNowSwitch restaurant={restaurant} />
        </Panel>
        <Panel
          title="Opening hours"
          description="Customers can order on these days, between these times, while you are open. A day’s hours may run past midnight."
        >
          <WeeklyHoursForm restaurant={restaurant} />
        </Panel>
        {trainReport && (
          <Panel
            title="Train running late?"
            description="Report a delay or cancellation of a train your station's orders go to: its customers' orders are re-timed, or cancelled and refunded when you can no longer serve them."
          >
            <Suspense fallback={<p className="text-sm text-stone-600">Loading…</p>}>{trainReport}</Suspense>
          </Panel>
        )}
      </div>
      <Panel
        title="Menu"
        description="Add and edit dishes, hide them, or switch one off when it runs out: customers see every change at once."
      >
        <DishAvailabilityList restaurantId={restaurant.restaurantId} />
      </Panel>
    </div>
  );
}
