export const accountPaths = {
  notificationPreferences: '/api/user/notification-preferences',
} as const;
