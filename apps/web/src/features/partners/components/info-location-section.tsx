import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { MapPinned } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCombobox } from '@/hooks/use-combobox';
import { useStations } from '../api/application';
import type { InfoDraft } from '@railbite/contract/partner-application';
import type { InfoFormValues } from '../utils/info-form';
import { FormCard } from './onboarding-layout';

type Errors = FieldErrors<InfoFormValues> & { deliveryCities?: { message?: string } };

/** Where the kitchen is (the address picker's pin), the station it serves and the cities it delivers in. */
export function InfoLocationSection({
  form,
  onPickLocation,
}: {
  form: UseFormReturn<InfoFormValues, unknown, InfoDraft>;
  /** Opens the address picker (rendered outside the form: it has a search form of its own). */
  onPickLocation: () => void;
}) {
  const { register, setValue, control, formState } = form;
  const errors = formState.errors as Errors;
  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  const [stationQuery, setStationQuery] = useState('');
  const stations = useStations(stationQuery);
  const stationList = stations.data ?? [];
  const stationBox = useCombobox({
    items: stationList,
    onChoose: (station) => {
      setValue('stationCode', station.code, options);
      setValue('stationName', station.name);
      setStationQuery('');
    },
  });
  const [latitude, longitude, stationCode, stationName] = useWatch({
    control,
    name: ['outlet.latitude', 'outlet.longitude', 'stationCode', 'stationName'],
  });
  const point = latitude && longitude ? { latitude, longitude } : null;

  return (
    <FormCard title="Outlet and where you deliver">
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <p className="text-sm font-medium text-stone-800">Kitchen location on the map</p>
        <p className="mt-1 text-sm text-stone-700" data-testid="outlet-location">
          {point ? `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}` : 'No location chosen yet.'}
        </p>
        {(errors.outlet?.latitude ?? errors.outlet?.longitude) && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.outlet.latitude?.message ?? errors.outlet.longitude?.message}
          </p>
        )}
        <Button variant="secondary" className="mt-3" onClick={onPickLocation}>
          <MapPinned className="size-4" aria-hidden />
          {point ? 'Change location on map' : 'Select location on map'}
        </Button>
      </div>
      <TextField
        label="Outlet address (shop, street)"
        error={errors.outlet?.completeAddress?.message}
        {...register('outlet.completeAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Area" error={errors.outlet?.area?.message} {...register('outlet.area')} />
        <TextField label="City" error={errors.outlet?.city?.message} {...register('outlet.city')} />
        <TextField
          label="State (optional)"
          error={errors.outlet?.state?.message}
          {...register('outlet.state')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          error={errors.outlet?.pincode?.message}
          {...register('outlet.pincode')}
        />
      </div>

      <div>
        <TextField
          label="Railway station you serve"
          placeholder="Type a station name or code"
          {...stationBox.inputProps}
          value={stationQuery}
          onChange={(event) => {
            setStationQuery(event.target.value);
            stationBox.onType();
          }}
          error={errors.stationCode?.message}
          hint={stationCode ? `Chosen: ${stationName} (${stationCode})` : 'Type at least 2 letters.'}
        />
        <ul
          {...stationBox.listboxProps}
          className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200"
          aria-label="Stations"
        >
          {stationList.map((station, index) => (
            <li
              key={station.code}
              {...stationBox.optionProps(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === stationBox.active ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
            >
              {station.name} ({station.code})
            </li>
          ))}
        </ul>
        {stations.data?.length === 0 && <p className="mt-1 text-sm text-stone-600">No station matches.</p>}
      </div>
      <TextField
        label="Cities you deliver in (comma-separated)"
        error={errors.deliveryCities?.message}
        {...register('deliveryCitiesText')}
      />
    </FormCard>
  );
}
