import { z } from 'zod';

export const healthResponseSchema = z.strictObject({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  /** `read-only`: reads answer but writes fail (a full disk, a read-only folder or server). */
  database: z.enum(['up', 'read-only', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
