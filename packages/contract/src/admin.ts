import { z } from 'zod';

/** Admin cancels any order before delivery (refunded in full when paid). */
export const adminCancelOrderBodySchema = z.strictObject({
  reason: z
    .string({ message: 'reason must be text' })
    .trim()
    .min(1, 'Say why the order is cancelled')
    .max(300, 'reason must be at most 300 characters'),
});
export type AdminCancelOrderBody = z.infer<typeof adminCancelOrderBodySchema>;
