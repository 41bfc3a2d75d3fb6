/** Admin API: every path checks the admin role (admins are made by `npm run admin:create`). */
export const adminPaths = {
  cancelOrder: (orderId: string) => `/api/admin/cancel-order/${orderId}`,
  /** Record a run's delay or cancellation (any train). */
  trainRun: '/api/admin/train-run',
} as const;
