import type { Ref } from 'react';
import { TrainFront, X } from 'lucide-react';
import type { TrainSummary } from '@railbite/contract/trains';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useTrainRoute } from '../api/get-train-route';

const dayNames = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
} as const;

export function runningDaysText(runsOn: TrainSummary['runsOn']): string {
  return runsOn.length === 7 ? 'Runs daily' : `Runs ${runsOn.map((day) => dayNames[day]).join(', ')}`;
}

type JourneyFormProps = {
  trainNumber: string;
  date: string;
  from: string | undefined;
  onDateChange: (date: string) => void;
  onFromChange: (from: string) => void;
  onChangeTrain: () => void;
  /** Takes the focus when a train has just been chosen (the search box it replaces had it). */
  summaryRef?: Ref<HTMLDivElement>;
};

/** The chosen train, the date the passenger boards and where: the rest of the page follows from them. */
export function JourneyForm({
  trainNumber,
  date,
  from,
  onDateChange,
  onFromChange,
  onChangeTrain,
  summaryRef,
}: JourneyFormProps) {
  const route = useTrainRoute(trainNumber);
  const train = route.data?.data.train;
  // A passenger cannot board at the last stop.
  const boardingStops = route.data?.data.stops.filter((stop) => stop.departsAt !== null) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3">
        <TrainFront className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
        <div ref={summaryRef} tabIndex={-1} className="min-w-0 flex-1 outline-none" aria-live="polite">
          {train ? (
            <>
              <p className="font-bold text-stone-900">
                {train.number} · {train.name}
              </p>
              <p className="text-sm text-stone-700">
                {train.origin.name} → {train.destination.name} · departs {train.departsAt} ·{' '}
                {runningDaysText(train.runsOn)}
              </p>
            </>
          ) : route.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {getErrorMessage(route.error, `We could not load train ${trainNumber}.`)}
            </p>
          ) : (
            <p className="text-sm text-stone-700">Loading train {trainNumber}…</p>
          )}
        </div>
        <Button variant="ghost" className="shrink-0 !px-2" onClick={onChangeTrain} aria-label="Change train">
          <X className="size-5" aria-hidden />
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Journey date (the day you board)"
          type="date"
          required
          value={date}
          onChange={(event) => {
            if (event.target.value) onDateChange(event.target.value);
          }}
        />
        <SelectField
          label="Boarding station"
          value={from ?? ''}
          disabled={boardingStops.length === 0}
          onChange={(event) => {
            onFromChange(event.target.value);
          }}
          options={[
            { value: '', label: route.isPending ? 'Loading stations…' : 'Choose where you board' },
            ...boardingStops.map((stop) => ({
              value: stop.station.code,
              label: `${stop.station.name} (${stop.station.code}) · ${stop.departsAt ?? ''}${stop.day > 1 ? ` · day ${String(stop.day)}` : ''}`,
            })),
          ]}
        />
      </div>
    </div>
  );
}
