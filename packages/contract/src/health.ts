import { z } from 'zod';

export const healthResponseSchema = z.strictObject({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
