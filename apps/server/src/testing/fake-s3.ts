import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3StoreConfig } from '../lib/file-store/s3-file-store.ts';

/**
 * A local stand-in for S3's object API (PutObject, GetObject, HeadObject, DeleteObject; path-style
 * addressing), for tests of the S3 file store (ADR 038). Like S3 it refuses any request whose AWS
 * Signature Version 4 does not verify against the one key pair it knows, and a body that does not
 * match its signed `x-amz-content-sha256`. Objects live in memory.
 */
export const fakeS3Credentials = {
  accessKeyId: 'AKIAFAKES3TESTKEY000',
  secretAccessKey: 'fake-s3-secret-key-for-tests-only-0000000',
  region: 'ap-south-1',
  bucket: 'railbite-test-files',
};

type Recorded = { method: string; path: string; authorization: string; contentSha256: string };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding, as SigV4 wants it for query keys and values. */
const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why the request's signature does not verify, or null when it does. */
function signatureProblem(request: IncomingMessage, body: Buffer): string | null {
  const authorization = request.headers.authorization ?? '';
  const match = authorizationPattern.exec(authorization);
  if (!match) return 'no AWS4-HMAC-SHA256 Authorization header';
  const [, accessKeyId = '', day = '', region = '', signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== fakeS3Credentials.accessKeyId) return 'unknown access key';
  if (region !== fakeS3Credentials.region) return 'wrong region in the credential scope';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return 'x-amz-date missing or not the scope’s day';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return 'no x-amz-content-sha256';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
    return 'the body does not match x-amz-content-sha256';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return 'host, x-amz-date and x-amz-content-sha256 must be signed';

  const url = new URL(request.url ?? '/', 'http://fake-s3');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headerLines = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    headerLines.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${fakeS3Credentials.secretAccessKey}`, day), region), 's3'),
    'aws4_request',
  );
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? null
    : 'the signature does not match';
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(xml);
}

/** Starts the fake on a free loopback port. `stall` makes it take requests and never answer. */
export async function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: Recorded[] = [];
  const state = { stall: false };

  /** One object request, its signature checked. */
  function answer(method: string, key: string, body: Buffer, response: ServerResponse) {
    const stored = objects.get(key);
    if (method === 'PUT') {
      objects.set(key, body);
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    } else if ((method === 'GET' || method === 'HEAD') && stored) {
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(stored.length),
      });
      response.end(method === 'GET' ? stored : undefined);
    } else if (method === 'HEAD') response.writeHead(404).end();
    else if (method === 'GET') sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    else if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else sendError(response, 405, 'MethodNotAllowed', 'Not supported by the fake');
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.stall) return;
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        authorization: request.headers.authorization ?? '',
        contentSha256: String(request.headers['x-amz-content-sha256'] ?? ''),
      });
      const problem = signatureProblem(request, body);
      if (problem) {
        sendError(response, 403, 'SignatureDoesNotMatch', problem);
        return;
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== fakeS3Credentials.bucket) {
        sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        return;
      }
      answer(request.method ?? '', decodeURIComponent(rest.join('/')), body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    objects,
    requests,
    /** From now on, requests are read and never answered (a store that hangs). */
    stall() {
      state.stall = true;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

/** The S3 store's configuration pointing at `fake` (short timeouts: tests wait for them). */
export function s3ConfigFor(fake: FakeS3, overrides: Partial<S3StoreConfig> = {}): S3StoreConfig {
  return {
    endpoint: fake.endpoint,
    bucket: fakeS3Credentials.bucket,
    region: fakeS3Credentials.region,
    accessKeyId: fakeS3Credentials.accessKeyId,
    secretAccessKey: fakeS3Credentials.secretAccessKey,
    forcePathStyle: true,
    timeouts: { connectMs: 1_000, callMs: 1_500, idleMs: 1_500 },
    ...overrides,
  };
}
