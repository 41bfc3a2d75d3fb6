export const authPaths = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  changePassword: '/api/auth/change-password',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  /** SPEC.md §7: registers this device's push subscription (the spec's "push token"). */
  validateAndUpdateFcm: '/api/auth/validate-and-update-fcm',
} as const;
