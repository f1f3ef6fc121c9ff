import { isTokenExpired, tokenExpiry } from './token-expiry';
import { makeJwt, NOW_MS, nowSeconds } from './test-support/fake-transport';

describe('isTokenExpired (SPEC §4, margin 300 s)', () => {
  it('treats 299 s left as expired', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSeconds() + 299 }), NOW_MS)).toBe(true);
  });

  it('treats exactly 300 s left as expired ("within 300 s")', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSeconds() + 300 }), NOW_MS)).toBe(true);
  });

  it('treats 301 s left as valid', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSeconds() + 301 }), NOW_MS)).toBe(false);
  });

  it('treats a token already past exp as expired', () => {
    expect(isTokenExpired(makeJwt({ exp: nowSeconds() - 10 }), NOW_MS)).toBe(true);
  });

  it.each([
    ['not a JWT', 'garbage'],
    ['a payload that is not JSON', 'aaa.bbb.ccc'],
    ['an empty string', ''],
    ['null', null],
    ['a payload without exp', makeJwt({ user_id: 1 })],
    ['a non-numeric exp', makeJwt({ exp: 'tomorrow' })],
  ])('treats %s as expired (undecodable)', (_label, token) => {
    expect(isTokenExpired(token, NOW_MS)).toBe(true);
  });

  it('reads exp in seconds', () => {
    expect(tokenExpiry(makeJwt({ exp: 1234567890 }))).toBe(1234567890);
  });
});
