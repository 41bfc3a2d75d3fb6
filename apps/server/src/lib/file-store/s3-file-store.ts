import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, FileMissingError } from './file-store.ts';
import type { FileStore } from './file-store.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …): README "File storage", ADR 038. */
export type S3StoreConfig = {
  /** Unset: AWS S3 itself for `region`; else the store's base URL, e.g. http://minio:9000. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` rather than `bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  timeouts: {
    /** To open a connection. */
    connectMs: number;
    /** One call, retries included, until the store answers (a put's upload included). */
    callMs: number;
    /** A download's body: the longest the connection may stay silent while it streams. */
    idleMs: number;
  };
};

/** What the store says for a key with nothing under it (GET answers NoSuchKey, HEAD a bare 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Files in one bucket under our keys (`applications/<id>/<uuid>`), through the official AWS client. */
export function createS3FileStore(config: S3StoreConfig): FileStore {
  const { timeouts } = config;
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Given outright, so the client never looks for others (files, instance metadata).
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.callMs,
      throwOnRequestTimeout: true,
      socketTimeout: timeouts.idleMs,
    },
  });

  /** Sends one command; the whole call (retries too) is abandoned after `callMs`. */
  async function send<Output>(run: (abortSignal: AbortSignal) => Promise<Output>): Promise<Output> {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new Error(`the file store did not answer within ${String(timeouts.callMs)} ms`));
    }, timeouts.callMs);
    try {
      return await run(controller.signal);
    } finally {
      // Cleared once the answer's headers are in: a download's body then streams at the reader's pace.
      clearTimeout(timer);
    }
  }

  return {
    name: 's3',
    async put(key, bytes) {
      assertSafeKey(key);
      await send((abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: 'application/octet-stream',
          }),
          { abortSignal },
        ),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await send((abortSignal) =>
          client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('the file store answered without a body');
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await send((abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal }),
      );
    },
    close() {
      client.destroy();
    },
  };
}
