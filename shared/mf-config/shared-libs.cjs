// The singleton set shared by the shell and every remote (frontend-notes §1.2). Versions are read from the
// package actually installed for the app, so `requiredVersion` is always a real semver range (never
// `workspace:*`, which MF cannot parse) and a major skew fails loudly instead of loading a second copy.
const path = require('node:path');
const fs = require('node:fs');
const { antdComponentModules } = require('./antd-modules.cjs');
const { uiShareModules, UI } = require('./split-packages.cjs');

/**
 * Third-party singletons: one React, one router context, one antd style cache, one i18next instance, one axios (the
 * api-client's transport; a remote importing axios gets the shell's, ADR 0047). antd itself is shared per component
 * (`antd/es/button` …, see `antdSharedKeys`), not as one module (ADR 0014).
 */
const LIBRARIES = [
  'axios',
  'react',
  'react-dom',
  'react-router-dom',
  '@ant-design/cssinjs',
  'dayjs',
  'i18next',
  'react-i18next',
];
/** Subpath prefixes: `react/jsx-runtime`, `react-dom/client` … would otherwise be bundled per app. */
const PREFIXES = { 'react/': 'react', 'react-dom/': 'react-dom' };
/** Workspace packages: the api-client above all (one session, one refresh lock, one toast queue). */
const WORKSPACE = [
  '@timekeep/api-client',
  '@timekeep/contracts',
  '@timekeep/i18n',
  '@timekeep/ui',
  '@timekeep/validation',
];

function installedVersion(pkg, appDir) {
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [appDir] }), 'utf8')).version;
  } catch {
    // Packages whose `exports` hide package.json: resolve the entry and walk up.
  }
  let dir = path.dirname(require.resolve(pkg, { paths: [appDir] }));
  // Walk up to the package root (the resolved file may sit in dist/ or lib/).
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const json = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (json.name === pkg && json.version) return json.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`mf-config: cannot find the installed version of ${pkg} from ${appDir}`);
    dir = parent;
  }
}

function singleton(version) {
  const major = version.split('.')[0];
  return { singleton: true, version, requiredVersion: `^${major}.0.0`, strictVersion: major !== '0' };
}

/** Every antd component module, one share key each (`antd/es/button`). */
function antdSharedKeys(appDir) {
  return [...new Set(antdComponentModules(appDir).values())].sort();
}

/**
 * The `shared` option for ModuleFederationPlugin. The keys and versions are identical for the shell and every remote.
 * antd and @timekeep/ui are shared per module (split-imports-loader.cjs rewrites root imports to those keys). The host
 * differs in two ways (ADR 0014):
 * - it provides every split module and workspace package by absolute path, so all of them are in its share scope
 *   even if the shell renders none of them (a remote's production build has no fallback copy, ADR 0012); each
 *   stays a lazy chunk;
 * - `hostImports` replace what the host provides for a key, e.g. a react-router-dom facade that re-exports only the
 *   names the product uses, so the shared module is tree-shaken like ordinary code.
 * @param {string} appDir
 * @param {{ host?: boolean, hostImports?: Record<string, string> }} [options]
 */
function createSharedConfig(appDir, { host = false, hostImports = {} } = {}) {
  const shared = {};
  for (const lib of [...LIBRARIES, ...WORKSPACE]) shared[lib] = singleton(installedVersion(lib, appDir));
  for (const [prefix, lib] of Object.entries(PREFIXES)) shared[prefix] = { ...shared[lib] };
  const antd = singleton(installedVersion('antd', appDir));
  for (const request of antdSharedKeys(appDir)) {
    shared[request] = host ? { ...antd, import: require.resolve(request, { paths: [appDir] }) } : { ...antd };
  }
  const ui = singleton(installedVersion(UI, appDir));
  for (const [key, file] of uiShareModules(appDir)) shared[key] = { ...ui, import: file };
  if (host) {
    for (const pkg of WORKSPACE) shared[pkg] = { ...shared[pkg], import: require.resolve(pkg, { paths: [appDir] }) };
    for (const [key, file] of Object.entries(hostImports)) {
      if (!shared[key]) throw new Error(`mf-config: hostImports names "${key}", which is not a shared key`);
      shared[key] = { ...shared[key], import: path.resolve(appDir, file) };
    }
  }
  return shared;
}

/** Every share key of @timekeep/ui's modules. */
function uiSharedKeys(appDir) {
  return [...uiShareModules(appDir).keys()].sort();
}

module.exports = { createSharedConfig, antdSharedKeys, uiSharedKeys, installedVersion, LIBRARIES, WORKSPACE, PREFIXES };
