import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TrainFront } from 'lucide-react';
import { journeySearchParams as keys } from '../utils/journey-choice';
import type { JourneyChoice } from '../utils/journey-choice';
import { indiaToday } from '../utils/journey-choice';
import { JourneyForm } from './journey-form';
import { JourneyStations } from './journey-stations';
import { PnrBox } from './pnr-box';
import { StationRestaurants } from './station-restaurants';
import { TimetableNotice } from './timetable-notice';
import { TrainSearchBox } from './train-search-box';

/**
 * /train (issue 17): find the train, the day you board and where, then the stations ahead with their
 * scheduled arrival, halt, restaurants and order-by time; a station opens its restaurants. The choice
 * lives in the URL, so a reload or the banner's "Change station" comes back to it.
 */
export function TrainJourneyPage() {
  const [params, setParams] = useSearchParams();
  const searchRef = useRef<HTMLInputElement>(null);
  const restaurantsRef = useRef<HTMLDivElement>(null);
  const trainSummaryRef = useRef<HTMLDivElement>(null);
  const trainNumber = params.get(keys.train) ?? undefined;
  // The form starts on today's date in India until the passenger picks another.
  const [today] = useState(() => indiaToday(Date.now()));
  const date = params.get(keys.date) ?? today;
  const from = params.get(keys.from) ?? undefined;
  const stationCode = params.get(keys.station) ?? undefined;
  const choice: JourneyChoice | undefined = trainNumber && from ? { trainNumber, date, from } : undefined;

  function update(next: Partial<Record<keyof typeof keys, string | undefined>>) {
    const merged = { train: trainNumber, date, from, station: stationCode, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search, { replace: true, preventScrollReset: true });
  }

  return (
    <main className="flex-1">
      <section className="bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-6 sm:px-6">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
            <TrainFront className="size-8 text-brand-700" aria-hidden />
            Food to your train seat
          </h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            Find your train, the day you board and your station: see the stations ahead, when the train
            reaches them and until when their kitchens take orders.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="space-y-6">
          <section
            aria-label="Your journey"
            className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
          >
            {trainNumber ? (
              <JourneyForm
                trainNumber={trainNumber}
                summaryRef={trainSummaryRef}
                date={date}
                from={from}
                onDateChange={(next) => {
                  update({ date: next, station: undefined });
                }}
                onFromChange={(next) => {
                  update({ from: next || undefined, station: undefined });
                }}
                onChangeTrain={() => {
                  setParams(new URLSearchParams(), { replace: true });
                  // The search box replaces the train card: give it the focus the button had.
                  requestAnimationFrame(() => searchRef.current?.focus());
                }}
              />
            ) : (
              <TrainSearchBox
                inputRef={searchRef}
                onSelect={(train) => {
                  update({ train: train.number, from: undefined, station: undefined });
                  requestAnimationFrame(() => trainSummaryRef.current?.focus());
                }}
              />
            )}
          </section>
          {choice ? (
            <JourneyStations
              choice={choice}
              selectedCode={stationCode}
              onChoose={(station) => {
                update({ station: station.station.code });
                // On a phone the restaurants are below the list: bring them into view. On a desktop
                // they stay in sight beside it, and the list stays where the passenger left it.
                requestAnimationFrame(() => {
                  const panel = restaurantsRef.current;
                  if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6)
                    panel.scrollIntoView({ block: 'start' });
                });
              }}
            />
          ) : (
            trainNumber && (
              <p className="rounded-xl border border-dashed border-stone-300 p-4 text-stone-700">
                Choose your boarding station to see the stations ahead.
              </p>
            )
          )}
        </div>
        <div ref={restaurantsRef} className="scroll-mt-20 space-y-6 lg:sticky lg:top-20 lg:self-start">
          {choice && stationCode ? (
            <StationRestaurants choice={choice} stationCode={stationCode} />
          ) : (
            <PnrBox
              onUseTrainNumber={() => {
                if (trainNumber) setParams(new URLSearchParams(), { replace: true });
                requestAnimationFrame(() => searchRef.current?.focus());
              }}
            />
          )}
          {!choice && <TimetableNotice />}
        </div>
      </div>
    </main>
  );
}
