// `npm start`: on a machine with only Node 20 and npm — get pnpm, install, build every app in production mode
// (skipping unchanged ones), publish the remotes, then start the server, which migrates the embedded database,
// seeds the demo company and serves everything on one port.
import path from 'node:path';
import { installDependencies, ROOT } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

const started = Date.now();
installDependencies();
const { buildAll, buildServer, publishAll } = await import('./build.mjs');
await buildAll();
await buildServer();
await publishAll();
console.log(`[timekeep] ready to serve after ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server …`);
const code = await run(process.execPath, ['--enable-source-maps', path.join(ROOT, 'server', 'dist', 'main.cjs')], {
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
