import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@railbite/contract/auth';
import { successMessageSchema } from '@railbite/contract/common';
import { apiPaths } from '@railbite/contract/paths';
import { apiRequest } from '@/lib/api-client';

export function register(body: RegisterBody) {
  return apiRequest(apiPaths.auth.register, { method: 'POST', body, schema: successMessageSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
