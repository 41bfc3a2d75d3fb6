export const authPaths = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  changePassword: '/api/auth/change-password',
} as const;
