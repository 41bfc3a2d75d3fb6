import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@railbite/contract/account';
import type { successMessageSchema } from '@railbite/contract/common';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';

/** The server keeps this session and logs every other device out. */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest<typeof successMessageSchema>(authPaths.changePassword, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
