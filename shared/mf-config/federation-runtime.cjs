// One Module Federation runtime per page (ADR 0016). The shell bundles the federation runtime (runtime-core, the
// sdk) and hands it to every remote through `globalThis._FEDERATION_RUNTIME_CORE`
// (`experiments.provideExternalRuntime`); a remote's production build takes it from there
// (`experiments.externalRuntime`) instead of shipping a second ~24 KB gzip copy in each remoteEntry.js.
// A remote that runs without the shell (dev server, TIMEKEEP_REMOTE_FALLBACKS=1) keeps its own runtime.
const fs = require('node:fs');
const path = require('node:path');

/** Walks up from a resolved file to the root folder of package `name`. */
function packageRoot(file, name) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate) && JSON.parse(fs.readFileSync(candidate, 'utf8')).name === name) return dir;
    if (path.dirname(dir) === dir) throw new Error(`mf-config: no package root of ${name} above ${file}`);
  }
}

/** The ES module entry of `name` as resolved from `fromDir` (what an `import` resolves to in webpack). */
function esmEntry(name, fromDir) {
  const root = packageRoot(require.resolve(name, { paths: [fromDir] }), name);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dot = pkg.exports?.['.'];
  const relative = dot?.import?.default ?? dot?.import ?? pkg.module;
  if (typeof relative !== 'string') throw new Error(`mf-config: ${name} has no ES module entry`);
  return path.join(root, relative);
}

/**
 * The runtime-core file the webpack bundler runtime imports: @module-federation/enhanced → runtime-tools →
 * webpack-bundler-runtime → runtime → runtime-core, each as an ES module.
 */
function bundledRuntimeCore() {
  const enhancedDir = packageRoot(require.resolve('@module-federation/enhanced'), '@module-federation/enhanced');
  const runtimeToolsDir = path.dirname(esmEntry('@module-federation/runtime-tools', enhancedDir));
  const runtimeDir = path.dirname(esmEntry('@module-federation/runtime', runtimeToolsDir));
  return esmEntry('@module-federation/runtime-core', runtimeDir);
}

/**
 * `provideExternalRuntime` adds @module-federation/inject-external-runtime-core-plugin by `require.resolve`, i.e.
 * its CommonJS build, whose `require('@module-federation/runtime-tools/runtime-core')` reaches runtime-core's
 * CommonJS build: a second 27 KB copy of the runtime in the shell. Point that request at the ES module copy the
 * bundler runtime already uses, so one copy ships and the remotes get that very instance.
 */
function runtimeCoreAlias() {
  return { '@module-federation/runtime-tools/runtime-core$': bundledRuntimeCore() };
}

/**
 * The ModuleFederationPlugin `experiments` for an app.
 * @param {{ kind: 'host' | 'remote', remoteReliesOnShell: boolean }} o
 */
function federationExperiments({ kind, remoteReliesOnShell }) {
  // ENV_TARGET 'web': the runtime drops its node script loader (every app runs in a browser).
  const experiments = { optimization: { target: 'web' } };
  if (kind === 'host') return { ...experiments, provideExternalRuntime: true };
  return remoteReliesOnShell ? { ...experiments, externalRuntime: true } : experiments;
}

module.exports = { federationExperiments, runtimeCoreAlias, bundledRuntimeCore, esmEntry };
