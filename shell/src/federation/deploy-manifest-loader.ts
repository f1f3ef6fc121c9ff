import { parseDeployManifest, type DeployManifest } from '@timekeep/contracts';

/** The only mutable deploy file: which version of each remote to load (never cached, so rollbacks apply on reload). */
export const DEPLOY_MANIFEST_URL = '/deploy/remotes.json';

export type ManifestFailureReason = 'unreachable' | 'http' | 'not-json' | 'invalid';

export type ManifestLoadResult =
  | { ok: true; manifest: DeployManifest }
  | { ok: false; reason: ManifestFailureReason; details: string[] };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the server inlines the deploy manifest into the page (server/src/http/shell-preload.ts). */
export const INLINE_MANIFEST_ID = 'timekeep-deploy-manifest';

/**
 * The deploy manifest the server rendered into this page, taken once: the element is removed, so a retry (or a
 * later reload of the provider) fetches the file. Saves the page a round trip before any remote can load.
 */
export function takeInlineDeployManifest(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  const element = doc?.getElementById(INLINE_MANIFEST_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

function validated(json: unknown): ManifestLoadResult {
  const parsed = parseDeployManifest(json);
  if (!parsed.ok) return { ok: false, reason: 'invalid', details: parsed.errors };
  return { ok: true, manifest: parsed.manifest };
}

/**
 * The deploy manifest: the copy inlined in the page if there is one, else fetched. Never throws: every failure
 * becomes a reason the UI can translate.
 */
export async function loadDeployManifest(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  inline: () => unknown = takeInlineDeployManifest,
): Promise<ManifestLoadResult> {
  const inlined = inline();
  if (inlined !== undefined) return validated(inlined);
  let response: Response;
  try {
    response = await fetchImpl(DEPLOY_MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    return { ok: false, reason: 'unreachable', details: [error instanceof Error ? error.message : String(error)] };
  }
  if (!response.ok) return { ok: false, reason: 'http', details: [`HTTP ${response.status}`] };
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    return { ok: false, reason: 'not-json', details: [error instanceof Error ? error.message : String(error)] };
  }
  return validated(json);
}
