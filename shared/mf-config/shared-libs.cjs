// The singleton set shared by the shell and every remote (frontend-notes §1.2). Versions are read from the
// package actually installed for the app, so `requiredVersion` is always a real semver range (never
// `workspace:*`, which MF cannot parse) and a major skew fails loudly instead of loading a second copy.
const path = require('node:path');
const fs = require('node:fs');

/** Third-party singletons: one React, one router context, one antd style cache, one i18next instance. */
const LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
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

/** The `shared` option for ModuleFederationPlugin, identical for the shell and every remote. */
function createSharedConfig(appDir) {
  const shared = {};
  for (const lib of [...LIBRARIES, ...WORKSPACE]) shared[lib] = singleton(installedVersion(lib, appDir));
  for (const [prefix, lib] of Object.entries(PREFIXES)) shared[prefix] = { ...shared[lib] };
  return shared;
}

module.exports = { createSharedConfig, installedVersion, LIBRARIES, WORKSPACE, PREFIXES };
