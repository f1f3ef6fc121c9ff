/**
 * Signing keys: generated on first start and kept in DATA_DIR (mode 0600), or given by JWT_SECRET.
 * No key is ever fixed in the source.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Keys {
  jwtSecret: Buffer;
}

export function loadOrCreateKeys(dataDir: string, jwtSecretFromEnv?: string): Keys {
  if (jwtSecretFromEnv) {
    if (jwtSecretFromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return { jwtSecret: Buffer.from(jwtSecretFromEnv, 'utf8') };
  }
  const file = path.join(dataDir, 'keys', 'jwt.key');
  if (fs.existsSync(file)) {
    return { jwtSecret: Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64') };
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48);
  // 'wx' fails if another process created the file meanwhile; then read theirs so both agree.
  try {
    fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
    return { jwtSecret: secret };
  } catch {
    return { jwtSecret: Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64') };
  }
}
