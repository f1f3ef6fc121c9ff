import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateKeys } from './keys';

describe('signing keys', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tk-keys-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates a key on first start, keeps it private, and reuses it afterwards', () => {
    const first = loadOrCreateKeys(dir);
    const file = path.join(dir, 'keys', 'jwt.key');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeys(dir).jwtSecret.equals(first.jwtSecret)).toBe(true);
  });

  it('uses JWT_SECRET when given and refuses a short one', () => {
    expect(loadOrCreateKeys(dir, 'x'.repeat(40)).jwtSecret.toString()).toBe('x'.repeat(40));
    expect(() => loadOrCreateKeys(dir, 'short')).toThrow(/at least 32/);
    expect(fs.existsSync(path.join(dir, 'keys'))).toBe(false);
  });
});
