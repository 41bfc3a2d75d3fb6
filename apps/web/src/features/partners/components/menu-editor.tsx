import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, Eye, Trash2 } from 'lucide-react';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { useOnboarding } from '../hooks/use-onboarding';
import type { PartnerMenuCategory } from '../utils/onboarding-data';
import { MenuItemForm } from './menu-item-form';
import { MenuPreviewDialog } from './menu-preview-dialog';
import { OnboardingLayout } from './onboarding-layout';

/** Step 3: a local editor of categories and dishes, with a customer-style preview (SPEC.md §2). */
export function MenuEditor() {
  const [data, update] = useOnboarding();
  const navigate = useNavigate();
  const [categoryName, setCategoryName] = useState('');
  const [categoryError, setCategoryError] = useState<string>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const menu = data.menu;
  const dishCount = menu.reduce((sum, category) => sum + category.items.length, 0);
  const setMenu = (change: (menu: PartnerMenuCategory[]) => PartnerMenuCategory[]) => {
    update((current) => ({ ...current, menu: change(current.menu) }));
  };
  const changeCategory = (id: string, change: (category: PartnerMenuCategory) => PartnerMenuCategory) => {
    setMenu((current) => current.map((category) => (category.id === id ? change(category) : category)));
  };

  return (
    <OnboardingLayout
      step={3}
      completed={data.completedStep}
      title="Menu setup"
      intro="Group your dishes into categories. You can change the menu any time after you go live."
    >
      <form
        noValidate
        className="flex flex-wrap items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const name = categoryName.trim();
          if (!name) {
            setCategoryError('Enter a category name');
            return;
          }
          setMenu((current) => [...current, { id: crypto.randomUUID(), name, items: [], expanded: true }]);
          setCategoryName('');
          setCategoryError(undefined);
        }}
      >
        <TextField
          label="New category"
          placeholder="e.g. Noodles, Starters, Desserts"
          className="min-w-0 flex-1"
          value={categoryName}
          error={categoryError}
          onChange={(event) => {
            setCategoryName(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" className="sm:mt-7">
          Add category
        </Button>
      </form>

      {menu.length === 0 && (
        <p className="rounded-2xl bg-white px-4 py-8 text-center text-stone-600">
          No categories yet. Add your first one above.
        </p>
      )}
      <ul className="space-y-4">
        {menu.map((category) => (
          <li key={category.id} className="rounded-2xl border border-stone-200 bg-white shadow-sm">
            <div className="flex items-center justify-between gap-2 px-4 py-3">
              <button
                type="button"
                aria-expanded={category.expanded}
                onClick={() => {
                  changeCategory(category.id, (c) => ({ ...c, expanded: !c.expanded }));
                }}
                className="flex min-w-0 flex-1 items-center gap-2 text-left font-bold"
              >
                <ChevronDown
                  className={`size-4 shrink-0 transition-transform ${category.expanded ? '' : '-rotate-90'}`}
                  aria-hidden
                />
                <span className="truncate">{category.name}</span>
                <span className="shrink-0 text-sm font-normal text-stone-500">
                  ({category.items.length} {category.items.length === 1 ? 'dish' : 'dishes'})
                </span>
              </button>
              <button
                type="button"
                aria-label={`Remove category ${category.name}`}
                onClick={() => {
                  setMenu((current) => current.filter((c) => c.id !== category.id));
                }}
                className="rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </div>
            {category.expanded && (
              <div className="space-y-3 border-t border-stone-100 px-4 py-3">
                <ul className="divide-y divide-stone-100">
                  {category.items.map((item) => (
                    <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                      <div className="min-w-0">
                        <p className="truncate font-medium">{item.name}</p>
                        <p className="text-sm text-stone-600">
                          {formatRupees(item.price)} · {item.veg ? 'Veg' : 'Non-veg'} · ★{' '}
                          {item.rating.toFixed(1)}
                          {item.bestseller ? ' · Bestseller' : ''}
                          {item.availability ? '' : ' · Not available'}
                        </p>
                      </div>
                      <button
                        type="button"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => {
                          changeCategory(category.id, (c) => ({
                            ...c,
                            items: c.items.filter((i) => i.id !== item.id),
                          }));
                        }}
                        className="rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </li>
                  ))}
                </ul>
                <MenuItemForm
                  onAdd={(item) => {
                    changeCategory(category.id, (c) => ({ ...c, items: [...c.items, item] }));
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.partnerDocs} className={buttonClassName('secondary')}>
          Back
        </Link>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={menu.length === 0}
            onClick={() => {
              setPreviewOpen(true);
            }}
          >
            <Eye className="size-4" aria-hidden />
            Preview menu
          </Button>
          <Button
            disabled={dishCount === 0}
            onClick={() => {
              update((current) => ({ ...current, completedStep: Math.max(current.completedStep, 3) }));
              void navigate(paths.partnerContract);
            }}
          >
            Proceed
          </Button>
        </div>
      </div>
      {dishCount === 0 && (
        <p className="text-right text-sm text-stone-600">Add at least one dish to continue.</p>
      )}
      <MenuPreviewDialog
        open={previewOpen}
        onClose={() => {
          setPreviewOpen(false);
        }}
        restaurantName={data.info.restaurantName}
        menu={menu}
      />
    </OnboardingLayout>
  );
}
