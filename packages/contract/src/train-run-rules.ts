// A train run's delay or cancellation (ADR 031): the constants, without zod, so pages that only show
// a delay stay light.

/** Who said the train is late or cancelled: an admin, a partner serving the train, or a live provider. */
export const trainRunSources = ['admin', 'partner', 'provider'] as const;
export type TrainRunSource = (typeof trainRunSources)[number];

/** A delay is reported in whole minutes, up to a day (a run later than that is as good as cancelled). */
export const trainDelayLimits = { min: 0, max: 1440 } as const;

/**
 * A train more than this many minutes late lets the customer cancel with a full refund until the
 * restaurant sends the food out (issue 17); exactly this late does not.
 */
export const lateCancelThresholdMinutes = 60;

export const trainRunErrorCodes = {
  /** A partner none of whose restaurants serves a station on the train's route (403). */
  trainNotServed: 'TRAIN_NOT_SERVED',
} as const;

/** "running 45 min late", or "on time". */
export function delayText(delayMinutes: number): string {
  return delayMinutes <= 0 ? 'on time' : `running ${String(delayMinutes)} min late`;
}
