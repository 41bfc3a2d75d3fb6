import { AlertTriangle, ChevronRight, Store } from 'lucide-react';
import type { UpcomingStation } from '@railbite/contract/journeys';
import { delayText } from '@railbite/contract/train-run-rules';
import { shortDate } from '@/lib/format';
import { ScheduledTag } from './timetable-notice';

function HaltText({ station }: { station: UpcomingStation }) {
  if (station.haltMinutes === null)
    return (
      <span className="text-stone-600">
        {station.timeSource === 'interpolated' ? 'Halt not known' : 'Last stop'}
      </span>
    );
  if (station.shortHalt)
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
        <AlertTriangle className="size-4" aria-hidden />
        {station.haltMinutes} min halt — be at the door
      </span>
    );
  return <span className="text-stone-600">{station.haltMinutes} min halt</span>;
}

function StationRow({
  station,
  selected,
  onChoose,
}: {
  station: UpcomingStation;
  selected: boolean;
  onChoose: () => void;
}) {
  const open = station.status === 'open';
  const details = (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-stone-900">
          {station.station.name} <span className="font-normal text-stone-500">({station.station.code})</span>
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {station.delayMinutes > 0 ? (
            <>
              <span className="font-semibold text-amber-800">
                Expected{' '}
                <time dateTime={station.expectedArrival.at}>
                  {shortDate(station.expectedArrival.date)}, {station.expectedArrival.time}
                </time>
              </span>
              <span className="text-stone-600">
                (scheduled <time dateTime={station.arrival.at}>{station.arrival.time}</time>,{' '}
                {delayText(station.delayMinutes)})
              </span>
            </>
          ) : (
            <span className="text-stone-800">
              Arrives{' '}
              <time dateTime={station.arrival.at}>
                {shortDate(station.arrival.date)}, {station.arrival.time}
              </time>
            </span>
          )}
          <ScheduledTag />
          {station.timeSource === 'interpolated' && (
            <span className="text-xs text-stone-500">(estimated between stops)</span>
          )}
          <HaltText station={station} />
        </span>
        {open ? (
          <span className="flex flex-wrap items-center gap-x-3 text-sm">
            <span className="inline-flex items-center gap-1 text-stone-700">
              <Store className="size-4" aria-hidden />
              {station.restaurantCount} restaurant{station.restaurantCount === 1 ? '' : 's'}
            </span>
            {station.orderBy && (
              <span className="font-semibold text-brand-800">Order by {station.orderBy.time}</span>
            )}
          </span>
        ) : (
          <span className="text-sm text-stone-600">{station.reason}</span>
        )}
      </span>
      {open && <ChevronRight className="size-5 shrink-0 text-stone-400" aria-hidden />}
    </>
  );
  return (
    <li>
      {open ? (
        <button
          type="button"
          onClick={onChoose}
          aria-pressed={selected}
          className={`flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors ${
            selected ? 'border-brand-600 bg-brand-50' : 'border-stone-200 bg-white hover:border-brand-600'
          }`}
        >
          {details}
        </button>
      ) : (
        <div
          className="flex items-center gap-3 rounded-xl border border-stone-200 bg-stone-100 px-4 py-3 opacity-75"
          aria-disabled="true"
        >
          {details}
        </div>
      )}
    </li>
  );
}

/** The stations after boarding: open ones can be chosen; the others are greyed with the reason. */
export function UpcomingStations({
  stations,
  selectedCode,
  onChoose,
}: {
  stations: UpcomingStation[];
  selectedCode: string | undefined;
  onChoose: (station: UpcomingStation) => void;
}) {
  return (
    <ol aria-label="Stations after boarding" className="space-y-2">
      {stations.map((station) => (
        <StationRow
          key={station.sequence}
          station={station}
          selected={station.station.code === selectedCode}
          onChoose={() => {
            onChoose(station);
          }}
        />
      ))}
    </ol>
  );
}
