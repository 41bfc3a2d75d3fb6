import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { HydrationGate } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';

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
      <HydrationGate hydrating={serverRendered}>{children}</HydrationGate>
    </QueryClientProvider>
  );
}
