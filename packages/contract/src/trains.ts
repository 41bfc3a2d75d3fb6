// Trains and their scheduled times (issue 17, ADR 027): the API's shapes.
import { z } from 'zod';
import { scheduledTimeLabel, timetableAttribution, trainSearchLimits, weekdays } from './train-rules.ts';

export * from './train-rules.ts';

/** `search`: digits look a train number up by its start ("123" → 12301…), anything else its name. */
export const trainSearchQuerySchema = z.strictObject({
  search: z
    .string({ message: 'search is required: a train number or name' })
    .trim()
    .min(trainSearchLimits.minLength, `search must be at least ${trainSearchLimits.minLength} characters`)
    .max(trainSearchLimits.maxLength, `search must be at most ${trainSearchLimits.maxLength} characters`),
});
export type TrainSearchQuery = z.output<typeof trainSearchQuerySchema>;

const stationRefSchema = z.strictObject({ code: z.string(), name: z.string() });

export const trainSummarySchema = z.strictObject({
  /** Five digits, as on the ticket. */
  number: z.string().regex(/^\d{5}$/),
  name: z.string(),
  origin: stationRefSchema,
  destination: stationRefSchema,
  /** Days it leaves its origin. */
  runsOn: z.array(z.enum(weekdays)),
  /** Scheduled departure from the origin, "HH:MM" IST. */
  departsAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** Scheduled minutes from the origin's departure to the destination's arrival. */
  durationMinutes: z.number().int().nonnegative(),
  stopCount: z.number().int().min(2),
});
export type TrainSummary = z.infer<typeof trainSummarySchema>;

/** Where scheduled times appear, the label and the licence's attribution come with them. */
export const timetableNoticeSchema = z.strictObject({
  label: z.literal(scheduledTimeLabel),
  attribution: z.literal(timetableAttribution),
});
export const timetableNotice = { label: scheduledTimeLabel, attribution: timetableAttribution } as const;

export const trainSearchResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    /** Best match first; at most trainSearchLimits.results. */
    trains: z.array(trainSummarySchema),
    timetable: timetableNoticeSchema,
  }),
});
export type TrainSearchResponse = z.infer<typeof trainSearchResponseSchema>;
