import type { UpcomingStation } from '@railbite/contract/journeys';
import { ListError } from '@/components/ui/list-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useJourney } from '../api/get-journey';
import type { JourneyChoice } from '../utils/journey-choice';
import { shortDate } from '@/lib/format';
import { RunStatusNotice } from './run-status-notice';
import { TimetableNotice } from './timetable-notice';
import { UpcomingStations } from './upcoming-stations';

/** The journey's stations after boarding, or why the journey cannot be shown. */
export function JourneyStations({
  choice,
  selectedCode,
  onChoose,
}: {
  choice: JourneyChoice;
  selectedCode: string | undefined;
  onChoose: (station: UpcomingStation) => void;
}) {
  const journey = useJourney(choice);
  if (journey.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading stations">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  if (journey.isError) {
    // A journey the timetable refuses (not running that day, …) says what to change; only a failed
    // load is worth trying again.
    if (journey.error instanceof ApiError && journey.error.status >= 400 && journey.error.status < 500)
      return (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {journey.error.message}
        </p>
      );
    return (
      <ListError
        message={getErrorMessage(journey.error, 'We could not load the stations of this journey.')}
        onRetry={() => void journey.refetch()}
        retrying={journey.isFetching}
      />
    );
  }
  const { journey: details, stations } = journey.data.data;
  const open = stations.filter((station) => station.status === 'open').length;
  return (
    <section aria-labelledby="stations-heading" className="space-y-3">
      <div>
        <h2 id="stations-heading" className="text-lg font-bold text-stone-900">
          Stations after {details.boarding.station.name}
        </h2>
        <p className="text-sm text-stone-700">
          Boarding {shortDate(details.boarding.departure.date)}, {details.boarding.departure.time}
          {details.boarding.day > 1 &&
            ` (day ${String(details.boarding.day)}: the train left ${details.train.origin.name} on ${shortDate(details.startDate)})`}
          .{' '}
          {open === 0
            ? 'No station ahead takes orders now.'
            : `${String(open)} of ${String(stations.length)} stations take orders.`}
        </p>
      </div>
      <RunStatusNotice journey={details} />
      <UpcomingStations stations={stations} selectedCode={selectedCode} onChoose={onChoose} />
      <TimetableNotice />
    </section>
  );
}
