import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { HydrationGate, useHydrating } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';

// Nothing toasts before the first paint, so the toast renderer loads after it (ADR 012), and only in
// the browser (a server-rendered page has none). Toasts raised earlier wait in react-hot-toast's store
// and show once it has mounted.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

function Toasts() {
  // react-hot-toast's defaults are the spec's: top-center, 4 s (2 s for success), at most 20.
  return useHydrating() ? null : (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

type AppProviderProps = {
  children: ReactNode;
  /** Given when it already holds a server-rendered page's data. */
  queryClient?: QueryClient;
  /** The page was rendered on the server (ADR 013): render as it did until hydrated. */
  serverRendered?: boolean;
};

export function AppProvider({ children, queryClient, serverRendered = false }: AppProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={ownClient}>
      <HydrationGate hydrating={serverRendered}>
        {children}
        <Toasts />
      </HydrationGate>
    </QueryClientProvider>
  );
}
