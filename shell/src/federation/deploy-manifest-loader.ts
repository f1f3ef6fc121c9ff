import { parseDeployManifest, type DeployManifest } from '@timekeep/contracts';

/** The only mutable deploy file: which version of each remote to load (never cached, so rollbacks apply on reload). */
export const DEPLOY_MANIFEST_URL = '/deploy/remotes.json';

export type ManifestFailureReason = 'unreachable' | 'http' | 'not-json' | 'invalid';

export type ManifestLoadResult =
  | { ok: true; manifest: DeployManifest }
  | { ok: false; reason: ManifestFailureReason; details: string[] };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function validated(json: unknown): ManifestLoadResult {
  const parsed = parseDeployManifest(json);
  if (!parsed.ok) return { ok: false, reason: 'invalid', details: parsed.errors };
  return { ok: true, manifest: parsed.manifest };
}

/**
 * The deploy manifest, fetched (never inlined in the page: ADR 0115). Never throws: every failure becomes a reason
 * the UI can translate.
 */
export async function loadDeployManifest(fetchImpl: Fetch = (input, init) => fetch(input, init)): Promise<ManifestLoadResult> {
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
