import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@railbite/contract/auth';
import type { successMessageSchema } from '@railbite/contract/common';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';

export function register(body: RegisterBody) {
  return apiRequest<typeof successMessageSchema>(authPaths.register, { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
