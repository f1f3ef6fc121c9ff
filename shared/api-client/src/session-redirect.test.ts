import { sessionExpiryUrl, withSessionNotice } from './session-redirect';

describe('sessionExpiryUrl (SPEC §4 session-expiry redirect)', () => {
  it('drops the company-code label from the host, keeping protocol and port', () => {
    expect(sessionExpiryUrl({ protocol: 'https:', hostname: 'acme.timekeep.example', port: '8443' }, 'acme'))
      .toBe('https://timekeep.example:8443/onboard/company-verification');
  });

  it('works on localhost sub-domains', () => {
    expect(sessionExpiryUrl({ protocol: 'http:', hostname: 'acme.localhost', port: '8080' }, 'acme'))
      .toBe('http://localhost:8080/onboard/company-verification');
  });

  it('compares host and company code case-insensitively', () => {
    expect(sessionExpiryUrl({ protocol: 'https:', hostname: 'ACME.timekeep.example', port: '' }, 'Acme'))
      .toBe('https://timekeep.example/onboard/company-verification');
  });

  it('stays on the current host when the host does not start with the company code', () => {
    expect(sessionExpiryUrl({ protocol: 'https:', hostname: 'other.timekeep.example', port: '' }, 'acme'))
      .toBe('https://other.timekeep.example/onboard/company-verification');
  });

  it('does not strip a host that merely starts with the same letters', () => {
    expect(sessionExpiryUrl({ protocol: 'http:', hostname: 'acmecorp.localhost', port: '8080' }, 'acme'))
      .toBe('http://acmecorp.localhost:8080/onboard/company-verification');
  });

  it('stays on the current host without a company code', () => {
    expect(sessionExpiryUrl({ protocol: 'http:', hostname: 'localhost', port: '8080' }, null))
      .toBe('http://localhost:8080/onboard/company-verification');
  });
});

describe('withSessionNotice (the "Session Timeout" toast survives a redirect to another host)', () => {
  it('marks a redirect that leaves the company host', () => {
    expect(withSessionNotice('http://localhost:8080/onboard/company-verification', { protocol: 'http:', hostname: 'acme.localhost', port: '8080' }))
      .toBe('http://localhost:8080/onboard/company-verification?notice=session-timeout');
  });

  it('leaves a same-host redirect alone (the single-page app keeps the toast)', () => {
    expect(withSessionNotice('https://timekeep.example/onboard/company-verification', { protocol: 'https:', hostname: 'TimeKeep.example', port: '' }))
      .toBe('https://timekeep.example/onboard/company-verification');
  });
});
