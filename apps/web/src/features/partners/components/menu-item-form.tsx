import type { z } from 'zod';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { menuDishSchema } from '@railbite/contract/partner-application';
import type { ApplicationFile, MenuDish } from '@railbite/contract/partner-application';
import { mealCategories } from '@railbite/contract/catalog';
import { applicationLimits } from '@railbite/contract/partner-application-rules';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FileUploadField } from './file-upload-field';

/** `''`: no food type chosen yet. */
type DishValues = Omit<MenuDish, 'mealCategory'> & { mealCategory: MenuDish['mealCategory'] | '' };

/**
 * Every new dish starts from the same clear defaults: no food type chosen (veg, egg or non-veg must be
 * picked each time — a veg mark on a non-veg dish is a serious matter), not a bestseller, available.
 */
export const newDish = (): DishValues => ({
  id: crypto.randomUUID(),
  name: '',
  description: '',
  price: Number.NaN,
  mealCategory: '',
  isBestseller: false,
  isAvailable: true,
  photoFileId: null,
});

const typeLabels = { Veg: 'Veg', Egg: 'Egg', 'Non Veg': 'Non-veg' } as const;

/** Adds a dish, or edits one (`dish` given), with the contract's dish rules. */
export function MenuItemForm({
  dish,
  files,
  onSave,
  onCancel,
  onUploaded,
}: {
  dish?: MenuDish;
  files: ApplicationFile[];
  onSave: (dish: MenuDish) => void;
  onCancel?: () => void;
  onUploaded: (file: ApplicationFile) => void;
}) {
  const { register, handleSubmit, control, setValue, formState } = useForm<DishValues, unknown, MenuDish>({
    resolver: zodResolver(menuDishSchema as unknown as z.ZodType<MenuDish, DishValues>),
    defaultValues: dish ?? newDish(),
  });
  const { errors } = formState;
  const photoFileId = useWatch({ control, name: 'photoFileId' });
  const submit = handleSubmit((saved) => {
    onSave(saved);
  });

  return (
    <div className="space-y-3 rounded-xl bg-stone-50 p-3 sm:p-4">
      <p className="text-sm font-semibold">{dish ? `Edit ${dish.name}` : 'Add a dish'}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Dish name"
          maxLength={applicationLimits.dishName}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={applicationLimits.dishPrice.min}
          max={applicationLimits.dishPrice.max}
          step={0.01}
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          label="Description"
          className="sm:col-span-2"
          maxLength={applicationLimits.dishDescription}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Food type</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {mealCategories.map((category) => (
            <label key={category} className="flex items-center gap-2">
              <input
                type="radio"
                value={category}
                className="accent-brand-700"
                {...register('mealCategory')}
              />
              {typeLabels[category]}
            </label>
          ))}
        </div>
        {errors.mealCategory && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Choose veg, egg or non-veg
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isBestseller')} />
          Bestseller
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isAvailable')} />
          Available now
        </label>
      </div>
      <FileUploadField
        label="Dish photo (optional)"
        kind="dish_photo"
        photosOnly
        file={files.find((file) => file.fileId === photoFileId)}
        onUploaded={(file) => {
          onUploaded(file);
          setValue('photoFileId', file.fileId);
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => void submit()}>
          {dish ? 'Save dish' : 'Add dish'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  );
}
