/** Admin API: every path checks the admin role (admins are made by `npm run admin:create`). */
export const adminPaths = {
  cancelOrder: (orderId: string) => `/api/admin/cancel-order/${orderId}`,
  /** A caller's orders by phone (`?phone=`): the account's and those to a seat for that passenger. */
  orders: '/api/admin/orders',
  /** One order with what support needs (never its delivery code). */
  order: (orderId: string) => `/api/admin/orders/${orderId}`,
  /** A new delivery code for a seat order locked by wrong codes, texted to the passenger. */
  deliveryCode: (orderId: string) => `/api/admin/orders/${orderId}/delivery-code`,
  /** Record a run's delay or cancellation (any train). */
  trainRun: '/api/admin/train-run',
  /** Partner applications (ADR 035): `?status=` queue, one application, and the three decisions. */
  applications: '/api/admin/partner-applications',
  application: (applicationId: number | string) => `/api/admin/partner-applications/${String(applicationId)}`,
  approveApplication: (applicationId: number | string) =>
    `/api/admin/partner-applications/${String(applicationId)}/approve`,
  requestApplicationChanges: (applicationId: number | string) =>
    `/api/admin/partner-applications/${String(applicationId)}/request-changes`,
  rejectApplication: (applicationId: number | string) =>
    `/api/admin/partner-applications/${String(applicationId)}/reject`,
} as const;
