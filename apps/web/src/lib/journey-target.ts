import { useSyncExternalStore } from 'react';
import { readRaw, readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';

/**
 * The journey a cart is for (issue 17, ADR 030), and so the cart's delivery target: chosen on /train
 * when the passenger opens a station's restaurant, read by the banner on that restaurant's menu page
 * and by the Payment page, which delivers a cart of one of `restaurantIds` to a seat on this train
 * (an address otherwise). This store is the one owner of that choice; clearing it sends the cart to
 * an address again. Kept in local storage so it survives a reload.
 */
export type JourneyTarget = {
  trainNumber: string;
  trainName: string;
  /** The boarding date and station: the /train page's link back. */
  date: string;
  from: string;
  stationCode: string;
  stationName: string;
  arrivalDate: string;
  arrivalTime: string;
  /** The restaurants listed for that station and arrival: the banner shows on their menus only. */
  restaurantIds: number[];
};

const isText = (value: unknown): value is string => typeof value === 'string';

function isJourneyTarget(value: unknown): value is JourneyTarget {
  if (typeof value !== 'object' || value === null) return false;
  const target = value as Record<string, unknown>;
  return (
    ['trainNumber', 'trainName', 'date', 'from', 'stationCode', 'stationName', 'arrivalDate', 'arrivalTime']
      .map((key) => target[key])
      .every(isText) &&
    Array.isArray(target.restaurantIds) &&
    target.restaurantIds.every((id) => Number.isInteger(id))
  );
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: JourneyTarget | null } | undefined;

function read(): JourneyTarget | null {
  const raw = readRaw(storageKeys.trainJourneyTarget);
  if (cache?.raw !== raw) {
    const stored = readStored(storageKeys.trainJourneyTarget);
    cache = { raw, value: 'value' in stored && isJourneyTarget(stored.value) ? stored.value : null };
  }
  return cache.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.trainJourneyTarget) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

export function setJourneyTarget(target: JourneyTarget): void {
  writeStored(storageKeys.trainJourneyTarget, target);
  notify();
}

export function clearJourneyTarget(): void {
  removeStored(storageKeys.trainJourneyTarget);
  notify();
}

/** Whether a cart of this restaurant goes to the journey's seat. */
export function isForJourney(target: JourneyTarget | null, restaurantId: number | undefined): boolean {
  return target !== null && restaurantId !== undefined && target.restaurantIds.includes(restaurantId);
}

/** The stored journey; none while the server renders (it has no local storage). */
export function useJourneyTarget(): JourneyTarget | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
