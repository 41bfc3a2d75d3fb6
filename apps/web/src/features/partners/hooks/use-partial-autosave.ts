import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PartialStep } from '@railbite/contract/partner-application-partial';
import { useCachePartial } from '../api/save-partial';
import { createAutosave } from './autosave';
import type { Autosave } from './autosave';

export { partialSaveDelayMs } from './autosave';
export type { AutosaveStatus } from './autosave';

/**
 * Keeps what is typed on a step on the server (ADR 038): `changed()` after each change saves a
 * second later; `flush()` (when focus moves on, when the tab is hidden, when the page goes) saves at
 * once. `hold()` before the step is saved whole (that save replaces the typed copy), `release()` if it
 * fails. The status is read with `useAutosaveStatus`, where it is shown.
 */
export function usePartialAutosave(step: PartialStep, read: () => object): Autosave {
  const cache = useCachePartial(step);
  const [autosave] = useState(() => createAutosave(step));
  useLayoutEffect(() => {
    autosave.reads(read);
  });
  const cacheRef = useRef(cache);
  useLayoutEffect(() => {
    cacheRef.current = cache;
  });

  useEffect(() => {
    autosave.opened();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void autosave.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      if (autosave.isHeld()) return;
      // Coming back to the step in this tab opens it as left, even before the last save is through.
      const partial = autosave.body();
      if (partial) cacheRef.current(partial);
      void autosave.flush();
    };
  }, [autosave]);

  return autosave;
}

export function useAutosaveStatus(autosave: Autosave) {
  return useSyncExternalStore(autosave.subscribe, autosave.status, autosave.status);
}
