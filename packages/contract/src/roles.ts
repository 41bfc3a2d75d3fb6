/** The account roles. A module without zod, so the web can check a stored credential without it. */
export const roleTypes = ['customer', 'partner', 'admin'] as const;
export type RoleType = (typeof roleTypes)[number];
