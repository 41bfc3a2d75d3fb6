import { useMutation } from '@tanstack/react-query';
import type { loginResponseSchema, LoginBody } from '@railbite/contract/auth';
import { authPaths } from '@railbite/contract/paths/auth';
import { apiRequest } from '@/lib/api-client';
import { clearSession, saveCredential, saveUser } from '@/lib/session';
import { getMe } from './get-me';

/**
 * SPEC.md §4 Login: only `success: true` counts; then the credential is saved and the current user
 * fetched and stored. Any failure leaves no credential behind.
 */
export async function login(body: LoginBody) {
  try {
    const { token, roleType } = await apiRequest<typeof loginResponseSchema>(authPaths.login, {
      method: 'POST',
      body,
    });
    // Check the token and fetch the user before storing anything, so the app never holds half a login.
    const { data: user } = await getMe({ token });
    saveUser(user);
    saveCredential({ token, roleType });
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
