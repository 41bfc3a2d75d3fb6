import { useSyncExternalStore } from 'react';

/**
 * Whether the delivery-place chooser is open (ADR 025). The header, the lists' location prompt and a
 * menu that does not deliver all open the same dialog, which the root layout mounts (and loads) on
 * the first request; a store rather than props, since those parts live in different features.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openPlaceChooser(): void {
  set(true);
}

export function closePlaceChooser(): void {
  set(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const closed = () => false;

export function usePlaceChooserOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, closed);
}
