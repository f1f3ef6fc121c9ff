/**
 * Password hashing with argon2id (@node-rs/argon2 defaults to argon2id). Parameters follow the OWASP
 * minimum (19 MiB, 2 passes, 1 lane: about 20 ms here), so tests use the production cost too.
 */
import { hash, verify } from '@node-rs/argon2';

const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('timekeep-no-such-account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
