import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Passw0rd!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'Passw0rd!')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'passw0rd!')).resolves.toBe(false);
  });

  it('rejects when there is no hash or it is malformed', async () => {
    await expect(verifyPassword(null, 'Passw0rd!')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'Passw0rd!')).resolves.toBe(false);
  });
});
