import { contentSecurityPolicy, createNonce, isGoogleMaps } from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const fake = directives(contentSecurityPolicy({ nonce: 'abc', mapsBaseUrl: 'http://127.0.0.1:9999' }));

  it('allows scripts only by this response nonce and what they load, never inline', () => {
    const script = fake.get('script-src') ?? [];
    expect(script).toEqual(expect.arrayContaining(["'nonce-abc'", "'strict-dynamic'"]));
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(fake.get('style-src')).toEqual(expect.arrayContaining(["'nonce-abc'"]));
    expect(fake.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('forbids framing, plugins and base rewriting', () => {
    expect(fake.get('frame-ancestors')).toEqual(["'none'"]);
    expect(fake.get('object-src')).toEqual(["'none'"]);
    expect(fake.get('base-uri')).toEqual(["'none'"]);
    expect(fake.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the configured Maps origin answer the page (script fallback, tiles, time-zone API)', () => {
    expect(fake.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9999']);
    expect(fake.get('img-src')).toContain('http://127.0.0.1:9999');
    expect(fake.get('frame-src')).toEqual(["'none'"]);
  });

  it("follows Google's strict-CSP guide for the real Maps API", () => {
    const google = directives(contentSecurityPolicy({ nonce: 'n', mapsBaseUrl: 'https://maps.googleapis.com' }));
    expect(google.get('connect-src')).toEqual(expect.arrayContaining(['https://maps.googleapis.com', 'https://*.gstatic.com']));
    expect(google.get('img-src')).toEqual(expect.arrayContaining(['https://*.googleusercontent.com']));
    expect(google.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(google.get('frame-src')).toEqual(['https://*.google.com']);
  });

  it('adds the origins remotes are published on', () => {
    const cdn = directives(contentSecurityPolicy({ nonce: 'n', mapsBaseUrl: 'http://x.test', assetOrigins: ['https://cdn.example.com/mf/a/1/mf-manifest.json', '/mf/b'] }));
    expect(cdn.get('connect-src')).toContain('https://cdn.example.com');
    expect(cdn.get('style-src')).toContain('https://cdn.example.com');
    expect(cdn.get('connect-src')).not.toContain('/mf/b');
  });
});

describe('nonces and Maps origins', () => {
  it('draws a fresh 128-bit nonce per call', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });

  it('recognises only Google origins as the real Maps API', () => {
    expect(isGoogleMaps('https://maps.googleapis.com')).toBe(true);
    expect(isGoogleMaps('https://maps.googleapis.com.evil.test')).toBe(false);
    expect(isGoogleMaps('http://127.0.0.1:9999')).toBe(false);
  });
});
