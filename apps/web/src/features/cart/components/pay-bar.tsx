import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';

/**
 * Where the Pay button lives. Below `lg` the page is one column and the button would sit under the
 * whole order and bill, out of sight on a phone (issue 15): there it is held in a bar fixed to the
 * bottom of the screen, with the Grand Total beside it, clear of the home indicator (safe-area inset).
 * The bar's own box stays in the page flow with the bar's height, so the end of the page scrolls out
 * from under it. From `lg` the checkout column is sticky beside the order and the button stays in it.
 */
export function PayBar({ total, children }: { total: number; children: ReactNode }) {
  return (
    <div className="max-lg:h-[calc(6.75rem+env(safe-area-inset-bottom))]">
      <div
        data-testid="pay-bar"
        className="max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:px-4 max-lg:pt-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
      >
        <div className="mx-auto flex max-w-5xl items-start gap-4">
          <p className="shrink-0 lg:hidden">
            <span className="block text-xs text-stone-600">Grand Total</span>
            <span className="block text-lg leading-tight font-bold text-stone-900">
              {formatRupees(total)}
            </span>
          </p>
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      </div>
    </div>
  );
}
