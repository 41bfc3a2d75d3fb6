import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Briefcase, Home, MapPin, MapPinned } from 'lucide-react';
import {
  addressBodySchema,
  addressFormMessages,
  addressLimits,
  addressTypes,
} from '@railbite/contract/addresses';
import type { Address, AddressBody, AddressBodyInput, AddressType } from '@railbite/contract/addresses';
import { Button, buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { formatPoint } from '../utils/map-constants';
import type { PickerResult } from './location-picker-modal';

// The picker (and with it the map code) loads when the form page opens, not with the app.
const LocationPickerModal = lazy(() =>
  import('./location-picker-modal').then((module) => ({ default: module.LocationPickerModal })),
);

export type AddressFormValues = AddressBodyInput;

const typeIcons = { HOME: Home, WORK: Briefcase, OTHERS: MapPin } as const;
const typeLabels: Record<AddressType, string> = { HOME: 'Home', WORK: 'Work', OTHERS: 'Others' };
const requiredFields = ['completeAddress', 'area', 'city', 'pincode'] as const;

export const emptyAddressForm: AddressFormValues = {
  addressType: 'HOME',
  completeAddress: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
  landmark: '',
  latitude: 0,
  longitude: 0,
  placeId: null,
};

export function addressToFormValues(address: Address): AddressFormValues {
  const { id: _id, isDefault: _isDefault, ...values } = address;
  return { ...values, state: values.state ?? '', landmark: values.landmark ?? '' };
}

/** SPEC.md §5: missing required text first, then a missing map location; one toast for the first. */
export function invalidSubmitMessage(errors: FieldErrors<AddressFormValues>): string {
  const messages = Object.values(errors).map((error) => error.message ?? '');
  const missingRequired = requiredFields.some((field) =>
    (errors[field]?.message ?? '').endsWith('is required'),
  );
  if (missingRequired) return addressFormMessages.requiredFields;
  if (errors.latitude?.message === addressFormMessages.outsideIndia) return addressFormMessages.outsideIndia;
  if (errors.latitude || errors.longitude) return addressFormMessages.location;
  return messages.find(Boolean) ?? addressFormMessages.requiredFields;
}

type AddressFormProps = {
  mode: 'create' | 'update';
  defaultValues: AddressFormValues;
  /** Resolves when saved; the page shows the toast and navigates. */
  onSubmit: (body: AddressBody) => Promise<void>;
  /** From submit until the page has left (the spec waits 1 s after success). */
  busy: boolean;
  /** Where Cancel goes: the list, or back where add-address was opened. */
  cancelTo?: string;
};

export function AddressForm({
  mode,
  defaultValues,
  onSubmit,
  busy,
  cancelTo = paths.addresses,
}: AddressFormProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitted },
  } = useForm<AddressFormValues, unknown, AddressBody>({
    resolver: zodResolver(addressBodySchema),
    defaultValues,
  });
  const [latitude, longitude, addressType] = useWatch({
    control,
    name: ['latitude', 'longitude', 'addressType'],
  });
  const point = latitude && longitude ? { latitude, longitude } : null;
  const locationError = errors.latitude?.message ?? errors.longitude?.message;

  /** SPEC.md §4: one map selection fills the point, placeId and whatever address fields it knows. */
  const applyPick = (result: PickerResult) => {
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    setValue('latitude', result.latitude, options);
    setValue('longitude', result.longitude, options);
    setValue('placeId', result.placeId, options);
    const { formattedAddress, area, city, pincode, state } = result.address;
    // The flat or house line is the customer's own words: the map fills it only when it is empty.
    if (formattedAddress && getValues('completeAddress').trim() === '')
      setValue('completeAddress', formattedAddress.slice(0, addressLimits.completeAddress), options);
    if (area) setValue('area', area, options);
    if (city) setValue('city', city, options);
    if (pincode) setValue('pincode', pincode, options);
    if (state) setValue('state', state, options);
  };

  const submit = handleSubmit(
    (body) => onSubmit(body),
    (invalid) => {
      toast.error(invalidSubmitMessage(invalid));
    },
  );

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">Address type</legend>
          <div className="flex flex-wrap gap-2">
            {addressTypes.map((type) => {
              const Icon = typeIcons[type];
              return (
                <label
                  key={type}
                  className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
                    addressType === type
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-stone-300 text-stone-700'
                  }`}
                >
                  <input type="radio" value={type} className="sr-only" {...register('addressType')} />
                  <Icon className="size-4" aria-hidden />
                  {typeLabels[type]}
                </label>
              );
            })}
          </div>
        </fieldset>

        <section
          aria-labelledby="address-location"
          className="rounded-xl border border-stone-200 bg-stone-50 p-4"
        >
          <h2 id="address-location" className="text-sm font-medium text-stone-800">
            Location on the map
          </h2>
          <p className="mt-1 text-sm text-stone-700" data-testid="form-location">
            {point ? formatPoint(point) : 'No location chosen yet.'}
          </p>
          {locationError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {locationError}
            </p>
          )}
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              setPickerOpen(true);
            }}
          >
            <MapPinned className="size-4" aria-hidden />
            {point ? 'Change Location on Map' : 'Select Location on Map'}
          </Button>
        </section>

        <TextField
          label="Complete address (house, street)"
          autoComplete="street-address"
          maxLength={addressLimits.completeAddress}
          error={errors.completeAddress?.message}
          {...register('completeAddress')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Area"
            maxLength={addressLimits.area}
            error={errors.area?.message}
            {...register('area')}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            maxLength={addressLimits.city}
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State (optional)"
            autoComplete="address-level1"
            maxLength={addressLimits.state}
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            pattern="[0-9]{6}"
            error={errors.pincode?.message}
            {...register('pincode')}
          />
        </div>
        <TextField
          label="Landmark (optional)"
          maxLength={addressLimits.landmark}
          error={errors.landmark?.message}
          {...register('landmark')}
        />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonClassName('secondary')}>
            Cancel
          </Link>
          <Button
            type="submit"
            pending={busy}
            pendingLabel={mode === 'create' ? 'Creating...' : 'Updating...'}
          >
            {mode === 'create' ? 'Save Address' : 'Update Address'}
          </Button>
        </div>
      </form>
      {/* Outside the form: the picker has its own search form, and forms must not nest. */}
      {pickerOpen && (
        <Suspense fallback={null}>
          <LocationPickerModal
            open
            onClose={() => {
              setPickerOpen(false);
            }}
            initialPoint={point}
            onSelect={applyPick}
          />
        </Suspense>
      )}
    </>
  );
}
