import { z } from 'zod';

/** SPEC.md §5: registration needs both ('Token or Device ID is missing'). */
export const pushRegistrationMissingMessage = 'Token or Device ID is missing';

/** SPEC.md §3 `device_id`: `device_`, a random string, the millisecond timestamp it was made at. */
export const deviceIdPattern = /^device_[a-z0-9]{6,32}_\d{13}$/;

const missing = { error: pushRegistrationMissingMessage };

/** Base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (name: string, length: { min: number; max: number }) =>
  z
    .string(missing)
    .min(length.min, `${name} is not a push key`)
    .max(length.max, `${name} is not a push key`)
    .regex(/^[A-Za-z0-9_-]+$/, `${name} is not a push key`);

/**
 * The browser's push subscription (`PushSubscription.toJSON()`), which the spec's flow carries as the
 * push token (`fcmToken`): the push service's endpoint and the keys a message is encrypted to.
 */
export const pushSubscriptionSchema = z.strictObject(
  {
    endpoint: z
      .url({ protocol: /^https?$/, error: 'The push endpoint must be an http(s) URL' })
      .max(1000, 'The push endpoint is too long'),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject(
      {
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret.
        p256dh: base64url('p256dh', { min: 87, max: 88 }),
        auth: base64url('auth', { min: 22, max: 24 }),
      },
      missing,
    ),
  },
  missing,
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** SPEC.md §7 `POST api/auth/validate-and-update-fcm`: payload fcmToken, deviceId. */
export const validateAndUpdateFcmBodySchema = z.strictObject({
  fcmToken: pushSubscriptionSchema,
  deviceId: z
    .string(missing)
    .min(1, pushRegistrationMissingMessage)
    .max(64, 'Device ID is not valid')
    .regex(deviceIdPattern, 'Device ID is not valid'),
});
export type ValidateAndUpdateFcmBody = z.infer<typeof validateAndUpdateFcmBodySchema>;

/** The key a browser subscribes with (`applicationServerKey`), base64url. */
export const vapidPublicKeyResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ publicKey: z.string() }),
});
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/** What a push message carries to the service worker: what to show and the page a tap opens. */
export const pushPayloadSchema = z.strictObject({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushPayloadJson = z.infer<typeof pushPayloadSchema>;

/** SPEC.md §9: the stored push token is refreshed this often. */
export const pushTokenRefreshMs = 7 * 24 * 60 * 60 * 1000;
