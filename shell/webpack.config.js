// The shell (host): remotes are not listed here; they are registered at run time from /deploy/remotes.json.
const { createAppConfig } = require('../shared/mf-config/index.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 3000,
  title: 'Timekeep',
  // What the shell provides for these shared keys (ADR 0014).
  sharedImports: { 'react-router-dom': './src/federation/shared-facades/react-router-dom.ts' },
});
