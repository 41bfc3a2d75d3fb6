import type { OrderStatus } from '@railbite/contract/orders';

/**
 * SPEC.md §4 Tracking simulation and §9 Tracking: there are no courier positions yet, so the page plays
 * the spec's client-side simulation. One tick is one second.
 */
export const trackingSimulation = {
  tickMs: 1000,
  progressPerTick: 0.02,
  startEtaMinutes: 25,
  etaMinutesPerTick: 0.5,
  pickedUpAfter: 0.2,
  nearbyAfter: 0.8,
} as const;

/** confirmed(1), picked_up(2), nearby(3), delivered(4). */
export type TrackingStep = 1 | 2 | 3 | 4;

export const trackingSteps = [
  {
    step: 1,
    key: 'confirmed',
    label: 'Order Confirmed',
    description: 'Restaurant is preparing your order',
    time: '2 mins ago',
  },
  {
    step: 2,
    key: 'picked_up',
    label: 'Order Picked Up',
    description: 'Your order is on the way',
    time: '5 mins ago',
  },
  {
    step: 3,
    key: 'nearby',
    label: 'Delivery Partner Nearby',
    description: 'Almost there!',
    time: '1 min ago',
  },
  { step: 4, key: 'delivered', label: 'Order Delivered', description: 'Enjoy your meal!', time: 'Just now' },
] as const satisfies readonly {
  step: TrackingStep;
  key: string;
  label: string;
  description: string;
  time: string;
}[];

export type TrackingState = {
  /** 0 at the restaurant, 1 at the door. */
  progress: number;
  etaMinutes: number;
  step: TrackingStep;
};

export const initialTrackingState: TrackingState = {
  progress: 0,
  etaMinutes: trackingSimulation.startEtaMinutes,
  step: 1,
};

export const deliveredTrackingState: TrackingState = { progress: 1, etaMinutes: 0, step: 4 };

/** A delivered order shows the end of the journey; any other order plays it from the start. */
export function trackingStateFor(status: OrderStatus): TrackingState {
  return status === 'delivered' ? deliveredTrackingState : initialTrackingState;
}

export function isTrackingDone(state: TrackingState): boolean {
  return state.step === 4;
}

/** Rounded to whole hundredths so fifty ticks of 0.02 land exactly on 1. */
function addProgress(progress: number): number {
  return Math.min(1, Math.round((progress + trackingSimulation.progressPerTick) * 100) / 100);
}

/** One second of the simulation. Pure, so it is tested without timers. */
export function trackingTick(state: TrackingState): TrackingState {
  if (isTrackingDone(state)) return state;
  const progress = addProgress(state.progress);
  if (progress >= 1) return deliveredTrackingState;
  const etaMinutes = Math.max(0, state.etaMinutes - trackingSimulation.etaMinutesPerTick);
  let step = state.step;
  if (step === 1 && progress > trackingSimulation.pickedUpAfter) step = 2;
  else if (step === 2 && progress > trackingSimulation.nearbyAfter) step = 3;
  return { progress, etaMinutes, step };
}

/** Whole minutes for the header; a part-minute still counts as one until the order arrives. */
export function remainingMinutes(state: TrackingState): number {
  return Math.ceil(state.etaMinutes);
}
