import { randomBytes } from 'node:crypto';

/** `ORD` + 12 URL-safe random characters (72 bits): opaque and not guessable (ARCHITECTURE.md "Data"). */
export function newOrderId(): string {
  return `ORD${randomBytes(9).toString('base64url')}`;
}
