import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successMessageSchema } from '@railbite/contract/common';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Revokes the token on the server, then forgets it here — even if the server could not be reached. */
export async function logout() {
  try {
    await apiRequest<typeof successMessageSchema>(authPaths.logout, { method: 'POST' });
  } catch {
    // Offline or already revoked: the person asked to be logged out here, so that still happens.
  }
  // The next person on this browser must not get this account's order notifications.
  await import('@/lib/push/push-setup')
    .then(({ cancelPushSubscription }) => cancelPushSubscription())
    .catch(() => undefined);
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
