import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

// Nothing toasts before the first paint, so the toast renderer loads after it (ADR 012). Toasts raised
// earlier wait in react-hot-toast's store and show once it has mounted.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* react-hot-toast's defaults are the spec's: top-center, 4 s (2 s for success), at most 20. */}
      <Suspense>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
