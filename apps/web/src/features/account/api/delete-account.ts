import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@railbite/contract/account';
import type { successMessageSchema } from '@railbite/contract/common';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<typeof successMessageSchema>(authPaths.me, { method: 'DELETE', body });
}

/**
 * Deleting is the server's part; forgetting the account here is `forget`, to be called once the page
 * has left the protected route (forgetting first would make the route guard send the person to /login).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: deleteAccount });
  const forget = useCallback(() => {
    clearSession();
    queryClient.clear();
  }, [queryClient]);
  return { ...mutation, forget };
}
