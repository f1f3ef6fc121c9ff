import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../support/test-app';

/** Cache and CORS policy of what the browser loads besides the API (the deploy model depends on it). */
describe('static serving', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    const shellDir = path.join(t.dataDir, 'shell');
    const releasesDir = path.join(t.dataDir, 'releases');
    const localesDir = path.join(t.dataDir, 'locales');
    fs.mkdirSync(shellDir, { recursive: true });
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1)');
    fs.mkdirSync(path.join(releasesDir, 'mf', 'gps', '1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(releasesDir, 'mf', 'gps', '1.0.0', 'mf-manifest.json'), '{"id":"gps"}');
    fs.writeFileSync(path.join(releasesDir, 'remotes.json'), '{"schema":1,"remotes":{}}');
    fs.mkdirSync(path.join(localesDir, 'en'), { recursive: true });
    fs.writeFileSync(path.join(localesDir, 'en', 'common.json'), '{"hello":"Hello"}');
    app = await buildApp({ ...t.deps, config: { ...t.deps.config, shellDir, releasesDir, localesDir } }, { logger: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never caches the deploy manifest and allows other origins', async () => {
    const res = await app.inject('/deploy/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({ schema: 1, remotes: {} });
  });

  it('serves release folders as immutable with CORS', async () => {
    const res = await app.inject('/mf/gps/1.0.0/mf-manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves translations per language and namespace, and rejects odd names', async () => {
    const res = await app.inject('/locales/en/common.json');
    expect(res.json()).toEqual({ hello: 'Hello' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/locales/..%2f..%2fetc/passwd.json')).statusCode).toBe(404);
    expect((await app.inject('/locales/en/missing.json')).statusCode).toBe(404);
  });

  it('sends page requests on an IP address to BASE_DOMAIN (company sub-domains cannot hang under an IP)', async () => {
    const page = await app.inject({ url: '/onboard/sign-in?lang=ar', headers: { host: '127.0.0.1:8080' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('http://localhost:8080/onboard/sign-in?lang=ar');
    const root = await app.inject({ url: '/', headers: { host: '[::1]:8080' } });
    expect(root.headers.location).toBe('http://localhost:8080/');
    expect((await app.inject({ url: '/att/shift', headers: { host: 'demo.localhost:8080' } })).statusCode).toBe(200);
  });

  it('answers the API, terminals, releases and assets on any host', async () => {
    const host = { host: '127.0.0.1:8080' };
    expect((await app.inject({ url: '/web/health', headers: host })).statusCode).toBe(200);
    expect((await app.inject({ url: '/web/nope/', headers: host })).statusCode).toBe(404);
    expect((await app.inject({ url: '/iclock/cdata?SN=X', headers: host })).statusCode).not.toBe(302);
    expect((await app.inject({ url: '/mf/gps/1.0.0/mf-manifest.json', headers: host })).statusCode).toBe(200);
    expect((await app.inject({ url: '/main.0123abcd.js', headers: host })).statusCode).toBe(200);
    expect((await app.inject({ url: '/deploy/remotes.json', headers: host })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/onboard/sign-in', headers: host })).statusCode).not.toBe(302);
  });

  it('serves the shell: index.html for page paths, never cached; hashed assets immutable', async () => {
    const page = await app.inject('/att/shift?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/main.0123abcd.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("hints a public page's own remote at low priority, nonce'd, never a signed-in area's (ADR 0115)", async () => {
    const manifestFile = path.join(t.dataDir, 'releases', 'remotes.json');
    const before = fs.readFileSync(manifestFile, 'utf8');
    try {
      const remotes = { gps: { entry: '/mf/gps/1.0.0/mf-manifest.json' }, 'payment-results': { entry: '/mf/gps/1.0.0/mf-manifest.json' } };
      fs.writeFileSync(manifestFile, JSON.stringify({ schema: 1, remotes }));
      const page = (await app.inject('/payment/telr?OrderRef=1')).body;
      expect(page).toMatch(/<link nonce="[^"]+" rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="\/mf\/gps\/1\.0\.0\/mf-manifest\.json">/);
      // The shell fetches the deploy manifest itself: nothing of it is inlined.
      expect(page).not.toContain('application/json');
      // A signed-in area's page hints nothing: the shell may answer it with sign-in or "no access".
      expect((await app.inject('/gps/accounts')).body).not.toContain('rel="preload"');
    } finally {
      fs.writeFileSync(manifestFile, before);
    }
  });

  it('answers a missing file or API path with 404 JSON, not the app', async () => {
    for (const url of ['/missing.js', '/web/nothing/', '/mf/gps/9.9.9/remoteEntry.js']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('answers an unknown /iclock path 200 OK in plain text (terminals back off on error pages, ADR 0070)', async () => {
    const res = await app.inject('/iclock/unknown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.payload).toBe('OK');
  });

  describe('security headers (ADR 0043)', () => {
    it('sends the shell with a per-response nonce CSP, frame protection, nosniff and a referrer policy', async () => {
      const first = await app.inject('/onboard/sign-in');
      const second = await app.inject('/onboard/sign-in');
      const csp = String(first.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(first.body).toContain(`<script nonce="${nonce}" defer src="/main.js">`);
      expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(second.headers['content-security-policy']).not.toBe(csp);
      expect(first.headers['x-frame-options']).toBe('DENY');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['referrer-policy']).toBe('strict-origin');
      expect(first.headers['cache-control']).toBe('no-cache');
    });

    it('answers the /web API with no-store and nosniff, and keeps the policy a route chose', async () => {
      const health = await app.inject('/web/health');
      expect(health.headers['content-type']).toMatch(/json/);
      expect(health.headers['cache-control']).toBe('no-store');
      expect(health.headers['x-content-type-options']).toBe('nosniff');
      const notFound = await app.inject('/web/nothing/');
      expect(notFound.headers['cache-control']).toBe('no-store');
      const logo = await app.inject('/web/static/logos/global.svg');
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('keeps hashed assets and releases cacheable, with nosniff', async () => {
      const asset = await app.inject('/main.0123abcd.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      const release = await app.inject('/mf/gps/1.0.0/mf-manifest.json');
      expect(release.headers['cache-control']).toContain('immutable');
      expect(release.headers['x-content-type-options']).toBe('nosniff');
    });

    it('leaves /iclock (biometric terminals) plain', async () => {
      const res = await app.inject('/iclock/cdata?SN=X');
      for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
        expect(res.headers[header]).toBeUndefined();
      }
    });
  });
});
