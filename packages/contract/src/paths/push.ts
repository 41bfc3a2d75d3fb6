export const pushPaths = {
  /** The VAPID public key browsers subscribe with (ADR 032). */
  vapidPublicKey: '/api/push/vapid-public-key',
} as const;
