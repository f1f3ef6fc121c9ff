/**
 * What a remote's build says about itself. The version is the build's own claim, `metaData.buildInfo.buildVersion`
 * in its `mf-manifest.json` (package.json version, plus `-<TIMEKEEP_BUILD_TAG>` when built with a tag), so the
 * folder name always matches the bytes inside it and publishing never depends on the publisher's environment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { federationName, remoteReleaseSchema, type RemoteName } from '@timekeep/contracts';
import { DeployError } from './deploy-error';
import { MF_MANIFEST_FILE } from './layout';

export interface BuiltRemote {
  remote: RemoteName;
  dist: string;
  version: string;
}

interface MfManifestShape {
  name?: unknown;
  metaData?: { buildInfo?: { buildVersion?: unknown } };
  exposes?: { path?: unknown }[];
}

/** What the shell loads from every remote (`RemoteAppModule`, `RemoteManifestModule` in @timekeep/contracts). */
export const REQUIRED_EXPOSES = ['./App', './manifest'] as const;

export function readBuiltRemote(remote: RemoteName, dist: string): BuiltRemote {
  const file = path.join(dist, MF_MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new DeployError(`${remote} has no build at ${dist} (missing ${MF_MANIFEST_FILE}); run its build first`);
  }
  let manifest: MfManifestShape;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifestShape;
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const expectedName = federationName(remote);
  if (manifest.name !== expectedName) {
    throw new DeployError(`${file} belongs to "${String(manifest.name)}", not to ${remote} ("${expectedName}")`);
  }
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !remoteReleaseSchema.shape.version.safeParse(version).success) {
    throw new DeployError(`${file} has no usable metaData.buildInfo.buildVersion (found ${JSON.stringify(version)})`);
  }
  const exposed = new Set((Array.isArray(manifest.exposes) ? manifest.exposes : []).map((e) => e.path));
  const missing = REQUIRED_EXPOSES.filter((expose) => !exposed.has(expose));
  if (missing.length > 0) {
    throw new DeployError(`${remote} build does not expose ${missing.join(' and ')}; the shell could not mount it`);
  }
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new DeployError(`${remote} build at ${dist} has no remoteEntry.js`);
  }
  return { remote, dist, version };
}
