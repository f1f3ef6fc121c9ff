/**
 * Reads and writes `remotes.json`. Changes are made on the raw JSON (not on the schema's parsed output) so that
 * every entry other than the one being changed is written back exactly as it was read; the whole document is
 * validated before and after the change, and written through a temp file + rename so readers never see half.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_MANIFEST_SCHEMA_VERSION, parseDeployManifest, type DeployManifest } from '@timekeep/contracts';
import { DeployError } from './deploy-error';

/** A raw, already validated manifest document (unknown keys kept, defaults not filled in). */
export interface RawManifest {
  schema: number;
  remotes: Record<string, RawRemoteEntry>;
  [key: string]: unknown;
}
export type RawRemoteEntry = Record<string, unknown>;

export interface LoadedManifest {
  raw: RawManifest;
  parsed: DeployManifest;
}

export function emptyManifest(): RawManifest {
  return { schema: DEPLOY_MANIFEST_SCHEMA_VERSION, remotes: {} };
}

function validate(json: unknown, where: string): DeployManifest {
  const result = parseDeployManifest(json);
  if (!result.ok) throw new DeployError(`${where} is not a valid deploy manifest:\n  ${result.errors.join('\n  ')}`);
  return result.manifest;
}

/** Reads and validates the manifest; a missing file is an empty manifest (first publish). */
export function loadManifest(file: string): LoadedManifest {
  if (!fs.existsSync(file)) {
    const raw = emptyManifest();
    return { raw, parsed: validate(raw, file) };
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = validate(json, file);
  return { raw: json as RawManifest, parsed };
}

/** Validates `raw`, then replaces `file` atomically. Nothing is written when validation fails. */
export function saveManifest(file: string, raw: RawManifest): DeployManifest {
  const parsed = validate(raw, `the manifest about to be written to ${file}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    fs.writeFileSync(temp, `${JSON.stringify(raw, null, 2)}\n`, { flag: 'wx' });
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return parsed;
}
