import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { weekDays } from '@railbite/contract/partner-application-rules';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import type { InfoDraft } from '@railbite/contract/partner-application';
import type { InfoFormValues } from '../utils/info-form';
import { FormCard } from './onboarding-layout';

/** Working days and hours; a closing time before the opening time means open past midnight. */
export function InfoHoursSection({ form }: { form: UseFormReturn<InfoFormValues, unknown, InfoDraft> }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [timingOption, workingDays] = useWatch({ control, name: ['timingOption', 'workingDays'] });
  return (
    <FormCard title="Working days and hours">
      <Controller
        control={control}
        name="workingDays"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-800">Open on</legend>
            <div className="flex flex-wrap gap-2">
              {weekDays.map((day) => (
                <label
                  key={day}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    className="accent-brand-700"
                    checked={field.value.includes(day)}
                    onChange={() => {
                      field.onChange(
                        weekDays.filter((d) =>
                          d === day ? !field.value.includes(d) : field.value.includes(d),
                        ),
                      );
                    }}
                  />
                  {day}
                </label>
              ))}
            </div>
            {errors.workingDays && <p className="mt-1 text-sm text-red-700">{errors.workingDays.message}</p>}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="timingOption"
        render={({ field }) => (
          <ChoiceGroup
            legend="Opening hours"
            value={field.value}
            options={[
              { value: 'same', label: 'Same hours every day' },
              { value: 'separate', label: 'Different hours per day' },
            ]}
            onChange={field.onChange}
          />
        )}
      />
      <p className="text-sm text-stone-600">
        Open past midnight? Set the closing time after 00:00, e.g. 22:00 to 02:00.
      </p>
      {timingOption === 'same' ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Opens"
            type="time"
            {...register('slot.openTime')}
            error={errors.slot?.openTime?.message}
          />
          <TextField
            label="Closes"
            type="time"
            {...register('slot.closeTime')}
            error={errors.slot?.closeTime?.message}
          />
        </div>
      ) : (
        workingDays.map((day) => (
          <div key={day} className="grid grid-cols-2 gap-3">
            <TextField
              label={`${day} opens`}
              type="time"
              {...register(`daySlots.${day}.openTime`)}
              error={errors.daySlots?.[day]?.openTime?.message}
            />
            <TextField
              label={`${day} closes`}
              type="time"
              {...register(`daySlots.${day}.closeTime`)}
              error={errors.daySlots?.[day]?.closeTime?.message}
            />
          </div>
        ))
      )}
    </FormCard>
  );
}
