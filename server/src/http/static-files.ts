/**
 * Serves what the browser needs besides the API, with the cache policy the deploy model depends on:
 * - `/deploy/remotes.json`: the only mutable deploy file → `no-store` (a rollback must show on the next load);
 * - `/mf/<remote>/<version>/…`: immutable release folders → cached for a year;
 * - `/locales/<lng>/<ns>.json`: translations → revalidated (`no-cache` + ETag);
 * - the shell: hashed assets immutable, `index.html` never cached, and the SPA fallback for page paths.
 * Remote assets, manifests and translations carry CORS headers: remotes may be served from another origin.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPageUrl } from './canonical-host';
import { apiNotFound } from './error-handler';
import { applyHtmlSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers';
import { firstPaint } from './first-paint';
import { renderShellHtml } from './shell-html';
import { shellPreload } from './shell-preload';

export interface StaticOptions {
  shellDir: string;
  releasesDir: string;
  localesDir: string;
  /** Pages requested on another host (an IP address) are redirected here (see canonical-host.ts). */
  baseDomain: string;
  /** MAPS_BASE_URL: the page's CSP lets the Maps script, its tiles and the time-zone API through. */
  mapsBaseUrl: string;
}

const API_PREFIXES = ['/web', '/iclock', '/mf', '/deploy', '/locales', '/websocket'];
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;
const NAMESPACE = /^[a-zA-Z]{1,32}$/;

function cors(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

export async function registerStaticFiles(app: FastifyInstance, options: StaticOptions): Promise<void> {
  app.get('/deploy/remotes.json', async (_request, reply) => {
    cors(reply);
    reply.header('Cache-Control', 'no-store');
    const file = path.join(options.releasesDir, 'remotes.json');
    let body: string;
    try {
      body = await fs.promises.readFile(file, 'utf8');
    } catch {
      return reply.status(404).type('application/json').send({ schema: 1, remotes: {}, error: 'no deploy manifest published' });
    }
    return reply.type('application/json').send(body);
  });

  app.get<{ Params: { lng: string; ns: string } }>('/locales/:lng/:ns', async (request, reply) => {
    cors(reply);
    const { lng } = request.params;
    const ns = request.params.ns.replace(/\.json$/, '');
    if (!LANGUAGE.test(lng) || !NAMESPACE.test(ns)) return apiNotFound(request, reply);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(`${lng}/${ns}.json`, options.localesDir);
  });

  fs.mkdirSync(path.join(options.releasesDir, 'mf'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(options.releasesDir, 'mf'),
    prefix: '/mf/',
    decorateReply: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/lib/precompress.mjs).
    preCompressed: true,
    setHeaders(res) {
      res.header('Access-Control-Allow-Origin', '*');
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  // The default decorator (reply.sendFile) roots at the shell; the locales route passes its own root.
  fs.mkdirSync(options.shellDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // filePath is the file sent: `x.0123abcd.js.br` when the browser accepts brotli.
      const hashed = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(filePath);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const indexFile = path.join(options.shellDir, 'index.html');
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return apiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(request, reply);
    // A file-looking path that does not exist is a 404, not the app.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      const candidate = path.join(options.shellDir, path.normalize(pathname));
      if (candidate.startsWith(options.shellDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
        return reply.sendFile(path.relative(options.shellDir, candidate));
      }
      return apiNotFound(request, reply);
    }
    const canonical = canonicalPageUrl(request, request.url, options.baseDomain);
    if (canonical) return reply.redirect(canonical, 302);
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type('text/plain').send('The web application is not built yet: run `npm start`.');
    }
    const [template, preload] = await Promise.all([fs.promises.readFile(indexFile, 'utf8'), shellPreload(pathname, options.releasesDir)]);
    const nonce = createNonce();
    applyHtmlSecurityHeaders(reply, contentSecurityPolicy({ nonce, mapsBaseUrl: options.mapsBaseUrl, assetOrigins: preload.assetOrigins }));
    reply.header('Cache-Control', 'no-cache');
    // The page's language decides the first paint's text: caches must keep one copy per cookie and language.
    reply.header('Vary', 'Cookie, Accept-Language');
    const paint = firstPaint(request.url, request.headers, options.localesDir);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderShellHtml(template, { nonce, head: `${preload.head}${paint?.head ?? ''}`, body: paint?.body }));
  });
}
