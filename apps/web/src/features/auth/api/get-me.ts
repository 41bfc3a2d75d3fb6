import { queryOptions, useQuery } from '@tanstack/react-query';
import type { meResponseSchema } from '@railbite/contract/auth';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';

export function getMe(options: { signal?: AbortSignal; token?: string } = {}) {
  return apiRequest<typeof meResponseSchema>(apiPaths.auth.me, { ...options });
}

export function getMeQueryOptions(token: string) {
  // The token is part of the key so a new login never sees the previous user's answer.
  return queryOptions({ queryKey: ['auth', 'me', token], queryFn: ({ signal }) => getMe({ signal }) });
}

export function useMe(token: string | undefined) {
  return useQuery({ ...getMeQueryOptions(token ?? ''), enabled: token !== undefined });
}
