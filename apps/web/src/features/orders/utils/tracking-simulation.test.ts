import { describe, expect, it } from 'vitest';
import {
  deliveredTrackingState,
  initialTrackingState,
  remainingMinutes,
  trackingStateFor,
  trackingTick,
} from './tracking-simulation';
import type { TrackingState } from './tracking-simulation';

function run(ticks: number, from: TrackingState = initialTrackingState): TrackingState {
  let state = from;
  for (let i = 0; i < ticks; i += 1) state = trackingTick(state);
  return state;
}

describe('tracking simulation (SPEC.md §4, §9)', () => {
  it('starts confirmed at the restaurant with 25 minutes to go', () => {
    expect(initialTrackingState).toEqual({ progress: 0, etaMinutes: 25, step: 1 });
    expect(remainingMinutes(initialTrackingState)).toBe(25);
  });

  it('moves 0.02 and takes 0.5 minutes off the ETA each second', () => {
    expect(trackingTick(initialTrackingState)).toEqual({ progress: 0.02, etaMinutes: 24.5, step: 1 });
    expect(run(7)).toEqual({ progress: 0.14, etaMinutes: 21.5, step: 1 });
  });

  it('is picked up only once progress passes 0.2', () => {
    expect(run(10).step).toBe(1);
    expect(run(10).progress).toBe(0.2);
    expect(run(11)).toEqual({ progress: 0.22, etaMinutes: 19.5, step: 2 });
  });

  it('is nearby only once progress passes 0.8', () => {
    expect(run(40)).toMatchObject({ progress: 0.8, step: 2 });
    expect(run(41)).toMatchObject({ progress: 0.82, step: 3 });
  });

  it('is delivered at progress 1 after 50 seconds with ETA 0, and then stops', () => {
    expect(run(49)).toMatchObject({ progress: 0.98, etaMinutes: 0.5, step: 3 });
    expect(remainingMinutes(run(49))).toBe(1);
    expect(run(50)).toEqual({ progress: 1, etaMinutes: 0, step: 4 });
    const done = run(50);
    expect(trackingTick(done)).toBe(done);
  });

  it('never lets the ETA go below 0', () => {
    expect(trackingTick({ progress: 0.5, etaMinutes: 0.2, step: 2 }).etaMinutes).toBe(0);
  });

  it('advances one step per second at most, in order', () => {
    // A state far past both thresholds still goes 1 → 2 → 3, never skipping a step.
    expect(trackingTick({ progress: 0.9, etaMinutes: 5, step: 1 }).step).toBe(2);
    expect(trackingTick({ progress: 0.92, etaMinutes: 5, step: 2 }).step).toBe(3);
  });

  it('shows a delivered order at its end and plays any other from the start', () => {
    expect(trackingStateFor('delivered')).toEqual(deliveredTrackingState);
    expect(trackingStateFor('out for delivery')).toEqual(initialTrackingState);
    expect(trackingStateFor('confirmed')).toEqual(initialTrackingState);
  });
});
