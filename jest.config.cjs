// One jest config, several projects; @swc/jest reads the same .swcrc that swc-loader uses in webpack.
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, module: { type: 'commonjs' }, swcrc: false }] };
const moduleNameMapper = {
  '\\.(css|less)$': '<rootDir>/test/style-stub.cjs',
  '\\.(png|svg|jpg|jpeg|gif|webp)$': '<rootDir>/test/file-stub.cjs',
  // The app imports antd's ES locales (webpack tree-shakes them); jest runs antd's CommonJS build, same data.
  '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
};
const browser = (displayName, roots) => ({
  displayName,
  rootDir: __dirname,
  roots,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/jsdom-setup.ts'],
  transform,
  moduleNameMapper,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});
// Node 20.19 can require() ES modules but jest's module runtime cannot: compile the few ESM-only
// dependencies of the server with swc like our own code.
const ESM_ONLY = ['content-disposition', 'cookie'];
const esmPattern = ESM_ONLY.map((m) => m.replace('/', '\\+')).join('|');
const nodeTransformIgnore = [`/node_modules/(?!(\\.pnpm/)?(${esmPattern})[@/])`];

const node = (displayName, roots, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  roots,
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: nodeTransformIgnore,
  testMatch,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});

module.exports = {
  projects: [
    browser('shared', ['<rootDir>/shared']),
    browser('shell', ['<rootDir>/shell/src']),
    browser('remotes', ['<rootDir>/remotes']),
    node('server-unit', ['<rootDir>/server/src', '<rootDir>/deploy'], ['**/*.test.ts']),
    node('api', ['<rootDir>/server/test'], ['**/*.api.test.ts'], {
      globalSetup: '<rootDir>/server/test/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/support/jest-setup.ts'],
    }),
  ],
};
