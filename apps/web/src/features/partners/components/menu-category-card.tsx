import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { ApplicationFile, MenuCategory, MenuDish } from '@railbite/contract/partner-application';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatRupees } from '@/lib/format';
import { MenuItemForm } from './menu-item-form';

const typeText = { Veg: 'Veg', Egg: 'Egg', 'Non Veg': 'Non-veg' } as const;

/** One category: rename it, and add, edit or remove its dishes. */
export function MenuCategoryCard({
  category,
  files,
  onChange,
  onRemove,
  onUploaded,
}: {
  category: MenuCategory;
  files: ApplicationFile[];
  onChange: (category: MenuCategory) => void;
  onRemove: () => void;
  onUploaded: (file: ApplicationFile) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(category.name);
  const [editing, setEditing] = useState<string>();
  // A new form after each added dish: nothing (veg, bestseller, availability) carries over to the next.
  const [newDishForm, setNewDishForm] = useState(0);
  const saveDish = (dish: MenuDish) => {
    const exists = category.dishes.some((d) => d.id === dish.id);
    onChange({
      ...category,
      dishes: exists ? category.dishes.map((d) => (d.id === dish.id ? dish : d)) : [...category.dishes, dish],
    });
    if (!exists) setNewDishForm((count) => count + 1);
    setEditing(undefined);
  };

  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        {renaming ? (
          <form
            className="flex flex-1 items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!name.trim()) return;
              onChange({ ...category, name: name.trim() });
              setRenaming(false);
            }}
          >
            <TextField
              label="Category name"
              className="flex-1"
              value={name}
              error={name.trim() ? undefined : 'Enter a category name'}
              onChange={(event) => {
                setName(event.target.value);
              }}
            />
            <Button type="submit" variant="secondary">
              Rename
            </Button>
          </form>
        ) : (
          <h2 className="min-w-0 flex-1 truncate font-bold">
            {category.name}{' '}
            <span className="text-sm font-normal text-stone-500">
              ({category.dishes.length} {category.dishes.length === 1 ? 'dish' : 'dishes'})
            </span>
          </h2>
        )}
        {!renaming && (
          <button
            type="button"
            aria-label={`Rename category ${category.name}`}
            className="rounded-lg p-2 text-stone-500 hover:bg-stone-100"
            onClick={() => {
              setRenaming(true);
            }}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
        )}
        <button
          type="button"
          aria-label={`Remove category ${category.name}`}
          onClick={onRemove}
          className="rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <ul className="divide-y divide-stone-100">
        {category.dishes.map((dish) =>
          editing === dish.id ? (
            <li key={dish.id} className="py-2">
              <MenuItemForm
                dish={dish}
                files={files}
                onSave={saveDish}
                onUploaded={onUploaded}
                onCancel={() => {
                  setEditing(undefined);
                }}
              />
            </li>
          ) : (
            <li key={dish.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{dish.name}</p>
                <p className="text-sm text-stone-600">
                  {formatRupees(dish.price)} · {typeText[dish.mealCategory]}
                  {dish.isBestseller ? ' · Bestseller' : ''}
                  {dish.isAvailable ? '' : ' · Not available'}
                  {dish.photoFileId ? ' · Photo' : ''}
                </p>
              </div>
              <div className="flex shrink-0">
                <button
                  type="button"
                  aria-label={`Edit ${dish.name}`}
                  className="rounded-lg p-2 text-stone-500 hover:bg-stone-100"
                  onClick={() => {
                    setEditing(dish.id);
                  }}
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${dish.name}`}
                  className="rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
                  onClick={() => {
                    onChange({ ...category, dishes: category.dishes.filter((d) => d.id !== dish.id) });
                  }}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === undefined && (
        <MenuItemForm key={newDishForm} files={files} onSave={saveDish} onUploaded={onUploaded} />
      )}
    </li>
  );
}
