import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (ARCHITECTURE.md "Partners and admin"): local disk under DATA_DIR by
 * default, or an S3-compatible bucket (FILE_STORE=s3, ADR 038). Keys are ours (`[a-z0-9/-]`), never a user's file name.
 */
export type FileStore = {
  readonly name: string;
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes as a stream; throws `FileMissingError` when nothing is stored under `key`. */
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Lets go of connections (at shutdown). */
  close(): void;
};

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'FileMissingError';
  }
}

const keyPattern = /^[a-z0-9]+(?:[/-][a-z0-9]+)*$/;

/** Refuses a key that could leave the store's root (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 200) throw new Error(`unsafe file store key: ${key}`);
}
