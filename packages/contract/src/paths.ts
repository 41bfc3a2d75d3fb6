/** Every API path, as the server registers it and the web calls it (SPEC.md §7 names). */
export const apiPaths = {
  health: '/api/health',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    me: '/api/auth/me',
    logout: '/api/auth/logout',
  },
} as const;
