import { z } from 'zod';

/** Every error response has this shape (ARCHITECTURE.md "API"). */
export const errorEnvelopeSchema = z.strictObject({
  success: z.literal(false),
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
  requestId: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Machine-readable error codes shared by server and web. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

export const successMessageSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});
export type SuccessMessage = z.infer<typeof successMessageSchema>;
