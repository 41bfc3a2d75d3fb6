import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 base64url characters. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export { sessionTokenPattern } from '@railbite/contract/session';

/** The database keeps only this digest, so a leaked table does not leak usable tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
