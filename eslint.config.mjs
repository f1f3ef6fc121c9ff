// Lint: TypeScript rules plus the architecture's import boundaries — a remote never imports another remote or
// the server; shared packages never import an app; the server never imports front-end code.
import tseslint from 'typescript-eslint';

const REMOTES = ['onboarding', 'payment-results', 'bio-photo', 'personnel', 'attendance', 'devices',
  'access-control', 'gps', 'reports', 'system', 'vendor'];

// Front-end code imports the router only as `react-router-dom`: that is the shared singleton, and the shell provides
// it through a facade over `react-router` (ADR 0014); importing `react-router` directly would bundle a second router.
const ROUTER_PATH = { name: 'react-router', message: "Import from 'react-router-dom' (the shared singleton), not 'react-router'." };

// Remotes style with CSS Modules only: MF has no CSS isolation, so a global stylesheet of one remote would restyle
// every other one (frontend-notes §1.6). The shell owns the only global CSS.
const CSS_MODULES_ONLY = {
  group: ['*.css', '!*.module.css'],
  message: 'A remote imports CSS Modules only (*.module.css): global CSS would leak into every other remote.',
};

const boundary = (patterns, message, paths = [ROUTER_PATH], extraPatterns = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: [{ group: patterns, message }, ...extraPatterns] }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'deploy/releases/**', 'data/**', 'coverage/**',
      'e2e/fakes/**', '**/*.cjs', '**/*.mjs', '**/*.js'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'error',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`remotes/${remote}/**/*.{ts,tsx}`],
    rules: boundary(
      [
        ...REMOTES.filter((r) => r !== remote).flatMap((r) => [`**/remotes/${r}/**`, `@timekeep/remote-${r}`, `@timekeep/remote-${r}/**`]),
        '**/server/**', '@timekeep/server', '**/shell/**', '@timekeep/shell',
      ],
      'A remote imports only shared/* packages and libraries: never another remote, the shell or the server.',
      [ROUTER_PATH],
      [CSS_MODULES_ONLY],
    ),
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: boundary(
      ['**/remotes/**', '@timekeep/remote-*', '**/shell/**', '@timekeep/shell', '**/server/**', '@timekeep/server'],
      'Shared code never imports an app.',
    ),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: boundary(['**/remotes/**', '@timekeep/remote-*', '**/server/**', '@timekeep/server'],
      'The shell knows remotes only by manifest name and reaches the server only through the api-client.'),
  },
  {
    files: ['shell/src/federation/shared-facades/**/*.ts'],
    rules: boundary(['**/remotes/**', '@timekeep/remote-*', '**/server/**', '@timekeep/server'],
      'The shell knows remotes only by manifest name and reaches the server only through the api-client.', []),
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(['**/remotes/**', '@timekeep/remote-*', '**/shell/**', '@timekeep/shell', '@timekeep/ui', '@timekeep/api-client'],
      'The server never imports front-end code.', []),
  },
);
