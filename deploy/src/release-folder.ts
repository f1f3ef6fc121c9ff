/**
 * Immutable release folders. A version's folder is created once, by copying a remote's `dist/` into a temp
 * folder and renaming it into place; publishing the same version again is a no-op when the bytes are the same
 * and an error when they differ (a changed build must get a new version, or caches would serve a mix).
 * Dot-files (e.g. the build script's `.build-hash` stamp) are build bookkeeping: neither copied nor compared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DeployError } from './deploy-error';

const isBookkeeping = (name: string): boolean => name.startsWith('.');

/** Relative paths of every released file under `dir`, sorted, with '/' separators. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (isBookkeeping(entry.name)) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** First difference between two folders (a missing, extra or changed file), or undefined when identical. */
export function firstDifference(a: string, b: string): string | undefined {
  const filesA = listFiles(a);
  const filesB = listFiles(b);
  const setB = new Set(filesB);
  for (const file of filesA) {
    if (!setB.has(file)) return `${file} exists only in ${a}`;
    if (!fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file)))) return `${file} differs`;
  }
  const setA = new Set(filesA);
  const extra = filesB.find((file) => !setA.has(file));
  return extra ? `${extra} exists only in ${b}` : undefined;
}

export type CopyOutcome = 'created' | 'unchanged';

/** Copies `source` to `target` once; see the file comment for the same-version rules. */
export function copyReleaseOnce(source: string, target: string): CopyOutcome {
  if (fs.existsSync(target)) {
    const difference = firstDifference(source, target);
    if (difference === undefined) return 'unchanged';
    throw new DeployError(
      `release ${target} already exists with different content (${difference}); releases are immutable, ` +
        'so build this change under a new version',
    );
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.cpSync(source, temp, {
      recursive: true,
      errorOnExist: true,
      force: false,
      filter: (from) => !isBookkeeping(path.basename(from)) || from === source,
    });
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
  return 'created';
}
