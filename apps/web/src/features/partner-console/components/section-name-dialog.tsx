import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { menuSectionFormSchema } from '@railbite/contract/partner-menu-sections';
import type { MenuSection, MenuSectionForm } from '@railbite/contract/partner-menu-sections';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddMenuSection, useUpdateMenuSection } from '../api/save-menu-section';

/** A new section, or one of the menu's to rename. */
export type SectionDialogTarget = { kind: 'new' } | { kind: 'rename'; section: MenuSection };

/**
 * Names a section, new or existing. A name the restaurant already has (in any case) comes back from
 * the server as a 409 and shows under the field; what was typed stays.
 */
export function SectionNameDialog({
  restaurantId,
  target,
  onClose,
}: {
  restaurantId: number;
  target: SectionDialogTarget | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog open={target !== null} onClose={onClose} labelledBy={titleId} placement="center">
      {target && (
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {target.kind === 'new' ? 'Add a section' : `Rename ${target.section.name}`}
          </h2>
          {target.kind === 'new' ? (
            <NewSectionForm restaurantId={restaurantId} onDone={onClose} />
          ) : (
            <RenameSectionForm restaurantId={restaurantId} section={target.section} onDone={onClose} />
          )}
        </div>
      )}
    </ModalDialog>
  );
}

function NewSectionForm({ restaurantId, onDone }: { restaurantId: number; onDone: () => void }) {
  const add = useAddMenuSection(restaurantId);
  return (
    <SectionNameForm
      defaultName=""
      submitLabel="Add section"
      pending={add.isPending}
      onCancel={onDone}
      onSave={(name, fail) => {
        add.mutate(name, {
          onSuccess: () => {
            toast.success(`${name} is on your menu. Move dishes into it from their Edit form.`);
            onDone();
          },
          onError: fail,
        });
      }}
    />
  );
}

function RenameSectionForm({
  restaurantId,
  section,
  onDone,
}: {
  restaurantId: number;
  section: MenuSection;
  onDone: () => void;
}) {
  const update = useUpdateMenuSection(restaurantId, section.sectionId);
  return (
    <SectionNameForm
      defaultName={section.name}
      submitLabel="Save name"
      pending={update.isPending}
      onCancel={onDone}
      onSave={(name, fail) => {
        update.mutate(
          { name },
          {
            onSuccess: () => {
              toast.success(`${section.name} is now ${name}.`);
              onDone();
            },
            onError: fail,
          },
        );
      }}
    />
  );
}

function SectionNameForm({
  defaultName,
  submitLabel,
  pending,
  onCancel,
  onSave,
}: {
  defaultName: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (name: string, fail: (error: Error) => void) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MenuSectionForm>({
    resolver: zodResolver(menuSectionFormSchema),
    defaultValues: { name: defaultName },
  });

  const fail = (error: Error) => {
    const message = getErrorMessage(error, 'We could not save the section. Please try again.');
    // A duplicate name (409) or a refused one (400) is about the one field.
    if (error instanceof ApiError && (error.status === 409 || error.fields.length > 0))
      setError('name', { type: 'server', message: error.fields[0]?.message ?? message });
    else toast.error(message);
  };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(({ name }) => {
          onSave(name, fail);
        })(event)
      }
      className="space-y-4"
    >
      <TextField
        label="Section name"
        autoComplete="off"
        autoFocus
        hint="What customers see above its dishes, such as Starters or Breads."
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
