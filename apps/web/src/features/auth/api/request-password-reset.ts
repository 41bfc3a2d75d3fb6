import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordResetBody } from '@railbite/contract/auth';
import type { successMessageSchema } from '@railbite/contract/common';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';

export function requestPasswordReset(body: RequestPasswordResetBody) {
  return apiRequest<typeof successMessageSchema>(authPaths.requestPasswordReset, { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
