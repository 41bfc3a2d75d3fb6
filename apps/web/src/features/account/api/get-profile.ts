import { queryOptions, useQuery } from '@tanstack/react-query';
import type { meResponseSchema } from '@railbite/contract/auth';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';

export function getProfile(signal?: AbortSignal) {
  return apiRequest<typeof meResponseSchema>(authPaths.me, { ...(signal ? { signal } : {}) });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'profile'],
    queryFn: ({ signal }) => getProfile(signal).then((response) => response.data),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
