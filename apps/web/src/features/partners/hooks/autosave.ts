import { partialSchemas } from '@railbite/contract/partner-application-partial';
import type { ApplicationPartials, PartialStep } from '@railbite/contract/partner-application-partial';
import { ApiError } from '@/lib/api-client';
import { savePartial } from '../api/save-partial';
import { fitToSchema } from '../utils/fit-partial';

/** A second after the last keystroke: typing sends nothing, a pause sends one request. */
export const partialSaveDelayMs = 1000;
/** After a failure worth retrying (offline, the server busy): try again this much later. */
const retryDelayMs = 5000;

export type PartialBody = NonNullable<ApplicationPartials[PartialStep]>;
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * The timing of a step's saves, apart from React (ADR 038): one request at a time, only when the
 * body differs from the last one sent. Its status is a little store of its own, so that only the
 * status line re-renders while someone types.
 */
export function createAutosave(step: PartialStep) {
  let read: (() => object) | undefined;
  let status: AutosaveStatus = 'idle';
  const listeners = new Set<() => void>();
  const setStatus = (next: AutosaveStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const body = () => (read ? fitToSchema<PartialBody>(partialSchemas[step], read()) : null);
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
    if (held || partial === null || json === lastSent) return;
    lastSent = json;
    inFlight = inFlight.then(async () => {
      setStatus('saving');
      try {
        await savePartial(step, partial);
        setStatus('saved');
      } catch (error) {
        lastSent = undefined;
        setStatus('error');
        if (worthRetrying(error) && timer === undefined)
          timer = window.setTimeout(() => void flush(), retryDelayMs);
      }
    });
    await inFlight;
  }

  return {
    flush,
    body,
    /** The form's values as of the last render. */
    reads: (latest: () => object) => {
      read = latest;
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
    isHeld: () => held,
    status: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Autosave = ReturnType<typeof createAutosave>;
