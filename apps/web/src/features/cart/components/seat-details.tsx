import type { UseFormReturn } from 'react-hook-form';
import { PhoneField, TextField } from '@/components/ui/text-field';
import type { SeatFormInput, SeatFormValues } from '../utils/seat-form';

/** Where on the train the food goes, and whom to call: the contract's rules, their messages. */
export function SeatDetails({ form }: { form: UseFormReturn<SeatFormInput, unknown, SeatFormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">Your seat</legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Coach"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="B2"
          hint="As on your ticket"
          error={errors.coach?.message}
          {...register('coach')}
        />
        <TextField
          label="Berth / seat"
          inputMode="numeric"
          autoComplete="off"
          placeholder="34"
          error={errors.berth?.message}
          {...register('berth')}
        />
      </div>
      <TextField
        label="Passenger name"
        autoComplete="name"
        error={errors.passengerName?.message}
        {...register('passengerName')}
      />
      <PhoneField
        label="Passenger mobile"
        hint="The delivery person calls this number at the station."
        error={errors.passengerMobile?.message}
        {...register('passengerMobile')}
      />
      <PhoneField
        label="Alternate mobile (optional)"
        autoComplete="off"
        error={errors.alternateMobile?.message}
        {...register('alternateMobile')}
      />
    </fieldset>
  );
}
