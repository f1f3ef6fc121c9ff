// Test helper: a real webpack production build (unminified) of a few source files in a temporary folder, resolved
// against the workspace's node_modules, so tests assert on what webpack really bundles.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration, Stats } from 'webpack';

const ROOT = path.resolve(__dirname, '../..');
// webpack as the shell's build resolves it.
const fromShell = createRequire(path.join(ROOT, 'shell', 'package.json'));
const webpack = fromShell('webpack') as typeof import('webpack');

export interface CompiledFixture {
  /** Module names (paths relative to the fixture) per emitted chunk file, runtime modules included. */
  chunks: { files: string[]; modules: string[] }[];
  /** Every module bundled, concatenated ones listed once more inside their root. */
  modules: string[];
  /** The text of an emitted file. */
  read(file: string): string;
  /** Every emitted .js file's text. */
  allJs(): string;
}

/**
 * @param files file name → source, written into a fresh folder that is the build's context
 * @param config the rest of the webpack configuration (mode, context, output path and minimize are set here)
 */
export async function compileFixture(files: Record<string, string>, config: (dir: string) => Configuration): Promise<CompiledFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-config-fixture-'));
  for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), source);
  const own = config(dir);
  const compiler = webpack({
    ...own,
    mode: 'production',
    context: dir,
    output: { path: path.join(dir, 'dist'), publicPath: '/', ...own.output },
    resolve: { modules: [path.join(ROOT, 'shell', 'node_modules'), path.join(ROOT, 'node_modules'), 'node_modules'], ...own.resolve },
    resolveLoader: { modules: [path.join(ROOT, 'node_modules')] },
    optimization: { ...own.optimization, minimize: false },
  });
  const stats = await new Promise<Stats>((resolve, reject) => compiler.run((err, result) => (err || !result ? reject(err) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const json = stats.toJson({ modules: true, nestedModules: true, chunks: true, chunkModules: true, runtimeModules: true });
  const names = (list: typeof json.modules = []) => list.flatMap((m) => [m.name ?? '', ...(m.modules ?? []).map((n) => n.name ?? '')]);
  const out = path.join(dir, 'dist');
  const texts = new Map(fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]));
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    chunks: (json.chunks ?? []).map((c) => ({ files: [...(c.files ?? [])], modules: names(c.modules) })),
    modules: names(json.modules),
    read: (file) => texts.get(file) ?? '',
    allJs: () => [...texts].filter(([file]) => file.endsWith('.js')).map(([, text]) => text).join('\n'),
  };
}
