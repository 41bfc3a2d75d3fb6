/** Admin API: every path checks the admin role (admins are made by `npm run admin:create`). */
export const adminPaths = {
  cancelOrder: (orderId: string) => `/api/admin/cancel-order/${orderId}`,
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
