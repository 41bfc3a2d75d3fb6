import webPush from 'web-push';
import type { PushPayload } from '../../db/schema/push.ts';
import type { VapidKeySource } from './vapid-keys.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service no longer knows the subscription (404/410); it must be removed. */
export type PushResult = 'sent' | 'gone';

/** A message the push service did not take; `permanent` when trying again cannot help. */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'PushSendError';
  }
}

export type PushSender = {
  send(
    target: PushTarget,
    payload: PushPayload,
    options: { ttlSeconds: number; topic: string },
  ): Promise<PushResult>;
};

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm body (RFC 8291): `web-push` signs and
 * encrypts; we post it ourselves with fetch, for a timeout and no redirects. `Topic` lets the push
 * service replace an undelivered copy of the same message rather than deliver both.
 */
export function createWebPushSender({
  keys,
  subject,
  timeoutMs,
}: {
  keys: VapidKeySource;
  subject: string;
  timeoutMs: number;
}): PushSender {
  return {
    async send(target, payload, { ttlSeconds, topic }) {
      const vapid = await keys.get();
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, ...vapid },
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
          topic,
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new PushSendError(
          timedOut ? 'push service timed out' : 'push service could not be reached',
          false,
        );
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.ok) return 'sent';
      // 413 (payload too large) and 400/403 (a bad request or VAPID key) will not change on a retry.
      const permanent = response.status !== 429 && response.status < 500 && response.status !== 408;
      throw new PushSendError(`push service answered HTTP ${String(response.status)}`, permanent);
    },
  };
}
