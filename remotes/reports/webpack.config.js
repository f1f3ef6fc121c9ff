// Production build into dist/ (remoteEntry.js + mf-manifest.json); standalone dev server on port 3009.
const { createAppConfig } = require('../../shared/mf-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'reports',
  kind: 'remote',
  exposes: { './App': './src/expose/App.tsx', './manifest': './src/expose/manifest.ts', './Dashboard': './src/expose/Dashboard.tsx' },
  port: 3009,
  title: 'Timekeep · Reports',
});
