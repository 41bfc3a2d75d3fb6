import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the cart on the Payment page goes to an address, and so needs one: a cart going to a train
 * seat (ADR 030) does not. The cart page knows which; the header's no-address prompt, in another
 * feature, reads it to ask on the cart page only for an address cart. False while no cart page says
 * so (its cart still loading): the prompt does not open over a seat's checkout before it shows.
 */
let needsAddress = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (needsAddress === value) return;
  needsAddress = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The cart page says whether its cart needs an address, while it shows that cart. */
export function useDeclareCartNeedsAddress(value: boolean): void {
  useEffect(() => {
    set(value);
    return () => {
      set(false);
    };
  }, [value]);
}

export function useCartNeedsAddress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needsAddress,
    () => false,
  );
}
