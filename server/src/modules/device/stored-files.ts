/**
 * Stored images under DATA_DIR/files, served at /web/auth_files/<file name> (SPEC §2 widgets). Names are
 * company-scoped and unguessable (`c<company>/<kind>/<128 random bits>.jpg`): an <img> cannot send the JWT,
 * so the name itself is the capability. A signed-in caller of another company is still refused.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STORED_FILE_NAME = /^c(\d+)\/([a-z-]+)\/([0-9a-f]{32})\.jpg$/;

export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function newFileName(companyId: number, kind: string): string {
  return `c${companyId}/${kind}/${crypto.randomBytes(16).toString('hex')}.jpg`;
}

export async function writeStoredFile(dataDir: string, fileName: string, bytes: Buffer): Promise<void> {
  const target = path.join(filesRoot(dataDir), fileName);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a reader never sees half a photo.
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, bytes);
  await fs.promises.rename(temporary, target);
}

export async function removeStoredFile(dataDir: string, fileName: string): Promise<void> {
  await fs.promises.rm(path.join(filesRoot(dataDir), fileName), { force: true });
}

/** The company a stored file name belongs to, or null when the name is not one of ours. */
export function companyOfFileName(fileName: string): number | null {
  const match = STORED_FILE_NAME.exec(fileName);
  return match ? Number(match[1]) : null;
}
