import { baseHost, isSessionGrant, planSignIn } from './sign-in-outcome';

const grant = { token: 'access-1', refresh: 'refresh-1' };
const at = (hostname: string, port = '8080') => ({ protocol: 'https:', hostname, port });

describe('planSignIn (SPEC §4 sign-in success)', () => {
  it('stays on this host and goes home when the host already starts with the domain', () => {
    expect(planSignIn({ ...grant, company_domain: 'acme' }, at('acme.timekeep.test'), [])).toEqual({ kind: 'home', domain: 'acme' });
  });

  it('sends the browser to <domain>.<base host>:<port>/switch-company with both tokens', () => {
    const outcome = planSignIn({ ...grant, company_domain: 'acme' }, at('timekeep.test'), []);
    expect(outcome).toEqual({
      kind: 'switch-host',
      url: 'https://acme.timekeep.test:8080/switch-company?state=access-1&refresh=refresh-1',
    });
  });

  it('replaces the current company sub-domain instead of stacking sub-domains', () => {
    const outcome = planSignIn({ ...grant, domain: 'beta' }, at('acme.localhost', ''), [null, 'acme']);
    expect(outcome).toEqual({ kind: 'switch-host', url: 'https://beta.localhost/switch-company?state=access-1&refresh=refresh-1' });
  });

  it('does not mistake a longer label for the domain (acmex. is not acme.)', () => {
    expect(planSignIn({ ...grant, company_domain: 'acme' }, at('acmex.localhost'), ['acmex']).kind).toBe('switch-host');
  });

  it('goes to company login without a domain', () => {
    expect(planSignIn({ ...grant, company_domain: '' }, at('localhost'), [])).toEqual({ kind: 'company-login' });
    expect(planSignIn({ ...grant, company_domain: null }, at('localhost'), [])).toEqual({ kind: 'company-login' });
  });

  it('url-encodes the tokens', () => {
    const outcome = planSignIn({ token: 'a+b/c=', refresh: 'r&s', company_domain: 'acme' }, at('localhost'), []);
    expect(outcome.kind === 'switch-host' && new URL(outcome.url).searchParams.get('state')).toBe('a+b/c=');
    expect(outcome.kind === 'switch-host' && new URL(outcome.url).searchParams.get('refresh')).toBe('r&s');
  });
});

describe('baseHost', () => {
  it('strips the current company code or www, nothing else', () => {
    expect(baseHost('acme.example.com', ['acme'])).toBe('example.com');
    expect(baseHost('beta.example.com', [null, 'acme', 'beta'])).toBe('example.com');
    expect(baseHost('www.example.com', [])).toBe('example.com');
    expect(baseHost('example.com', ['acme'])).toBe('example.com');
  });
});

describe('isSessionGrant', () => {
  it('needs both tokens', () => {
    expect(isSessionGrant(grant)).toBe(true);
    expect(isSessionGrant({ token: 'a' })).toBe(false);
    expect(isSessionGrant({ token: '', refresh: 'r' })).toBe(false);
    expect(isSessionGrant(null)).toBe(false);
  });
});
