import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a bare environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.baseDomain).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.devMailbox).toBe('loopback');
    expect(config.pgliteSync).toBe('commit');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use postgres:/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must use smtp:/],
    [{ BASE_DOMAIN: 'bad domain' }, /BASE_DOMAIN must be a host name/],
    [{ TELR_TIMEOUT_MS: '5' }, /TELR_TIMEOUT_MS must be an integer from 100/],
    [{ DEV_MAILBOX: 'yes' }, /DEV_MAILBOX must be "loopback" or "open"/],
    [{ PGLITE_SYNC: 'fsync' }, /PGLITE_SYNC must be "commit" or "off"/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads provider settings by their fixed names', () => {
    const config = loadConfig({ TELR_BASE_URL: 'http://127.0.0.1:1/', TELR_STORE_ID: '42', TELR_AUTH_KEY: 'k', PAYPAL_CLIENT_ID: 'c', PAYPAL_CLIENT_SECRET: 's' });
    expect(config.telr).toMatchObject({ baseUrl: 'http://127.0.0.1:1/', id: '42', secret: 'k' });
    expect(config.paypal).toMatchObject({ id: 'c', secret: 's' });
  });

  it('builds the public URL from BASE_DOMAIN and PORT, and leaves out default ports', () => {
    expect(loadConfig({ BASE_DOMAIN: 'timekeep.test', PORT: '9000' }).publicUrl).toBe('http://timekeep.test:9000');
    expect(loadConfig({ BASE_DOMAIN: 'timekeep.test', PORT: '80' }).publicUrl).toBe('http://timekeep.test');
  });
});

describe('proxy trust and rate-limit scale', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot dodge per-IP limits', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('scales rate limits only when asked, within bounds', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '50' }).rateLimitScale).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('polls for due jobs every 5 s by default; JOBS_POLL_MS changes it within bounds', () => {
    expect(loadConfig({}).jobsPollMs).toBe(5000);
    expect(loadConfig({ JOBS_POLL_MS: '250' }).jobsPollMs).toBe(250);
    expect(() => loadConfig({ JOBS_POLL_MS: '0' })).toThrow(/JOBS_POLL_MS/);
  });
});
