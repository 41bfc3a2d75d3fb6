import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { mealCategories } from '@railbite/contract/catalog';
import type { PartnerDish } from '@railbite/contract/partner';
import type { MenuSection } from '@railbite/contract/partner-menu-sections';
import { dishFormSchema, newDishDefaults } from '@railbite/contract/partner-menu';
import type { DishForm, DishFormInput } from '@railbite/contract/partner-menu';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddDish, useUpdateDish } from '../api/save-dish';

/** Which dish the dialog edits: a new one (in a section, or none), or one of the menu's. */
export type DishDialogTarget =
  { kind: 'new'; sectionId: number | null } | { kind: 'edit'; dish: PartnerDish };

const dietOptions = mealCategories.map((category) => ({ value: category, label: category }));
const formFields = new Set<string>([
  'name',
  'description',
  'price',
  'finalPrice',
  'mealCategory',
  'sectionId',
]);

/** The section choice: "" is no section; a hidden section says so, as its dishes are hidden too. */
function sectionOptions(sections: readonly MenuSection[]) {
  return [
    { value: '', label: 'No section' },
    ...sections.map((section) => ({
      value: String(section.sectionId),
      label: section.isHidden ? `${section.name} (hidden)` : section.name,
    })),
  ];
}

function valuesOf(dish: PartnerDish): DishForm {
  return {
    name: dish.name,
    description: dish.description,
    price: dish.price,
    finalPrice: dish.finalPrice,
    mealCategory: dish.mealCategory,
    isBestseller: dish.isBestseller,
    isAvailable: dish.isAvailable,
    sectionId: dish.sectionId,
  };
}

/**
 * Adds or edits a dish. The form mounts each time the dialog opens, so a new dish always starts from
 * the clear defaults, never from the dish edited before it; a failed save keeps what was typed.
 */
export function DishFormDialog({
  restaurantId,
  sections,
  target,
  onClose,
}: {
  restaurantId: number;
  sections: readonly MenuSection[];
  target: DishDialogTarget | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog open={target !== null} onClose={onClose} labelledBy={titleId} placement="top-sheet">
      {target && (
        <div className="space-y-4 overflow-y-auto p-6">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {target.kind === 'new' ? 'Add a dish' : `Edit ${target.dish.name}`}
          </h2>
          {target.kind === 'new' ? (
            <NewDishForm
              restaurantId={restaurantId}
              sections={sections}
              sectionId={target.sectionId}
              onDone={onClose}
            />
          ) : (
            <EditDishForm
              restaurantId={restaurantId}
              sections={sections}
              dish={target.dish}
              onDone={onClose}
            />
          )}
        </div>
      )}
    </ModalDialog>
  );
}

function NewDishForm({
  restaurantId,
  sections,
  sectionId,
  onDone,
}: {
  restaurantId: number;
  sections: readonly MenuSection[];
  sectionId: number | null;
  onDone: () => void;
}) {
  const add = useAddDish(restaurantId);
  return (
    <DishFields
      defaults={{ ...newDishDefaults, sectionId }}
      sections={sections}
      submitLabel="Add dish"
      pendingLabel="Adding…"
      pending={add.isPending}
      onCancel={onDone}
      onSave={(values, fail) => {
        add.mutate(values, {
          onSuccess: ({ data }) => {
            toast.success(`${data.name} is on your menu.`);
            onDone();
          },
          onError: fail,
        });
      }}
    />
  );
}

function EditDishForm({
  restaurantId,
  sections,
  dish,
  onDone,
}: {
  restaurantId: number;
  sections: readonly MenuSection[];
  dish: PartnerDish;
  onDone: () => void;
}) {
  const update = useUpdateDish(restaurantId, dish.dishId);
  return (
    <DishFields
      defaults={valuesOf(dish)}
      sections={sections}
      submitLabel="Save dish"
      pendingLabel="Saving…"
      pending={update.isPending}
      onCancel={onDone}
      onSave={(values, fail) => {
        update.mutate(values, {
          onSuccess: ({ data }) => {
            toast.success(`${data.name} saved.`);
            onDone();
          },
          onError: fail,
        });
      }}
    />
  );
}

function DishFields({
  defaults,
  sections,
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  onSave,
}: {
  defaults: Partial<DishFormInput>;
  sections: readonly MenuSection[];
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: DishForm, fail: (error: Error) => void) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DishFormInput, unknown, DishForm>({
    resolver: zodResolver(dishFormSchema),
    defaultValues: defaults,
  });

  const fail = (error: Error) => {
    for (const { field, message } of error instanceof ApiError ? error.fields : []) {
      if (formFields.has(field)) setError(field as keyof DishFormInput, { type: 'server', message });
    }
    toast.error(getErrorMessage(error, 'We could not save the dish. Please try again.'));
  };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => {
          onSave(values, fail);
        })(event)
      }
      className="space-y-4"
    >
      <TextField
        label="Dish name"
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Description"
        autoComplete="off"
        hint="Optional: what is in it, how much it serves."
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (MRP, ₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={1}
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          label="Selling price (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={1}
          hint="What customers pay: at most the MRP."
          error={errors.finalPrice?.message}
          {...register('finalPrice', { valueAsNumber: true })}
        />
      </div>
      <SelectField
        label="Veg, egg or non-veg"
        options={dietOptions}
        error={errors.mealCategory?.message}
        {...register('mealCategory')}
      />
      {sections.length > 0 && (
        <SelectField
          label="Menu section"
          options={sectionOptions(sections)}
          error={errors.sectionId?.message}
          {...register('sectionId', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
      )}
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isBestseller')} />
          Bestseller
        </label>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isAvailable')} />
          Available to order now
        </label>
      </div>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
