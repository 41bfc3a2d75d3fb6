import type { OrderStatus } from '@railbite/contract/orders';
import { lateCancelThresholdMinutes } from '@railbite/contract/train-run-rules';
import { isWithinHours } from '../../lib/opening-hours.ts';
import type { OpeningHours } from '../../lib/opening-hours.ts';

// What a train's delay or cancellation does to an order to one of its stops (issue 17, ADR 031). Pure:
// the sweep that applies it and the order page that explains it read the same answer.

const minuteMs = 60_000;

/** What is known of the run: on time (no report) is a delay of 0. */
export type RunState = { delayMinutes: number; cancelled: boolean };

export type RetimingTarget = {
  status: OrderStatus;
  /** The timetable's arrival at the order's station. */
  scheduledArrivalAt: Date;
  /** The restaurant's opening hours (they may cross midnight). */
  hours: OpeningHours;
  /** How long before the arrival the kitchen starts on the food. */
  preparationMinutes: number;
};

export type RetimingOutcome =
  | { action: 'keep' }
  /** The order cannot be delivered: it is cancelled and refunded in full by the system. */
  | { action: 'cancel'; reason: 'train_cancelled' | 'arrival_outside_hours' };

export type Retiming = {
  delayMinutes: number;
  expectedArrivalAt: Date;
  preparationStartAt: Date;
  outcome: RetimingOutcome;
  /** The customer may cancel with a full refund (train more than 60 minutes late, food not yet sent). */
  customerMayCancel: boolean;
};

/** Orders a delay can still change: placed, and not yet delivered or ended. */
export const retimableStatuses: readonly OrderStatus[] = ['confirmed', 'preparing', 'out for delivery'];

/** Statuses the customer may cancel from because the train is late: until the food is sent out. */
const lateCancellableStatuses: readonly OrderStatus[] = ['confirmed', 'preparing'];

export function expectedArrivalOf(scheduledArrivalAt: Date, delayMinutes: number): Date {
  return new Date(scheduledArrivalAt.getTime() + delayMinutes * minuteMs);
}

/**
 * When a seat order's food must be ready: when its train comes in at the station, never later (no
 * hand-over margin is modelled). It follows the expected arrival, not the moment the kitchen accepts:
 * a seat order may be accepted days before the train arrives.
 */
export function seatReadyBy(expectedArrivalAt: Date): Date {
  return expectedArrivalAt;
}

/** More than the threshold: exactly 60 minutes late does not let the customer cancel. */
export function isLateEnoughToCancel(delayMinutes: number): boolean {
  return delayMinutes > lateCancelThresholdMinutes;
}

/**
 * Re-times an order to its run's current state. A cancelled run cancels every open order. A delay
 * that brings the train in outside the restaurant's hours cancels an order the kitchen has not sent
 * out yet; food already on its way to the platform is only re-timed (it is cooked, and the hours say
 * when the kitchen cooks). Otherwise the order keeps going, to the new arrival.
 */
export function retimeOrder(run: RunState, target: RetimingTarget, now: Date): Retiming {
  const delayMinutes = run.cancelled ? 0 : run.delayMinutes;
  const expectedArrivalAt = expectedArrivalOf(target.scheduledArrivalAt, delayMinutes);
  const preparationStartAt = new Date(expectedArrivalAt.getTime() - target.preparationMinutes * minuteMs);
  const open = retimableStatuses.includes(target.status);
  const notSentOut = lateCancellableStatuses.includes(target.status);
  let outcome: RetimingOutcome = { action: 'keep' };
  if (open && run.cancelled) outcome = { action: 'cancel', reason: 'train_cancelled' };
  else if (notSentOut && delayMinutes > 0 && !isWithinHours(target.hours, expectedArrivalAt))
    outcome = { action: 'cancel', reason: 'arrival_outside_hours' };
  return {
    delayMinutes,
    expectedArrivalAt,
    preparationStartAt,
    outcome,
    customerMayCancel:
      outcome.action === 'keep' &&
      notSentOut &&
      isLateEnoughToCancel(delayMinutes) &&
      // Once the train has come in, the food is being handed over (or missed): nothing to cancel.
      now.getTime() < expectedArrivalAt.getTime(),
  };
}
