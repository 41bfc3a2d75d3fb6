/** Admin API: every path checks the admin role (admins are made by `npm run admin:create`). */
export const adminPaths = {
  cancelOrder: (orderId: string) => `/api/admin/cancel-order/${orderId}`,
} as const;
