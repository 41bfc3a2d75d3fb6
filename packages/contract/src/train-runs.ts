// A train run's delay or cancellation (issue 17 "When the train is late or cancelled", ADR 031): what
// an admin or a partner serving the train reports, and what the journey and order answers say of it.
import { z } from 'zod';
import { isCalendarDate } from './account.ts';
import { trainRunSources } from './train-run-rules.ts';

export const recordTrainRunBodySchema = z.strictObject({
  trainNumber: z
    .string({ message: 'Enter the train’s 5-digit number, like 12301' })
    .regex(/^\d{5}$/, 'The train number is 5 digits, like 12301'),
  /** The date the train left its origin (a run is a train and its start date). */
  startDate: z
    .string({ message: 'Enter the day the train left its origin, like 2026-03-14' })
    .refine(isCalendarDate, 'Enter the day the train left its origin, like 2026-03-14'),
  delayMinutes: z
    .number({ message: 'Enter the delay in whole minutes, from 0 to 1440 (a day)' })
    .int('Enter the delay in whole minutes, from 0 to 1440 (a day)')
    .min(0, 'Enter the delay in whole minutes, from 0 to 1440 (a day)')
    .max(1440, 'Enter the delay in whole minutes, from 0 to 1440 (a day)'),
  /** The railway cancelled this run: every open order to it is cancelled and refunded. */
  cancelled: z.boolean({ message: 'cancelled must be true or false' }),
});
export type RecordTrainRunBody = z.infer<typeof recordTrainRunBodySchema>;

/** What is known of a run beyond its timetable: the latest report. */
export const trainRunStatusSchema = z.strictObject({
  trainNumber: z.string(),
  startDate: z.string(),
  delayMinutes: z.number().int().min(0),
  cancelled: z.boolean(),
  source: z.enum(trainRunSources),
  updatedAt: z.iso.datetime(),
});
export type TrainRunStatus = z.infer<typeof trainRunStatusSchema>;

export const recordTrainRunResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    run: trainRunStatusSchema,
    /** The run's open orders the change will re-time (the sweep applies it within a minute or so). */
    openOrders: z.number().int().nonnegative(),
  }),
});
export type RecordTrainRunResponse = z.infer<typeof recordTrainRunResponseSchema>;

const indiaTimeSchema = z.strictObject({
  at: z.iso.datetime(),
  /** YYYY-MM-DD and HH:MM in India, computed by the server. */
  date: z.string(),
  time: z.string(),
});

/**
 * A train order's run as the customer follows it (ADR 031): how late the train is reported, whether
 * the run is cancelled, the scheduled and the expected arrival at the order's station, and whether the
 * customer may now cancel with a full refund (more than 60 minutes late, the food not yet sent out).
 */
export const orderTrainRunSchema = z.strictObject({
  delayMinutes: z.number().int().nonnegative(),
  cancelled: z.boolean(),
  scheduledArrival: indiaTimeSchema,
  expectedArrival: indiaTimeSchema,
  cancelWithRefund: z.boolean(),
});
export type OrderTrainRun = z.infer<typeof orderTrainRunSchema>;
