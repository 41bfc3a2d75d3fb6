import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Address, LatestAddress } from '@railbite/contract/addresses';
import type { Session } from './session';
import type { VisitorPlace } from './visitor-place';

/**
 * What a server-rendered page was rendered for (ADR 013, 014): the session the server knew (from the
 * page-session cookie, else `unknown`) and, for a logged-in customer, their saved addresses with the
 * default one chosen, and the visitor's chosen delivery place from its cookie (ADR 025). The browser
 * hydrates the page with the same, then switches to its own storage.
 */
export type RenderedView = {
  session: Session;
  savedAddresses: Address[];
  selectedAddress: LatestAddress | null;
  visitorPlace: VisitorPlace | null;
};

export const anonymousView: RenderedView = {
  session: { status: 'unknown' },
  savedAddresses: [],
  selectedAddress: null,
  visitorPlace: null,
};

const RenderedViewContext = createContext<RenderedView | null>(null);

/** The view the page was rendered for, while the browser hydrates a server-rendered page; else null. */
export function useRenderedView(): RenderedView | null {
  return useContext(RenderedViewContext);
}

/**
 * Ends the hydrating state once the page has hydrated, as a transition: the parts that change (the
 * header and pages showing the session) re-render in slices, without holding the main thread.
 */
export function HydrationGate({ view, children }: { view: RenderedView | null; children: ReactNode }) {
  const [hydratingView, setHydratingView] = useState(view);
  useEffect(() => {
    if (hydratingView)
      startTransition(() => {
        setHydratingView(null);
      });
    // The page answers taps from here on (index.css shows a busy pointer on buttons until then).
    else document.documentElement.dataset.appReady = '';
  }, [hydratingView]);
  return <RenderedViewContext value={hydratingView}>{children}</RenderedViewContext>;
}
