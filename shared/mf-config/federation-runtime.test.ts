/**
 * @jest-environment node
 */
// Real (small) webpack builds with the enhanced ModuleFederationPlugin: what one runtime per page and one share
// runtime module change in the output, checked on the modules webpack bundles, not on our own option objects only.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { WebpackPluginInstance } from 'webpack';
import { compileFixture } from './compile-fixture';

const load = createRequire(__filename);
type Experiments = { provideExternalRuntime?: boolean; externalRuntime?: boolean; optimization?: { target?: string } };
const { federationExperiments, runtimeCoreAlias } = load('./federation-runtime.cjs') as {
  federationExperiments(o: { kind: 'host' | 'remote'; remoteReliesOnShell: boolean }): Experiments;
  runtimeCoreAlias(): Record<string, string>;
};
const { SingleShareRuntimePlugin } = load('./single-share-runtime-plugin.cjs') as { SingleShareRuntimePlugin: new () => WebpackPluginInstance };

const ROOT = path.resolve(__dirname, '../..');
const { ModuleFederationPlugin } = createRequire(path.join(ROOT, 'shell', 'package.json'))('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => WebpackPluginInstance;
};

interface Built {
  modules: string[];
  main: string;
}

/** Builds a host or a remote that shares react. */
async function build(kind: 'host' | 'remote', { singleShareRuntime = true, alias = true } = {}): Promise<Built> {
  const shared = { react: { singleton: true, requiredVersion: '^19.0.0', ...(kind === 'remote' ? { import: false } : {}) } };
  const built = await compileFixture(
    { 'index.js': "import('./app.js');\n", 'app.js': "import React from 'react';\nexport default React.version;\n" },
    () => ({
      entry: { main: './index.js' },
      output: { uniqueName: kind },
      resolve: { alias: kind === 'host' && alias ? runtimeCoreAlias() : {} },
      plugins: [
        new ModuleFederationPlugin({
          name: kind,
          ...(kind === 'host' ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './App': './app.js' } }),
          shared,
          dts: false,
          manifest: false,
          experiments: federationExperiments({ kind, remoteReliesOnShell: true }),
        }),
        ...(singleShareRuntime ? [new SingleShareRuntimePlugin()] : []),
      ],
    }),
  );
  return { modules: built.modules, main: built.read(kind === 'host' ? 'main.js' : 'remoteEntry.js') };
}

/** The runtime-core entry files bundled (a concatenated module is listed again inside its root). */
const runtimeCoreFiles = (modules: string[]) =>
  [...new Set(modules)].filter((m) => /@module-federation[/+]runtime-core@[^/]*\/node_modules\/@module-federation\/runtime-core\/dist\/index\.c?js$/.test(m));

describe('federation experiments', () => {
  it('lets the shell provide the runtime and a remote that relies on the shell use it', () => {
    expect(federationExperiments({ kind: 'host', remoteReliesOnShell: false })).toMatchObject({ provideExternalRuntime: true });
    expect(federationExperiments({ kind: 'remote', remoteReliesOnShell: true })).toMatchObject({ externalRuntime: true });
  });

  it('keeps its own runtime in a remote that runs without the shell (dev server, fallbacks build)', () => {
    const standalone = federationExperiments({ kind: 'remote', remoteReliesOnShell: false });
    expect(standalone.externalRuntime).toBeUndefined();
    expect(standalone.provideExternalRuntime).toBeUndefined();
  });

  it('aliases the injected runtime to the ES module copy the bundler runtime uses', () => {
    const [file] = Object.values(runtimeCoreAlias());
    expect(file).toMatch(/runtime-core[\\/]dist[\\/]index\.js$/);
    expect(fs.existsSync(file)).toBe(true);
  });
});

describe('built output', () => {
  jest.setTimeout(120_000);

  it('ships one copy of runtime-core in the host and hands it to the remotes', async () => {
    const host = await build('host');
    expect(runtimeCoreFiles(host.modules).map((m) => path.extname(m))).toEqual(['.js']);
    expect(host.main).toContain('_FEDERATION_RUNTIME_CORE');
  });

  it('bundles runtime-core twice in the host without the alias (why the alias exists)', async () => {
    const host = await build('host', { alias: false });
    expect(runtimeCoreFiles(host.modules).map((m) => path.extname(m)).sort()).toEqual(['.cjs', '.js']);
  });

  it('builds a remote that takes runtime-core from the page instead of bundling it', async () => {
    const remote = await build('remote');
    expect(runtimeCoreFiles(remote.modules)).toHaveLength(0);
    expect(remote.main).toMatch(/\["_FEDERATION_RUNTIME_CORE"\]/);
  });

  it("keeps only enhanced's share runtime: webpack's own register table is gone", async () => {
    const single = await build('host');
    const both = await build('host', { singleShareRuntime: false });
    // webpack's ShareRuntimeModule registers providers with `register("react", ...)`; enhanced's lists them in
    // initOptions.shared, and its __webpack_require__.I is the one that runs.
    expect(both.main).toMatch(/register\("react"/);
    expect(single.main).not.toMatch(/register\("react"/);
    expect(single.main).toMatch(/initOptions\.shared = \{\s*"react"/);
  });
});
