import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

const HydratingContext = createContext(false);

/**
 * True while the browser hydrates a server-rendered page (ADR 013): what the page shows must then be
 * what the server rendered, which knew nothing of this browser (its stored session, for one).
 */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/**
 * Ends the hydrating state once the page has hydrated, as a transition: the parts that change (the
 * header and pages showing the session) re-render in slices, without holding the main thread.
 */
export function HydrationGate({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [stillHydrating, setStillHydrating] = useState(hydrating);
  useEffect(() => {
    if (stillHydrating)
      startTransition(() => {
        setStillHydrating(false);
      });
    // The page answers taps from here on (index.css shows a busy pointer on buttons until then).
    else document.documentElement.dataset.appReady = '';
  }, [stillHydrating]);
  return <HydratingContext value={stillHydrating}>{children}</HydratingContext>;
}
