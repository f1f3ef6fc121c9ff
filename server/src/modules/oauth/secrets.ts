/**
 * Opaque secrets for e-mail links and refresh tokens: 32 random bytes (base64url). They carry 256 bits of
 * entropy, so a plain SHA-256 is enough to store them (a slow hash is for low-entropy passwords).
 */
import crypto from 'node:crypto';

export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newFamilyId(): string {
  return crypto.randomUUID();
}
