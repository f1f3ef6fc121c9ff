// `pnpm deploy:rollback <remote> [version]` — see deploy/README.md. tsx loads the TypeScript here so the scripts use
// the one deploy-manifest schema in @timekeep/contracts (TypeScript source) instead of a JS copy.
import { tsImport } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { rollbackCli } = await tsImport('../src/cli.ts', import.meta.url);
process.exitCode = rollbackCli(process.argv.slice(2), {
  repoRoot,
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
