export const addressPaths = {
  list: '/api/user/get-all-addresses',
  /** Not in SPEC.md §7: the edit page reads one address, and a foreign id answers 404. */
  get: (id: number | string) => `/api/user/get-user-address/${String(id)}`,
  create: '/api/user/create-user-address',
  update: (id: number | string) => `/api/user/update-user-address/${String(id)}`,
  setDefault: (id: number | string) => `/api/user/set-default-address/${String(id)}`,
  delete: (id: number | string) => `/api/user/delete-address/${String(id)}`,
} as const;
