import { queryOptions, useQuery } from '@tanstack/react-query';
import type { meResponseSchema } from '@railbite/contract/auth';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';

export function getMe(options: { signal?: AbortSignal; token?: string } = {}) {
  return apiRequest<typeof meResponseSchema>(authPaths.me, { ...options });
}

/** `sessionKey` names the login (lib/session.ts), so a new login never sees the previous user's answer. */
export function getMeQueryOptions(sessionKey: string) {
  return queryOptions({ queryKey: ['auth', 'me', sessionKey], queryFn: ({ signal }) => getMe({ signal }) });
}

export function useMe(sessionKey: string | undefined) {
  return useQuery({ ...getMeQueryOptions(sessionKey ?? ''), enabled: sessionKey !== undefined });
}
