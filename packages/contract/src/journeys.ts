// A train journey (issue 17, ADR 029): the train, the date the passenger boards and where. The shapes
// of the route, the stations after boarding and a station's restaurants, and of the PNR lookup.
import { z } from 'zod';
import { isCalendarDate } from './account.ts';
import {
  pnrPattern,
  timeSources,
  timetableNoticeSchema,
  trainSummarySchema,
  upcomingStationStatuses,
} from './trains.ts';
import { trainRunStatusSchema } from './train-runs.ts';

export const trainNumberParamsSchema = z.strictObject({
  number: z
    .string()
    .regex(
      /^\d{5}$/,
      'The train number is the 5 digits on the ticket, like 12301. Search for the train by name if unsure.',
    ),
});

const stationCodeSchema = z
  .string({ message: 'from is required: the code of the station where you board' })
  .trim()
  .toUpperCase()
  .regex(
    /^[A-Z]{1,5}$/,
    'A station code is 1 to 5 letters, like NDLS. Pick the station from the train’s route.',
  );

/** The journey: the date the passenger boards (India) and the station they board at. */
export const journeyQuerySchema = z.strictObject({
  date: z
    .string({ message: 'date is required: the day you board, like 2026-03-14' })
    .refine(isCalendarDate, 'date must be the day you board, written like 2026-03-14'),
  from: stationCodeSchema,
});
export type JourneyQuery = z.output<typeof journeyQuerySchema>;

export const stationRestaurantsParamsSchema = trainNumberParamsSchema.extend({
  stationCode: stationCodeSchema,
});

const stationRefSchema = z.strictObject({ code: z.string(), name: z.string() });

/** A scheduled moment: the instant, and its date and time of day in India as the page shows them. */
export const scheduledTimeSchema = z.strictObject({
  at: z.iso.datetime(),
  /** YYYY-MM-DD in India. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** HH:MM in India. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type ScheduledTime = z.infer<typeof scheduledTimeSchema>;

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const routeStopSchema = z.strictObject({
  sequence: z.number().int().min(1),
  station: stationRefSchema,
  /** 1 on the day the train leaves its origin. */
  day: z.number().int().min(1),
  /** Scheduled clock times in India; null at the origin (arrival) and the destination (departure). */
  arrivesAt: clockTimeSchema.nullable(),
  departsAt: clockTimeSchema.nullable(),
  distanceKm: z.number().int().nonnegative(),
  timeSource: z.enum(timeSources),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

export const trainRouteResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    train: trainSummarySchema,
    stops: z.array(routeStopSchema),
    timetable: timetableNoticeSchema,
  }),
});
export type TrainRouteResponse = z.infer<typeof trainRouteResponseSchema>;

export const upcomingStationSchema = z.strictObject({
  sequence: z.number().int().min(1),
  station: stationRefSchema,
  day: z.number().int().min(1),
  distanceKm: z.number().int().nonnegative(),
  arrival: scheduledTimeSchema,
  /**
   * When the train is now expected: the scheduled arrival plus the run's reported delay (the same as
   * `arrival` when none is known). The order-by and the restaurants open count from it (ADR 031).
   */
  expectedArrival: scheduledTimeSchema,
  delayMinutes: z.number().int().nonnegative(),
  /** Null at the destination and where the time is interpolated (the halt is not known). */
  haltMinutes: z.number().int().nonnegative().nullable(),
  /** A known halt of shortHaltMinutes or less. */
  shortHalt: z.boolean(),
  timeSource: z.enum(timeSources),
  /** Restaurants serving this station that are open at the arrival time. */
  restaurantCount: z.number().int().nonnegative(),
  /**
   * Order by: the earliest cut-off among those restaurants that is still ahead; once all have passed,
   * the last of them. Null when no restaurant is open at the arrival.
   */
  orderBy: scheduledTimeSchema.nullable(),
  status: z.enum(upcomingStationStatuses),
  /** Why the station cannot be ordered to (null when `open`), in words for the passenger. */
  reason: z.string().nullable(),
});
export type UpcomingStation = z.infer<typeof upcomingStationSchema>;

export const journeySchema = z.strictObject({
  train: trainSummarySchema,
  /** The date the passenger boards, as asked. */
  date: z.string(),
  /** The date the train leaves its origin (earlier when boarding on its day 2 or later). */
  startDate: z.string(),
  boarding: z.strictObject({
    station: stationRefSchema,
    day: z.number().int().min(1),
    departure: scheduledTimeSchema,
  }),
  /** What was reported about this run (a delay, a cancellation), or null: as scheduled. */
  run: trainRunStatusSchema.nullable(),
});
export type Journey = z.infer<typeof journeySchema>;

export const journeyResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    journey: journeySchema,
    /** Every stop after boarding, in order; those that cannot be ordered to say why. */
    stations: z.array(upcomingStationSchema),
    timetable: timetableNoticeSchema,
  }),
});
export type JourneyResponse = z.infer<typeof journeyResponseSchema>;

export const stationRestaurantSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  rating: z.number(),
  totalReviews: z.number().int(),
  cuisines: z.array(z.string()),
  isPureVeg: z.boolean(),
  /** Rupees. */
  costForTwo: z.number(),
  opensAt: clockTimeSchema,
  closesAt: clockTimeSchema,
  orderCutoffMinutes: z.number().int(),
  /** Its own cut-off for this arrival. */
  orderBy: scheduledTimeSchema,
  /** Whether its cut-off is still ahead. */
  acceptsOrders: z.boolean(),
});
export type StationRestaurant = z.infer<typeof stationRestaurantSchema>;

export const stationRestaurantsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    journey: journeySchema,
    station: upcomingStationSchema,
    /** Open at the arrival time; those still taking orders first, then by rating. */
    restaurants: z.array(stationRestaurantSchema),
    timetable: timetableNoticeSchema,
  }),
});
export type StationRestaurantsResponse = z.infer<typeof stationRestaurantsResponseSchema>;

export const pnrQuerySchema = z.strictObject({
  pnr: z
    .string({ message: 'pnr is required: the 10 digits at the top left of your ticket' })
    .trim()
    .regex(pnrPattern, 'A PNR is the 10 digits at the top left of your ticket'),
});
export type PnrQuery = z.output<typeof pnrQuerySchema>;

/** What the train status provider made of a PNR: the journey, or plainly that it cannot read one. */
export const pnrReadingSchema = z.discriminatedUnion('readable', [
  z.strictObject({
    readable: z.literal(false),
    /** Which provider answered ("offline": none is configured). */
    provider: z.string(),
    /** What to do instead, for the passenger. */
    message: z.string(),
  }),
  z.strictObject({
    readable: z.literal(true),
    provider: z.string(),
    trainNumber: z.string().regex(/^\d{5}$/),
    date: z.string(),
    boardingStationCode: z.string(),
  }),
]);
export type PnrReading = z.infer<typeof pnrReadingSchema>;

export const pnrResponseSchema = z.strictObject({ success: z.literal(true), data: pnrReadingSchema });
