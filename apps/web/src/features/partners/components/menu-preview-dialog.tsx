import { useId } from 'react';
import { Star, X } from 'lucide-react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatRupees } from '@/lib/format';
import type { MenuCategory } from '@railbite/contract/partner-application';

/** The menu as customers will see it: veg marks, prices, bestseller tags; new dishes show as unrated. */
export function MenuPreviewDialog({
  open,
  onClose,
  restaurantName,
  categories,
}: {
  open: boolean;
  onClose: () => void;
  restaurantName: string;
  categories: MenuCategory[];
}) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} placement="top-sheet">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold">
            Menu preview{restaurantName ? `: ${restaurantName}` : ''}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close preview"
            className="rounded-lg p-2 text-stone-600 hover:bg-stone-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4">
          {categories.map((category) => (
            <section key={category.id} aria-label={category.name}>
              <h3 className="text-base font-bold">
                {category.name} ({category.dishes.length})
              </h3>
              {category.dishes.length === 0 && <p className="text-sm text-stone-500">No dishes yet.</p>}
              <ul className="divide-y divide-stone-100">
                {category.dishes.map((item) => {
                  const veg = item.mealCategory === 'Veg';
                  const egg = item.mealCategory === 'Egg';
                  return (
                    <li key={item.id} className={`py-3 ${item.isAvailable ? '' : 'opacity-60'}`}>
                      <div className="flex items-center gap-2">
                        <span
                          role="img"
                          aria-label={veg ? 'Veg' : egg ? 'Egg' : 'Non-veg'}
                          className={`flex size-4 items-center justify-center border-2 ${veg ? 'border-green-700' : egg ? 'border-amber-600' : 'border-red-700'}`}
                        >
                          <span
                            className={`size-1.5 rounded-full ${veg ? 'bg-green-700' : egg ? 'bg-amber-600' : 'bg-red-700'}`}
                          />
                        </span>
                        {item.isBestseller && (
                          <span className="rounded bg-amber-100 px-1.5 text-xs font-bold text-amber-800">
                            Bestseller
                          </span>
                        )}
                      </div>
                      <p className="mt-1 font-semibold">{item.name}</p>
                      <p className="text-sm font-medium">{formatRupees(item.price)}</p>
                      <p className="flex items-center gap-1 text-xs text-stone-600">
                        <Star className="size-3 text-stone-400" aria-hidden />
                        New — not yet rated
                      </p>
                      {item.description && <p className="mt-1 text-sm text-stone-600">{item.description}</p>}
                      {!item.isAvailable && (
                        <p className="text-xs font-semibold text-stone-500">Not Available</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </ModalDialog>
  );
}
