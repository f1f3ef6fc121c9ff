/**
 * The deploy manifest (`/deploy/remotes.json`): which version of each remote the shell loads. It is the only
 * mutable deploy file; remote builds live in immutable versioned folders (`/mf/<remote>/<version>/`).
 * Publishing or rolling back one remote changes exactly one entry.
 */
// zod/mini: the functional build tree-shakes to the few checks used here (the shell validates the manifest on
// every start; classic zod cost the sign-in page 32 KB gzip).
import { z } from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from './routes';

export const DEPLOY_MANIFEST_SCHEMA_VERSION = 1;

const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const entryPattern = /^(https?:\/\/[^\s]+|\/[^\s]*)mf-manifest\.json$/;

export const remoteReleaseSchema = z.object({
  version: z.string().check(z.regex(versionPattern, 'version must be a plain version string')),
  /** URL of the remote build's mf-manifest.json: site-relative (`/mf/...`) or absolute (another origin, a CDN). */
  entry: z.string().check(z.regex(entryPattern, 'entry must be a URL ending in mf-manifest.json')),
  publishedAt: z.optional(z.string()),
});

export const remoteEntrySchema = z.extend(remoteReleaseSchema, {
  /** Module Federation container name (snake case of the remote name). */
  name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/, 'name must be a JS identifier')),
  /** The entry this one replaced, for "last known good" fallback and one-step rollback. */
  previousEntry: z.optional(z.nullable(z.string().check(z.regex(entryPattern)))),
  /** Every version published so far, oldest first (rollback to a named version). */
  history: z._default(z.array(remoteReleaseSchema), []),
});

export const deployManifestSchema = z.object({
  schema: z.literal(DEPLOY_MANIFEST_SCHEMA_VERSION),
  remotes: z.record(z.string(), remoteEntrySchema).check(
    z.superRefine((remotes, ctx) => {
      for (const key of Object.keys(remotes)) {
        if (!(REMOTE_NAMES as readonly string[]).includes(key)) {
          ctx.addIssue({ code: 'custom', message: `unknown remote "${key}"`, path: [key], input: remotes[key] });
        }
      }
    }),
  ),
});

export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type DeployManifest = z.infer<typeof deployManifestSchema>;

export type ManifestParseResult =
  | { ok: true; manifest: DeployManifest }
  | { ok: false; errors: string[] };

/** Validates untrusted JSON (fetched by the shell, read by the deploy scripts). Never throws. */
export function parseDeployManifest(json: unknown): ManifestParseResult {
  const result = deployManifestSchema.safeParse(json);
  if (result.success) return { ok: true, manifest: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
