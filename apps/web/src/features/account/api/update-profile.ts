import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileResponseSchema, UpdateProfileBodyInput } from '@railbite/contract/account';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';
import { saveUser } from '@/lib/session';
import { getProfileQueryOptions } from './get-profile';

export function updateProfile(body: UpdateProfileBodyInput) {
  return apiRequest<typeof profileResponseSchema>(authPaths.me, { method: 'PATCH', body });
}

/** On success the stored user is replaced, so the header drawer shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      saveUser(data);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, data);
    },
  });
}
