import { useEffect } from 'react';
import type { FocusEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { PartialStep } from '@railbite/contract/partner-application-partial';
import { usePartialAutosave } from './use-partial-autosave';

/**
 * A react-hook-form step that keeps what is typed (ADR 038): every change saves a second later, and
 * moving from field to field saves at once (`onBlur` goes on the <form>). Focus leaving the form (into
 * the map dialog, say) leaves it to the one-second save.
 */
export function useFormAutosave<Values extends FieldValues, Output>(
  step: PartialStep,
  form: UseFormReturn<Values, unknown, Output>,
  body: (values: Values) => object,
) {
  const autosave = usePartialAutosave(step, () => body(form.getValues()));
  const { changed, flush } = autosave;
  useEffect(() => form.subscribe({ formState: { values: true }, callback: changed }), [form, changed]);
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) void flush();
  };
  return { autosave, onBlur };
}
