import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PartnerRestaurant, UpdateRestaurantStatusBody } from '@railbite/contract/partner';
import { updateRestaurantStatusBodySchema } from '@railbite/contract/partner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateRestaurantStatus } from '../api/update-restaurant-status';
import { formatHour } from '../utils/time';

type Hours = { opensAt: string; closesAt: string };

/** "10:00 pm to 2:00 am, closing the next day" when the hours cross midnight. */
function hoursSummary({ opensAt, closesAt }: Hours): string {
  const span = `${formatHour(opensAt)} to ${formatHour(closesAt)}`;
  return closesAt < opensAt ? `${span}, closing the next day` : span;
}

/** Opening hours in India time; they may cross midnight (opens 22:00, closes 02:00). */
export function OpeningHoursForm({ restaurant }: { restaurant: PartnerRestaurant }) {
  const update = useUpdateRestaurantStatus(restaurant.restaurantId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty },
    reset,
  } = useForm<UpdateRestaurantStatusBody>({
    resolver: zodResolver(updateRestaurantStatusBodySchema),
    defaultValues: { opensAt: restaurant.opensAt, closesAt: restaurant.closesAt },
  });
  const typed = useWatch({ control });

  const onSubmit = handleSubmit((body) => {
    update.mutate(body, {
      onSuccess: ({ data }) => {
        reset({ opensAt: data.opensAt, closesAt: data.closesAt });
        toast.success(`Opening hours saved: ${hoursSummary(data)}.`);
      },
      onError: (error) => {
        for (const { field, message } of error instanceof ApiError ? error.fields : []) {
          if (field === 'opensAt' || field === 'closesAt') setError(field, { type: 'server', message });
        }
        toast.error(getErrorMessage(error, 'We could not save your opening hours. Please try again.'));
      },
    });
  });

  const valid = /^\d{2}:\d{2}$/;
  const preview =
    typed.opensAt && typed.closesAt && valid.test(typed.opensAt) && valid.test(typed.closesAt)
      ? hoursSummary({ opensAt: typed.opensAt, closesAt: typed.closesAt })
      : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Opens at" type="time" error={errors.opensAt?.message} {...register('opensAt')} />
        <TextField label="Closes at" type="time" error={errors.closesAt?.message} {...register('closesAt')} />
      </div>
      {preview && <p className="text-sm text-stone-700">Open {preview} (India time).</p>}
      <Button type="submit" pending={update.isPending} pendingLabel="Saving…" disabled={!isDirty}>
        Save hours
      </Button>
    </form>
  );
}
