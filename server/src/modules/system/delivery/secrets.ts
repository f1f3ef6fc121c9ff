/**
 * A company's SMTP password at rest (ADR 0089): AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * secret, so a database dump alone does not give the password away. `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import crypto from 'node:crypto';
import type { Keys } from '../../../keys';

const INFO = 'timekeep company smtp password v1';

function keyOf(keys: Keys): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', keys.jwtSecret, Buffer.alloc(0), INFO, 32));
}

export function seal(keys: Keys, plain: string): string {
  if (plain === '') return '';
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(keys), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The password, or '' when none is stored; throws when the server's secret changed since it was sealed. */
export function unseal(keys: Keys, sealed: string): string {
  if (sealed === '') return '';
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('the stored SMTP password cannot be read');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(keys), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
