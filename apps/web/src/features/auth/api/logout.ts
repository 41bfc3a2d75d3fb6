import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Revokes the token on the server, then forgets it here — even if the server could not be reached. */
export async function logout() {
  try {
    await apiRequest<typeof successMessageSchema>(apiPaths.auth.logout, { method: 'POST' });
  } catch {
    // Offline or already revoked: the person asked to be logged out here, so that still happens.
  }
  clearSession();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
    },
  });
}
