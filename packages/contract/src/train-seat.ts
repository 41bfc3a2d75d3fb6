// Ordering to a seat (issue 17, ADR 030): the train delivery target a checkout sends, and the target
// an order carries back to its customer and to the restaurant.
import { z } from 'zod';
import { isCalendarDate } from './account.ts';
import { indianMobileSchema } from './auth.ts';
import {
  berthLimits,
  berthMessage,
  coachMessage,
  coachPattern,
  deliveryCodeLength,
  journeyErrorCodes,
  passengerNameLimits,
} from './train-rules.ts';

const stationCode = (name: string) =>
  z
    .string({ message: `${name} is required: a station code like NDLS` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,5}$/, `${name} must be a station code of 1 to 5 letters, like NDLS`);

/**
 * A train seat as the customer gives it at checkout (init-order API 1.1). The server works out the
 * run, the scheduled arrival and the order-by time itself (ADR 029) and re-checks all of it.
 */
export const trainSeatTargetSchema = z.strictObject({
  trainNumber: z
    .string({ message: 'trainNumber is required: the 5 digits on the ticket' })
    .regex(/^\d{5}$/, 'trainNumber is the 5 digits on the ticket, like 12301'),
  /** The date the passenger boards (India), as on the ticket. */
  boardingDate: z
    .string({ message: 'boardingDate is required: the day you board, like 2026-03-14' })
    .refine(isCalendarDate, 'boardingDate must be the day you board, written like 2026-03-14'),
  boardingStationCode: stationCode('boardingStationCode'),
  /** The station where the food is handed over. */
  stationCode: stationCode('stationCode'),
  coach: z.string({ message: coachMessage }).trim().toUpperCase().regex(coachPattern, coachMessage),
  berth: z
    .number({ message: berthMessage })
    .int(berthMessage)
    .min(berthLimits.min, berthMessage)
    .max(berthLimits.max, berthMessage),
  passengerName: z
    .string({ message: 'Enter the passenger’s name' })
    .trim()
    .min(passengerNameLimits.min, 'Enter the passenger’s name')
    .max(passengerNameLimits.max, `The name must be at most ${passengerNameLimits.max} characters`),
  passengerMobile: indianMobileSchema,
  /** Someone else to call if the passenger does not answer. */
  alternateMobile: indianMobileSchema.optional(),
});
export type TrainSeatTarget = z.output<typeof trainSeatTargetSchema>;
export type TrainSeatTargetInput = z.input<typeof trainSeatTargetSchema>;

const stationRefSchema = z.strictObject({ code: z.string(), name: z.string() });
const indiaTimeSchema = z.strictObject({
  at: z.iso.datetime(),
  /** YYYY-MM-DD and HH:MM in India, computed by the server. */
  date: z.string(),
  time: z.string(),
});

/** The seat an order goes to, as the customer and the restaurant see it. */
export const orderTrainTargetSchema = z.strictObject({
  trainNumber: z.string(),
  trainName: z.string(),
  boardingDate: z.string(),
  /** The date the train left its origin: the run a delay is recorded for. */
  startDate: z.string(),
  boardingStation: stationRefSchema,
  station: stationRefSchema,
  coach: z.string(),
  berth: z.number().int(),
  passengerName: z.string(),
  passengerMobile: z.string(),
  alternateMobile: z.string().nullable(),
  /** From the timetable (label it scheduled, with the attribution). */
  scheduledArrival: indiaTimeSchema,
  /** The scheduled arrival until a delay re-times it. */
  expectedArrival: indiaTimeSchema,
});
export type OrderTrainTarget = z.infer<typeof orderTrainTargetSchema>;

/**
 * A train order on the kitchen's board: where and when to hand it over. As for address orders, the
 * passenger's first name and a masked mobile only; never the delivery code.
 */
export const partnerTrainTargetSchema = z.strictObject({
  trainNumber: z.string(),
  trainName: z.string(),
  station: stationRefSchema,
  coach: z.string(),
  berth: z.number().int(),
  passengerFirstName: z.string(),
  passengerMobileMasked: z.string(),
  scheduledArrival: indiaTimeSchema,
  expectedArrival: indiaTimeSchema,
  /** Wrong delivery codes still allowed before the order locks (0: locked until an admin looks). */
  deliveryCodeTriesLeft: z.number().int().nonnegative(),
});
export type PartnerTrainTarget = z.infer<typeof partnerTrainTargetSchema>;

/** The code the customer gives at the seat; only ever sent to the order's customer. */
export const deliveryCodeSchema = z
  .string({ message: `Enter the ${deliveryCodeLength}-digit delivery code the passenger tells you` })
  .trim()
  .regex(
    new RegExp(`^\\d{${deliveryCodeLength}}$`),
    `Enter the ${deliveryCodeLength}-digit delivery code the passenger tells you`,
  );

/** Error codes of ordering to a seat (400 unless noted; nothing is charged). */
export const trainOrderErrorCodes = {
  ...journeyErrorCodes,
  /** The delivery station is on the route but not after the boarding station. */
  stationNotAhead: 'STATION_NOT_AHEAD',
  restaurantNotAtStation: 'RESTAURANT_NOT_AT_STATION',
  closedAtArrival: 'CLOSED_AT_ARRIVAL',
  orderByPassed: 'ORDER_BY_PASSED',
  /** 409: the railway cancelled this run (a report recorded in train_runs, ADR 031). */
  trainCancelled: 'TRAIN_CANCELLED',
  /** 422 on delivery: the code does not match (the count of tries left is in the message). */
  deliveryCodeWrong: 'DELIVERY_CODE_WRONG',
  /** 423: too many wrong codes; an admin must look at the order. */
  deliveryCodeLocked: 'DELIVERY_CODE_LOCKED',
  deliveryCodeRequired: 'DELIVERY_CODE_REQUIRED',
} as const;
