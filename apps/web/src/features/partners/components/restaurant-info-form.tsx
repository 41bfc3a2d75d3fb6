import { useState } from 'react';
import type { ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { Application, InfoDraft } from '@railbite/contract/partner-application';
import { Button } from '@/components/ui/button';
import { PhoneField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { Place } from '@railbite/contract/geo';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveStep } from '../api/application';
import { useFormAutosave } from '../hooks/use-form-autosave';
import { infoBody, infoFormDefaults, infoFormSchema } from '../utils/info-form';
import type { InfoFormValues } from '../utils/info-form';
import { ApplicationStepGate, savedSteps } from './application-gate';
import { StepActions } from './step-actions';
import { InfoHoursSection } from './info-hours-section';
import { InfoLocationSection } from './info-location-section';
import { FormCard, OnboardingLayout, ReviewNote } from './onboarding-layout';

type Point = { latitude: number; longitude: number };
/** What the address picker answers (the addresses feature's picker, passed in by the app). */
export type PickerResult = Point & {
  placeId: string;
  address: Omit<Place, 'latitude' | 'longitude' | 'name'>;
};
export type LocationPicker = ComponentType<{
  open: boolean;
  onClose: () => void;
  initialPoint: Point | null;
  onSelect: (result: PickerResult) => void;
}>;
/** The catalog's cuisines to choose from (loaded by the app's route). */
export type CuisineChoices = {
  options: { id: number; name: string }[] | undefined;
  isPending: boolean;
  isError: boolean;
};
type Props = { LocationPicker: LocationPicker; cuisines: CuisineChoices };

export function RestaurantInfoForm(props: Props) {
  return (
    <ApplicationStepGate step="info">
      {(application) => <InfoForm application={application} {...props} />}
    </ApplicationStepGate>
  );
}

/** Step 1: who runs the kitchen, where it is, what it serves and when; saved to the server. */
function InfoForm({ application, LocationPicker, cuisines }: Props & { application: Application }) {
  const navigate = useNavigate();
  const save = useSaveStep('info');
  const [pickerOpen, setPickerOpen] = useState(false);
  const form = useForm<InfoFormValues, unknown, InfoDraft>({
    resolver: zodResolver(infoFormSchema),
    defaultValues: infoFormDefaults(application),
  });
  const { register, handleSubmit, control, setValue, formState } = form;
  const { errors } = formState;
  const [whatsappOption, cuisineIds] = useWatch({ control, name: ['whatsappOption', 'cuisineIds'] });
  const { autosave, onBlur } = useFormAutosave('info', form, infoBody);

  const submit = handleSubmit(
    async () => {
      await autosave.hold();
      save.mutate(infoBody(form.getValues()), {
        onSuccess: () => void navigate(paths.partnerDocs),
        onError: (error) => {
          autosave.release();
          toast.error(getErrorMessage(error, 'We could not save this step.'));
        },
      });
    },
    () => {
      toast.error('Please correct the highlighted fields.');
    },
  );

  const applyPick = (result: PickerResult) => {
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    setValue('outlet.latitude', result.latitude, options);
    setValue('outlet.longitude', result.longitude, options);
    setValue('outlet.placeId', result.placeId, options);
    const { formattedAddress, area, city, pincode, state } = result.address;
    if (formattedAddress && form.getValues('outlet.completeAddress').trim() === '')
      setValue('outlet.completeAddress', formattedAddress.slice(0, 200), options);
    if (area) setValue('outlet.area', area, options);
    if (city) setValue('outlet.city', city, options);
    if (pincode) setValue('outlet.pincode', pincode, options);
    if (state) setValue('outlet.state', state, options);
  };

  return (
    <OnboardingLayout
      step={1}
      completed={savedSteps(application)}
      title="Restaurant information"
      intro="Who runs the kitchen, where it is, what it serves and when it is open."
    >
      <ReviewNote application={application} step="info" />
      <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)} onBlur={onBlur}>
        <FormCard title="Owner and restaurant">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Owner full name"
              autoComplete="name"
              error={errors.ownerName?.message}
              {...register('ownerName')}
            />
            <TextField
              label="Restaurant name"
              error={errors.restaurantName?.message}
              {...register('restaurantName')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <PhoneField label="Mobile number" error={errors.mobile?.message} {...register('mobile')} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-800">WhatsApp for order updates</legend>
            <label className="mr-4 inline-flex items-center gap-2 text-sm">
              <input type="radio" value="same" className="accent-brand-700" {...register('whatsappOption')} />{' '}
              Same as mobile
            </label>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                value="different"
                className="accent-brand-700"
                {...register('whatsappOption')}
              />{' '}
              A different number
            </label>
          </fieldset>
          {whatsappOption === 'different' && (
            <PhoneField
              label="WhatsApp number"
              error={errors.differentWhatsapp?.message}
              {...register('differentWhatsapp')}
            />
          )}
        </FormCard>

        <InfoLocationSection
          form={form}
          onPickLocation={() => {
            setPickerOpen(true);
          }}
        />

        <FormCard title="What you serve">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-800">Cuisines (up to 5)</legend>
            {cuisines.isPending && <p className="text-sm text-stone-600">Loading cuisines…</p>}
            {cuisines.isError && <p className="text-sm text-red-700">We could not load the cuisines.</p>}
            <div className="flex flex-wrap gap-2">
              {cuisines.options?.map((cuisine) => (
                <label
                  key={cuisine.id}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    className="accent-brand-700"
                    checked={cuisineIds.includes(cuisine.id)}
                    onChange={() => {
                      setValue(
                        'cuisineIds',
                        cuisineIds.includes(cuisine.id)
                          ? cuisineIds.filter((id) => id !== cuisine.id)
                          : [...cuisineIds, cuisine.id],
                        { shouldValidate: formState.isSubmitted },
                      );
                    }}
                  />
                  {cuisine.name}
                </label>
              ))}
            </div>
            {errors.cuisineIds && <p className="mt-1 text-sm text-red-700">{errors.cuisineIds.message}</p>}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Cost for two (₹)"
              type="number"
              inputMode="numeric"
              error={errors.costForTwo?.message}
              {...register('costForTwo', { valueAsNumber: true })}
            />
            <TextField
              label="Minimum order (₹)"
              type="number"
              inputMode="numeric"
              error={errors.minimumOrder?.message}
              {...register('minimumOrder', { valueAsNumber: true })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-green-700" {...register('isPureVeg')} />
            Pure veg kitchen (no egg, no meat)
          </label>
        </FormCard>

        <InfoHoursSection form={form} />

        <StepActions backTo={paths.partnerStart} autosave={autosave}>
          <Button type="submit" pending={save.isPending} pendingLabel="Saving…">
            Save and continue
          </Button>
        </StepActions>
      </form>
      {pickerOpen && (
        <LocationPicker
          open
          onClose={() => {
            setPickerOpen(false);
          }}
          initialPoint={
            form.getValues('outlet.latitude')
              ? {
                  latitude: form.getValues('outlet.latitude'),
                  longitude: form.getValues('outlet.longitude'),
                }
              : null
          }
          onSelect={applyPick}
        />
      )}
    </OnboardingLayout>
  );
}
