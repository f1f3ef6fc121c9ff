import crypto from 'node:crypto';
import { signJwt, verifyJwt } from './jwt';

const secret = crypto.randomBytes(32);

describe('HS256 JWT', () => {
  it('round-trips claims and exposes exp in seconds', () => {
    const token = signJwt({ user_id: 7, staff: false, exp: 2000 }, secret);
    expect(verifyJwt(token, secret, 1999)).toEqual({ ok: true, claims: { user_id: 7, staff: false, exp: 2000 } });
  });

  it('rejects an expired token at exp', () => {
    const token = signJwt({ exp: 2000 }, secret);
    expect(verifyJwt(token, secret, 2000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects another key, a changed payload and garbage', () => {
    const token = signJwt({ user_id: 1, exp: 9999999999 }, secret);
    expect(verifyJwt(token, crypto.randomBytes(32), 0)).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ user_id: 2, exp: 9999999999 })).toString('base64url')}.${s}`;
    expect(verifyJwt(forged, secret, 0)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt('a.b', secret, 0)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyJwt('!!.??.**', secret, 0)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses the "none" algorithm even with an empty signature', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ user_id: 1, exp: 9999999999 })).toString('base64url');
    expect(verifyJwt(`${header}.${payload}.`, secret, 0)).toEqual({ ok: false, reason: 'malformed' });
  });
});
