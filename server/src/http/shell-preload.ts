/**
 * What the shell's HTML carries besides the app itself, so the first page does not discover its remote's files
 * one round trip after another (issue 16 item 13: HTML → main.js → region → deploy manifest → mf-manifest →
 * remoteEntry → chunks): preload hints for the remote that owns the requested public path (sign-in, payment
 * results, photo self-registration) (its mf-manifest.json,
 * remoteEntry.js and the files of its `App` and `manifest` exposes), fetched beside the shell's own files at low
 * priority, so they never hold up main.js (ADR 0115). The deploy manifest itself is not inlined: the shell fetches
 * it, and a page-level interception of it (the resilience journeys) keeps meaning what it says.
 * The origins of remotes published on another origin are returned for the page's CSP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, type RemoteName } from '@timekeep/contracts';

export interface ShellPreload {
  /** Markup for the end of <head>. */
  head: string;
  /** Origins other than the page's that remotes load from (absolute deploy-manifest entries). */
  assetOrigins: string[];
}

interface ManifestEntry {
  entry?: unknown;
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const PRELOADED_EXPOSES = new Set(['App', 'manifest']);

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The remote whose area answers `pathname` (the longest matching base), if that area is public. A signed-in area's
 * remote is not hinted: the server cannot tell who is asking (the session lives in the page), and the shell may
 * answer with sign-in or "no access" instead (a company administrator never fetches the vendor remote).
 */
export function publicRemoteForPath(pathname: string): RemoteName | undefined {
  let best: { remote: RemoteName; authenticated: boolean; length: number } | undefined;
  for (const area of AREAS) {
    if (pathname !== area.base && !pathname.startsWith(`${area.base}/`)) continue;
    if (!best || area.base.length > best.length) best = { remote: area.remote, authenticated: area.authenticated, length: area.base.length };
  }
  return best && !best.authenticated ? best.remote : undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

interface RemoteFiles {
  scripts: string[];
  manifest: string;
}

function filesOf(manifestUrl: string, mf: MfManifest): RemoteFiles {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = mf.metaData?.remoteEntry;
  const scripts: string[] = [];
  if (isString(entry?.name)) scripts.push(`${base}${isString(entry.path) ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`);
  for (const expose of mf.exposes ?? []) {
    if (!isString(expose.name) || !PRELOADED_EXPOSES.has(expose.name)) continue;
    const sync = expose.assets?.js?.sync;
    if (Array.isArray(sync)) scripts.push(...sync.filter(isString).map((f) => `${base}${f}`));
  }
  return { scripts: [...new Set(scripts)], manifest: manifestUrl };
}

/**
 * A published mf-manifest.json, parsed once per (file, size, mtime): every public page load asked for it, and a
 * versioned release folder does not change once published. The stat still runs per request, so a file replaced in
 * place (a test republishing one version) is read again. Bounded: releases are few, but a long-lived server sees
 * every version it ever served.
 */
const parsedManifests = new Map<string, { size: number; mtimeMs: number; files: RemoteFiles | undefined }>();
const PARSED_MANIFESTS_MAX = 64;

/** Files of a published remote worth fetching at once, as URLs beside its mf-manifest.json. */
async function remoteFiles(manifestUrl: string, releasesDir: string): Promise<RemoteFiles | undefined> {
  // Only site-relative entries under /mf/ are read from disk; a CDN's manifest is not fetched here.
  if (!manifestUrl.startsWith('/mf/') || manifestUrl.includes('..')) return undefined;
  const file = path.join(releasesDir, manifestUrl.slice(1));
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return undefined;
  }
  const cached = parsedManifests.get(file);
  if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached.files;
  let files: RemoteFiles | undefined;
  try {
    files = filesOf(manifestUrl, JSON.parse(await fs.promises.readFile(file, 'utf8')) as MfManifest);
  } catch {
    files = undefined;
  }
  if (parsedManifests.size >= PARSED_MANIFESTS_MAX) parsedManifests.clear();
  parsedManifests.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, files });
  return files;
}

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads `<releasesDir>/remotes.json` (the deploy manifest, a few KB) on each call: a publish or rollback shows on
 * the next page load without a restart. An unreadable manifest yields no hints; the shell then fetches it itself.
 */
export async function shellPreload(pathname: string, releasesDir: string): Promise<ShellPreload> {
  let raw: string;
  try {
    raw = await fs.promises.readFile(path.join(releasesDir, 'remotes.json'), 'utf8');
  } catch {
    return { head: '', assetOrigins: [] };
  }
  let parsed: { remotes?: Record<string, ManifestEntry> };
  try {
    parsed = JSON.parse(raw) as typeof parsed;
  } catch {
    return { head: '', assetOrigins: [] };
  }
  const entries = Object.values(parsed.remotes ?? {}).map((e) => e.entry).filter(isString);
  const assetOrigins = [...new Set(entries.map(originOf).filter(isString))];
  const parts: string[] = [];
  const remote = publicRemoteForPath(pathname);
  const entry = remote ? parsed.remotes?.[remote]?.entry : undefined;
  const files = isString(entry) ? await remoteFiles(entry, releasesDir) : undefined;
  if (files) {
    // The federation runtime fetch()es the manifest (CORS mode, same-origin credentials: crossorigin="anonymous")
    // and inserts the scripts as plain <script src> (no crossorigin on the page's own origin).
    parts.push(`<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeAttribute(files.manifest)}">`);
    for (const script of files.scripts) parts.push(`<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(script)}">`);
  }
  return { head: parts.join(''), assetOrigins };
}
