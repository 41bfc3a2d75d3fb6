import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@railbite/contract/auth';
import type { successMessageSchema } from '@railbite/contract/common';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest<typeof successMessageSchema>(authPaths.resetPassword, { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
