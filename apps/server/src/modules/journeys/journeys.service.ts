import type {
  Journey,
  ScheduledTime,
  JourneyQuery,
  JourneyResponse,
  PnrReading,
  StationRestaurantsResponse,
  TrainRouteResponse,
  UpcomingStation,
} from '@railbite/contract/journeys';
import { journeyDateWindow, journeyErrorCodes, timetableNotice } from '@railbite/contract/trains';
import type { TrainRunStatus } from '@railbite/contract/train-runs';
import { trainOrderErrorCodes } from '@railbite/contract/train-seat';
import type { Clock } from '../../lib/clock.ts';
import { AppError, ConflictError, InvalidInputError } from '../../lib/errors.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { clockTime, spanOpenAt } from '../../lib/opening-hours.ts';
import {
  addDays,
  boardingDayOffset,
  clockTimeOf,
  daysBetween,
  indiaDateOf,
  journeyStartDate,
  leavesOriginOn,
  longDate,
  scheduledInstant,
  scheduledTime,
} from './journey-time.ts';
import type { JourneysRepository, TrainStopRow } from './journeys.repository.ts';
import { acceptsOrders, isShortHalt, openAtArrival, orderByOf, stationOrdering } from './station-ordering.ts';
import type { StationKitchens, StationOrdering } from './station-ordering.ts';
import { expectedArrivalOf } from './train-run-retiming.ts';
import type { TrainStatusProvider } from './train-status-provider.ts';
import type { TrainSummaryRow, TrainsRepository } from './trains.repository.ts';
import { toTrainSummary } from './trains.service.ts';

/** What a seat order names of its journey (the contract's train target). */
export type SeatJourney = {
  trainNumber: string;
  boardingDate: string;
  boardingStationCode: string;
  stationCode: string;
};
export type SeatStop = {
  trainName: string;
  startDate: string;
  boardingStationName: string;
  station: { code: string; name: string };
  /** The timetable's arrival. */
  arrival: Date;
  /** When the train is now expected there: `arrival` plus a reported delay (ADR 031). */
  expectedArrival: Date;
  delayMinutes: number;
};

const minuteMs = 60_000;
const dayNames = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/** A journey checked against the timetable: its train, stops, boarding stop and start date. */
type ResolvedJourney = {
  train: TrainSummaryRow;
  stops: TrainStopRow[];
  boarding: TrainStopRow & { departureMinutes: number };
  journey: Journey;
  /** The run's reported delay or cancellation (ADR 031), or null: as scheduled. */
  run: TrainRunStatus | null;
  /** When the train leaves its origin on this run (epoch ms): every stop's time counts from it. */
  departureMs: number;
};

/** A cancelled run is not late: it does not come at all (its stations say so instead). */
function delayOf(run: TrainRunStatus | null): number {
  return run && !run.cancelled ? run.delayMinutes : 0;
}

function trainNotRunning(train: TrainSummaryRow, boarding: TrainStopRow, date: string, offset: number) {
  const runsOn = dayNames.filter((_, bit) => (train.runsOn & (1 << bit)) !== 0).join(', ');
  const next = Array.from({ length: 7 }, (_, index) => addDays(date, index + 1)).find((candidate) =>
    leavesOriginOn(train.runsOn, journeyStartDate(candidate, offset)),
  );
  const leaves =
    offset === 0
      ? ''
      : ` (it leaves ${train.originName} ${String(offset)} day${offset > 1 ? 's' : ''} before)`;
  return new InvalidInputError(
    'date',
    `Train ${train.number} does not leave ${boarding.stationName} on ${longDate(date)}${leaves}: it leaves ` +
      `${train.originName} on ${runsOn} only. Choose ${next ? longDate(next) : 'another date'} or another train.`,
    journeyErrorCodes.trainNotRunning,
  );
}

/**
 * Train journeys (ADR 029): a train's route, and for a journey (train, boarding date, boarding station)
 * the stations after boarding with their scheduled times and whether food can still be ordered there.
 */
export function createJourneysService({
  trains,
  journeys,
  statusProvider,
  clock,
}: {
  trains: Pick<TrainsRepository, 'findByNumber'>;
  journeys: Pick<JourneysRepository, 'stopsOf' | 'kitchensAfter' | 'restaurantsAt'>;
  statusProvider: TrainStatusProvider;
  clock: Clock;
}) {
  async function findTrain(number: string) {
    const train = await trains.findByNumber(number);
    if (!train)
      throw new AppError(
        404,
        journeyErrorCodes.trainNotFound,
        `There is no train ${number} in the timetable. Check the number on your ticket, or search for the train by name.`,
      );
    return train;
  }

  async function resolveJourney(number: string, { date, from }: JourneyQuery): Promise<ResolvedJourney> {
    const train = await findTrain(number);
    const stops = await journeys.stopsOf(number);
    const boarding = stops.find((stop) => stop.stationCode === from);
    if (!boarding)
      throw new InvalidInputError(
        'from',
        `Train ${number} does not stop at ${from}. Choose your boarding station from its route.`,
        journeyErrorCodes.stationNotOnRoute,
      );
    if (boarding.departureMinutes === null)
      throw new InvalidInputError(
        'from',
        `Train ${number} ends at ${boarding.stationName}. Choose the station where you board, before its last stop.`,
        journeyErrorCodes.stationNotOnRoute,
      );
    const today = indiaDateOf(clock.now());
    const fromToday = daysBetween(today, date);
    if (fromToday < -journeyDateWindow.daysBack || fromToday > journeyDateWindow.daysAhead)
      throw new InvalidInputError(
        'date',
        `Choose a journey date from ${longDate(addDays(today, -journeyDateWindow.daysBack))} to ` +
          `${longDate(addDays(today, journeyDateWindow.daysAhead))}.`,
        journeyErrorCodes.journeyDateOutOfRange,
      );
    const offset = boardingDayOffset(train.departureMinuteOfDay, boarding.departureMinutes);
    const startDate = journeyStartDate(date, offset);
    if (!leavesOriginOn(train.runsOn, startDate)) throw trainNotRunning(train, boarding, date, offset);
    const run = await statusProvider.runStatus(number, startDate);
    return {
      run,
      departureMs: scheduledInstant(startDate, train.departureMinuteOfDay, 0).getTime(),
      train,
      stops,
      boarding: { ...boarding, departureMinutes: boarding.departureMinutes },
      journey: {
        train: toTrainSummary(train),
        date,
        startDate,
        boarding: {
          station: { code: boarding.stationCode, name: boarding.stationName },
          day: offset + 1,
          departure: scheduledTime(
            scheduledInstant(startDate, train.departureMinuteOfDay, boarding.departureMinutes),
          ),
        },
        run,
      },
    };
  }

  function arrivalOf({ departureMs }: ResolvedJourney, stop: TrainStopRow): Date {
    // Every stop after the origin has an arrival (the table's check).
    return new Date(departureMs + (stop.arrivalMinutes ?? 0) * minuteMs);
  }

  /** When the train is now expected at the stop: what orders and cut-offs count from (ADR 031). */
  function expectedArrivalAt(resolved: ResolvedJourney, stop: TrainStopRow): Date {
    return expectedArrivalOf(arrivalOf(resolved, stop), delayOf(resolved.run));
  }

  function ordering(
    resolved: ResolvedJourney,
    stop: TrainStopRow,
    kitchens: readonly StationKitchens[],
    expected: { at: Date; time: ScheduledTime },
  ) {
    const computed: StationOrdering = stationOrdering(
      { name: stop.stationName, arrival: expected.at, arrivalTime: expected.time },
      kitchens,
      clock.now(),
    );
    if (!resolved.run?.cancelled) return computed;
    return {
      ...computed,
      status: 'train_cancelled' as const,
      reason: `Train ${resolved.train.number} is cancelled on this date. Nothing can be ordered to it.`,
    };
  }

  function upcomingStation(
    resolved: ResolvedJourney,
    stop: TrainStopRow,
    kitchens: readonly StationKitchens[],
  ): UpcomingStation {
    // Each instant is formatted once: a station list does this for every stop of the route.
    const arrivalAt = arrivalOf(resolved, stop);
    const arrival = scheduledTime(arrivalAt);
    const delayMinutes = delayOf(resolved.run);
    const expectedAt = delayMinutes === 0 ? arrivalAt : expectedArrivalOf(arrivalAt, delayMinutes);
    const expectedArrival = delayMinutes === 0 ? arrival : scheduledTime(expectedAt);
    return {
      sequence: stop.sequence,
      station: { code: stop.stationCode, name: stop.stationName },
      day: stop.day,
      distanceKm: stop.distanceKm,
      arrival,
      expectedArrival,
      delayMinutes,
      haltMinutes: stop.haltMinutes,
      shortHalt: isShortHalt(stop.haltMinutes),
      timeSource: stop.timeSource,
      ...ordering(resolved, stop, kitchens, { at: expectedAt, time: expectedArrival }),
    };
  }

  return {
    async route(number: string): Promise<TrainRouteResponse['data']> {
      const train = await findTrain(number);
      const stops = await journeys.stopsOf(number);
      const at = (minutes: number | null) =>
        minutes === null ? null : clockTimeOf(train.departureMinuteOfDay + minutes);
      return {
        train: toTrainSummary(train),
        stops: stops.map((stop) => ({
          sequence: stop.sequence,
          station: { code: stop.stationCode, name: stop.stationName },
          day: stop.day,
          arrivesAt: at(stop.arrivalMinutes),
          departsAt: at(stop.departureMinutes),
          distanceKm: stop.distanceKm,
          timeSource: stop.timeSource,
        })),
        timetable: timetableNotice,
      };
    },

    async journey(number: string, query: JourneyQuery): Promise<JourneyResponse['data']> {
      const resolved = await resolveJourney(number, query);
      const kitchens = await journeys.kitchensAfter(number, resolved.boarding.sequence);
      return {
        journey: resolved.journey,
        stations: resolved.stops
          .filter((stop) => stop.sequence > resolved.boarding.sequence)
          .map((stop) => upcomingStation(resolved, stop, kitchens.get(stop.stationCode) ?? [])),
        timetable: timetableNotice,
      };
    },

    async stationRestaurants(
      number: string,
      stationCode: string,
      query: JourneyQuery,
    ): Promise<StationRestaurantsResponse['data']> {
      const resolved = await resolveJourney(number, query);
      const stop = resolved.stops.find((candidate) => candidate.stationCode === stationCode);
      if (!stop || stop.sequence <= resolved.boarding.sequence)
        throw new InvalidInputError(
          'stationCode',
          `Train ${number} does not reach ${stationCode} after ${resolved.boarding.stationName}. ` +
            'Choose one of the stations listed after your boarding station.',
          journeyErrorCodes.stationNotOnRoute,
        );
      const arrival = expectedArrivalAt(resolved, stop);
      const kitchens = await journeys.restaurantsAt(stationCode);
      const now = clock.now();
      const restaurants = openAtArrival(kitchens, arrival).map((kitchen) => {
        const orderBy = orderByOf(arrival, kitchen.orderCutoffMinutes);
        return {
          id: kitchen.id,
          name: kitchen.name,
          image: kitchen.imagePath,
          rating: kitchen.rating,
          totalReviews: kitchen.totalReviews,
          cuisines: kitchen.cuisines,
          isPureVeg: kitchen.isPureVeg,
          costForTwo: paiseToRupees(kitchen.costForTwoPaise),
          // The day's hours the arrival falls within (a week may differ by day, ADR 037).
          ...(spanOpenAt(kitchen, arrival) ?? {
            opensAt: clockTime(kitchen.opensAt),
            closesAt: clockTime(kitchen.closesAt),
          }),
          orderCutoffMinutes: kitchen.orderCutoffMinutes,
          orderBy: scheduledTime(orderBy),
          acceptsOrders: !resolved.run?.cancelled && acceptsOrders(orderBy, now),
        };
      });
      return {
        journey: resolved.journey,
        station: upcomingStation(
          resolved,
          stop,
          kitchens.map((kitchen) => ({ ...kitchen, kitchens: 1 })),
        ),
        // Still taking orders first; the query's rating order within each group (a stable sort).
        restaurants: restaurants.sort((a, b) => Number(b.acceptsOrders) - Number(a.acceptsOrders)),
        timetable: timetableNotice,
      };
    },

    /**
     * The stop a seat order goes to (issue 17, ADR 030): the journey checked as the station list checks
     * it, then the delivery station on the route after the boarding station, with its scheduled arrival.
     */
    async seatStop(target: SeatJourney): Promise<SeatStop> {
      const resolved = await resolveJourney(target.trainNumber, {
        date: target.boardingDate,
        from: target.boardingStationCode,
      });
      const stop = resolved.stops.find((candidate) => candidate.stationCode === target.stationCode);
      if (!stop)
        throw new InvalidInputError(
          'train.stationCode',
          `Train ${target.trainNumber} does not stop at ${target.stationCode}. Choose a station from the list after your boarding station.`,
          journeyErrorCodes.stationNotOnRoute,
        );
      if (stop.sequence <= resolved.boarding.sequence)
        throw new InvalidInputError(
          'train.stationCode',
          `Train ${target.trainNumber} reaches ${stop.stationName} before ${resolved.boarding.stationName}, where you board. Choose a station after your boarding station.`,
          trainOrderErrorCodes.stationNotAhead,
        );
      if (resolved.run?.cancelled)
        throw new ConflictError(
          `Train ${target.trainNumber} is cancelled on this date, so nothing can be delivered to it. Choose another train or date, or deliver to an address.`,
          trainOrderErrorCodes.trainCancelled,
        );
      return {
        trainName: resolved.train.name,
        startDate: resolved.journey.startDate,
        boardingStationName: resolved.boarding.stationName,
        station: { code: stop.stationCode, name: stop.stationName },
        arrival: arrivalOf(resolved, stop),
        expectedArrival: expectedArrivalAt(resolved, stop),
        delayMinutes: delayOf(resolved.run),
      };
    },

    readPnr: (pnr: string): Promise<PnrReading> => statusProvider.readPnr(pnr),
  };
}

export type JourneysService = ReturnType<typeof createJourneysService>;
