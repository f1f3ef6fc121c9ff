// Production build into dist/ (remoteEntry.js + mf-manifest.json); standalone dev server on port 3006.
const { createAppConfig } = require('../../shared/mf-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'devices',
  kind: 'remote',
  exposes: { './App': './src/expose/App.tsx', './manifest': './src/expose/manifest.ts' },
  port: 3006,
  title: 'Timekeep · Devices',
});
