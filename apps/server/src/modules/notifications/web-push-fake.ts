import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription: its P-256 key pair and auth secret (what PushManager makes). */
export type FakeBrowserKeys = { ecdh: ReturnType<typeof createECDH>; p256dh: string; auth: string };

export function createFakeBrowserKeys(): FakeBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** What one push request carried, checked and decrypted as a push service and a browser would. */
export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, once its ES256 signature checked out against the `k=` key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The plaintext of the aes128gcm body (RFC 8291), decrypted with the device's keys. */
  payload: string;
};

function base64urlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) and answers the JWT's claims. */
export function checkVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID Authorization header: ${String(authorization)}`);
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  if (base64urlJson(header).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const { aud, exp, sub } = base64urlJson(claims) as { aud: string; exp: number; sub: string };
  return { aud, exp, sub, publicKey: match[2] };
}

/** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the receiving browser does. */
export function decryptAes128gcm(body: Buffer, keys: FakeBrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record');
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('last record lacks its padding delimiter');
  return padded.subarray(0, end).toString();
}

/**
 * A local push service for tests (RFC 8030): it takes messages at `/push/<name>`, checks each one's
 * VAPID signature and aes128gcm body with the subscription's keys, records them, and answers 201 —
 * or what a test tells it to (410 for an expired subscription, a 5xx outage).
 */
export async function startFakePushService({
  onPush,
  port = 0,
}: { onPush?: (push: ReceivedPush) => void | Promise<void>; port?: number } = {}) {
  const devices = new Map<string, FakeBrowserKeys>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let nextStatuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const path = request.url ?? '';
        const keys = devices.get(path);
        if (request.method !== 'POST' || !keys) return response.writeHead(404).end();
        const forced = nextStatuses.shift();
        if (forced !== undefined) return response.writeHead(forced).end();
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (!request.headers.ttl) throw new Error('no TTL');
          const push: ReceivedPush = {
            path,
            headers: request.headers,
            vapid: checkVapid(request.headers.authorization),
            payload: decryptAes128gcm(Buffer.concat(chunks), keys),
          };
          received.push(push);
          await onPush?.(push);
          response.writeHead(201, { location: `${path}/messages/${String(received.length)}` }).end();
        } catch (error) {
          rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    received,
    /** Requests it refused, with why (a bad signature, a body that would not decrypt). */
    rejected,
    /** A subscription of a new browser at this service: what `PushSubscription.toJSON()` gives. */
    subscribe(name: string, keys: FakeBrowserKeys = createFakeBrowserKeys()) {
      const path = `/push/${name}`;
      devices.set(path, keys);
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      };
    },
    /** The next requests are answered with these statuses, whatever they carry. */
    answerNext(...statuses: number[]) {
      nextStatuses = [...nextStatuses, ...statuses];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
