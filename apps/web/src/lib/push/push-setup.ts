import { authPaths } from '@railbite/contract/paths/auth';
import { pushPaths } from '@railbite/contract/paths/push';
import type { successMessageSchema } from '@railbite/contract/common';
import { pushTokenRefreshMs } from '@railbite/contract/push';
import type { vapidPublicKeyResponseSchema } from '@railbite/contract/push';
import { apiRequest } from '@/lib/api-client';
import { serviceWorkerUrl } from '@/lib/service-worker-url';
import { getOrCreateDeviceId } from './device-id';
import { forgetPushToken, readPushToken, writePushToken } from './push-token-store';
import { pushSupported } from './push-support';

export type PushSetupResult = 'unsupported' | 'denied' | 'not-asked' | 'current' | 'registered' | 'failed';

/** SPEC.md §9: how long to wait for the service worker to become active. */
const activationTimeoutMs = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${what} timed out`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
  return withTimeout(navigator.serviceWorker.ready, activationTimeoutMs, 'service worker activation');
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/** The browser's subscription for our current key: kept if it has one, made otherwise. */
async function subscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { data } = await apiRequest<typeof vapidPublicKeyResponseSchema>(pushPaths.vapidPublicKey);
  const key = base64urlBytes(data.publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // Made for a key the server no longer signs with: its messages would be refused.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * SPEC.md §4 Push setup: get or create the device id, use the stored push token or get one, register
 * both with the server, refreshed every 7 days. It asks for permission only when `ask` (a person's own
 * tap, once they have an order or turn order updates on); a denied permission is left alone. On
 * failure it logs and removes the stored token, so the next page load tries again.
 */
export async function setUpPush({ ask }: { ask: boolean }): Promise<PushSetupResult> {
  if (!pushSupported()) return 'unsupported';
  let permission = Notification.permission;
  if (permission === 'default' && ask) permission = await Notification.requestPermission();
  if (permission === 'denied') {
    forgetPushToken();
    return 'denied';
  }
  if (permission !== 'granted') return 'not-asked';
  const deviceId = getOrCreateDeviceId();
  try {
    const stored = readPushToken();
    const registration = await activeRegistration();
    if (stored && Date.now() - stored.registeredAt < pushTokenRefreshMs) {
      const current = await registration.pushManager.getSubscription();
      if (current?.endpoint === stored.endpoint) return 'current';
    }
    const made = await subscription(registration);
    const json = made.toJSON();
    await apiRequest<typeof successMessageSchema>(authPaths.validateAndUpdateFcm, {
      method: 'POST',
      body: {
        fcmToken: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys },
        deviceId,
      },
    });
    writePushToken({ endpoint: made.endpoint, registeredAt: Date.now() });
    return 'registered';
  } catch (error) {
    console.warn('Push setup failed', error);
    forgetPushToken();
    return 'failed';
  }
}

/**
 * At logout: this browser's subscription is cancelled, so the push service refuses further messages
 * to it and the server drops it — a shared computer does not keep showing the last person's orders.
 */
export async function cancelPushSubscription(): Promise<void> {
  forgetPushToken();
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('Push unsubscribe failed', error);
  }
}
