import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) at OWASP's baseline: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * A real hash to verify against when the phone is unknown, so an unknown phone costs the same time
 * as a wrong password and the two cannot be told apart.
 */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('railbite-decoy-password');
  return decoyHash;
}
