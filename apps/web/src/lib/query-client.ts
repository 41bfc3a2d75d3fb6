import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

type Options = {
  /** The server's renderer does not retry: a failed query is left for the browser. */
  retry?: false;
};

export function createQueryClient({ retry }: Options = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not heal by retrying; network blips and 5xx might.
        retry:
          retry ??
          ((failureCount, error) =>
            failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)),
        refetchOnWindowFocus: false,
      },
    },
  });
}
