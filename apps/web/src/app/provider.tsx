import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { HydrationGate } from '@/lib/hydration';
import type { RenderedView } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** Given when it already holds a server-rendered page's data. */
  queryClient?: QueryClient;
  /** What the page was rendered for on the server (ADR 013): render as it did until hydrated. */
  renderedView?: RenderedView | undefined;
};

export function AppProvider({ children, queryClient, renderedView }: AppProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={ownClient}>
      <HydrationGate view={renderedView ?? null}>{children}</HydrationGate>
    </QueryClientProvider>
  );
}
