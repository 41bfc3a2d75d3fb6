import { queryOptions, useQuery } from '@tanstack/react-query';
import type { meResponseSchema } from '@railbite/contract/auth';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';

export function getProfile(signal?: AbortSignal) {
  return apiRequest<typeof meResponseSchema>(apiPaths.auth.me, { ...(signal ? { signal } : {}) });
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
