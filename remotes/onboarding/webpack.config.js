// Production build into dist/ (remoteEntry.js + mf-manifest.json); standalone dev server on port 3001.
const { createAppConfig } = require('../../shared/mf-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'onboarding',
  kind: 'remote',
  exposes: { './App': './src/expose/App.tsx', './manifest': './src/expose/manifest.ts' },
  port: 3001,
  title: 'Timekeep · Sign-in and onboarding',
});
