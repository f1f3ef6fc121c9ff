import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function cssFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/**
 * Module Federation has no CSS isolation (frontend-notes §1.6): a remote's global rule restyles every other remote.
 * Lint refuses importing a plain .css file in a remote; this covers the files themselves, including `:global`
 * escapes inside CSS Modules. Each remote's class names are salted with its name (mf-config, localIdentHashSalt).
 */
describe('CSS policy of the remotes', () => {
  const files = fs.readdirSync(path.join(ROOT, 'remotes')).flatMap((remote) => cssFiles(path.join(ROOT, 'remotes', remote, 'src')));

  it('every stylesheet in a remote is a CSS Module', () => {
    expect(files.filter((file) => !file.endsWith('.module.css')).map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('no CSS Module of a remote escapes to global selectors', () => {
    const escaping = files.filter((file) => /:global\b/.test(fs.readFileSync(file, 'utf8')));
    expect(escaping.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
