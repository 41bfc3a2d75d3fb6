import { useEffect, useReducer } from 'react';
import type { OrderStatus } from '@railbite/contract/orders';
import {
  isTrackingDone,
  trackingSimulation,
  trackingStateFor,
  trackingTick,
} from '../utils/tracking-simulation';
import type { TrackingState } from '../utils/tracking-simulation';

/** Plays the spec's simulation once a second until the order is delivered, then the timer stops. */
export function useTrackingSimulation(status: OrderStatus): TrackingState {
  const [state, tick] = useReducer(trackingTick, status, trackingStateFor);
  const done = isTrackingDone(state);
  useEffect(() => {
    if (done) return;
    const timer = setInterval(tick, trackingSimulation.tickMs);
    return () => {
      clearInterval(timer);
    };
  }, [done]);
  return state;
}
