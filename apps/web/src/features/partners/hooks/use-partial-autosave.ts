import { useEffect, useLayoutEffect, useState } from 'react';
import { partialSchemas } from '@railbite/contract/partner-application-partial';
import type { ApplicationPartials, PartialStep } from '@railbite/contract/partner-application-partial';
import { ApiError } from '@/lib/api-client';
import { useSavePartial } from '../api/save-partial';
import { fitToSchema } from '../utils/fit-partial';

/** A second after the last keystroke: typing sends nothing, a pause sends one request. */
export const partialSaveDelayMs = 1000;
/** After a failure worth retrying (offline, the server busy): try again this much later. */
const retryDelayMs = 5000;

type PartialBody = NonNullable<ApplicationPartials[PartialStep]>;
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

type Source = { read: () => object; save: (partial: PartialBody) => Promise<unknown> };

/** The timing of the saves, apart from React: one request at a time, only when something changed. */
function createAutosave(step: PartialStep, onStatus: (status: AutosaveStatus) => void) {
  let source: Source | undefined;
  const body = () => (source ? fitToSchema<PartialBody>(partialSchemas[step], source.read()) : null);
  let timer: number | undefined;
  let lastSent: string | undefined;
  let inFlight = Promise.resolve();
  let held = false;
  const stopTimer = () => {
    window.clearTimeout(timer);
    timer = undefined;
  };

  async function flush(): Promise<void> {
    stopTimer();
    const partial = body();
    const json = JSON.stringify(partial);
    if (held || !source || partial === null || json === lastSent) return;
    const { save } = source;
    lastSent = json;
    inFlight = inFlight.then(async () => {
      onStatus('saving');
      try {
        await save(partial);
        onStatus('saved');
      } catch (error) {
        lastSent = undefined;
        onStatus('error');
        if (worthRetrying(error) && timer === undefined)
          timer = window.setTimeout(() => void flush(), retryDelayMs);
      }
    });
    await inFlight;
  }

  return {
    flush,
    /** The form's values and the request, as of the last render. */
    use: (latest: Source) => {
      source = latest;
    },
    /** What the page opened with is on the server already: only changes are sent. */
    opened: () => {
      lastSent = JSON.stringify(body());
    },
    changed: () => {
      stopTimer();
      timer = window.setTimeout(() => void flush(), partialSaveDelayMs);
    },
    hold: async () => {
      stopTimer();
      held = true;
      await inFlight;
    },
    release: () => {
      held = false;
    },
  };
}

/**
 * Keeps what is typed on a step on the server (ADR 038): `changed()` after each change saves a
 * second later; `flush()` (on blur, when the tab is hidden, when the page goes) saves at once.
 * `hold()` before the step is saved whole (that save replaces the typed copy), `release()` if it fails.
 */
export function usePartialAutosave(step: PartialStep, read: () => object) {
  const save = useSavePartial(step);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [autosave] = useState(() => createAutosave(step, setStatus));
  useLayoutEffect(() => {
    autosave.use({ read, save });
  });

  useEffect(() => {
    autosave.opened();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void autosave.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      void autosave.flush();
    };
  }, [autosave]);

  return { status, ...autosave };
}
