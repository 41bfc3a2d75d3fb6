import { useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { weekDays, weekFormSchema } from '@railbite/contract/opening-hours';
import type { WeekFormValues, WeeklyHours } from '@railbite/contract/opening-hours';
import type { PartnerRestaurant } from '@railbite/contract/partner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { weekSummary } from '@/lib/week-summary';
import { useUpdateRestaurantStatus } from '../api/update-restaurant-status';
import { formatHour } from '../utils/time';

/** A closed day keeps the usual times in the form, so opening it again starts from them. */
function formValuesOf(restaurant: PartnerRestaurant): WeekFormValues {
  return {
    days: restaurant.weeklyHours.map((day) => ({
      open: day !== null,
      opensAt: day?.opensAt ?? restaurant.opensAt,
      closesAt: day?.closesAt ?? restaurant.closesAt,
    })),
  };
}

/** What the typed week would be, for the summary under the form; null while a time is incomplete. */
function typedWeek(days: WeekFormValues['days'] | undefined): WeeklyHours | null {
  const valid = /^\d{2}:\d{2}$/;
  if (!days || days.some((day) => day.open && !(valid.test(day.opensAt) && valid.test(day.closesAt))))
    return null;
  return days.map((day) => (day.open ? { opensAt: day.opensAt, closesAt: day.closesAt } : null));
}

/**
 * The kitchen's week in India time (ADR 037): which days it opens and each day's hours, which may
 * run past midnight into the next day (22:00 to 02:00), whether or not that day is a working one.
 */
export function WeeklyHoursForm({ restaurant }: { restaurant: PartnerRestaurant }) {
  const update = useUpdateRestaurantStatus(restaurant.restaurantId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty },
    reset,
  } = useForm<WeekFormValues, unknown, { weeklyHours: WeeklyHours }>({
    resolver: zodResolver(weekFormSchema),
    defaultValues: formValuesOf(restaurant),
  });
  const days = useWatch({ control, name: 'days' });

  const onSubmit = handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: ({ data }) => {
        reset(formValuesOf(data));
        toast.success(`Opening hours saved: ${weekSummary(data.weeklyHours, formatHour).join('; ')}.`);
      },
      onError: (error) => {
        for (const { field, message } of error instanceof ApiError ? error.fields : []) {
          const day = /^weeklyHours\.(\d)\.(opensAt|closesAt)$/.exec(field);
          if (day)
            setError(`days.${day[1] ?? '0'}.${day[2] ?? 'opensAt'}` as FieldPath<WeekFormValues>, {
              message,
            });
        }
        toast.error(getErrorMessage(error, 'We could not save your opening hours. Please try again.'));
      },
    });
  });

  const preview = typedWeek(days);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ul className="divide-y divide-stone-100">
        {weekDays.map((day, index) => {
          const open = days[index]?.open ?? false;
          const dayErrors = errors.days?.[index];
          return (
            <li key={day} className="grid grid-cols-2 gap-2 py-3 sm:grid-cols-[9rem_1fr_1fr] sm:items-start">
              <label
                // Level with the time boxes, under their labels, on a wide screen.
                className={`col-span-2 flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-stone-900 sm:col-span-1 ${open ? 'sm:mt-6' : ''}`}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  {...register(`days.${index}.open`)}
                />
                {day}
              </label>
              {open ? (
                <>
                  <TextField
                    label={`${day} opens`}
                    type="time"
                    error={dayErrors?.opensAt?.message}
                    {...register(`days.${index}.opensAt`)}
                  />
                  <TextField
                    label={`${day} closes`}
                    type="time"
                    error={dayErrors?.closesAt?.message}
                    {...register(`days.${index}.closesAt`)}
                  />
                </>
              ) : (
                <p className="col-span-2 text-sm text-stone-600 sm:self-center">Closed all day</p>
              )}
            </li>
          );
        })}
      </ul>
      {errors.days?.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.days.root.message}
        </p>
      )}
      {errors.days?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.days.message}
        </p>
      )}
      {preview && preview.some((day) => day !== null) && (
        <div className="text-sm text-stone-700">
          <p className="font-medium">Customers will see (India time):</p>
          <ul>
            {weekSummary(preview, formatHour).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" pending={update.isPending} pendingLabel="Saving…" disabled={!isDirty}>
        Save hours
      </Button>
    </form>
  );
}
