// Production build into dist/ (remoteEntry.js + mf-manifest.json); standalone dev server on port 3002.
const { createAppConfig } = require('../../shared/mf-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'payment_results',
  kind: 'remote',
  exposes: { './App': './src/expose/App.tsx', './manifest': './src/expose/manifest.ts' },
  port: 3002,
  title: 'Timekeep · Payment results',
});
