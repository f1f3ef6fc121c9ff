import fs from 'node:fs';
import path from 'node:path';

/** The server package folder, whether running from src/ (tsx, jest) or from the dist/ bundle. */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@timekeep/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the server package above ${start}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(__dirname);
export const REPO_ROOT = path.dirname(SERVER_ROOT);
