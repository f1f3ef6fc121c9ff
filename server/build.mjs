// Bundles the server's TypeScript (and the workspace packages it imports) into dist/main.cjs (and the database
// thread into dist/pglite-thread-worker.cjs); npm
// dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@timekeep/'));

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, external, logLevel: 'warning' };
await build({ ...common, entryPoints: [path.join(here, 'src/main.ts')], outfile: path.join(here, 'dist/main.cjs') });
// The embedded database's thread (ADR 0045); src/db/pglite-thread.ts starts it from beside main.cjs.
await build({ ...common, entryPoints: [path.join(here, 'src/db/pglite-thread-worker.ts')], outfile: path.join(here, 'dist/pglite-thread-worker.cjs') });
console.log('server built: server/dist/main.cjs');
