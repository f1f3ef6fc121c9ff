import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in Debian's Chromium (browsers cannot be downloaded here) against the production build
 * served like production by scripts/e2e-server.mjs. Company sub-domains use `<domain>.localhost`, which
 * Chromium resolves to loopback by itself.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two browsers, in CI too (ADR 0108): one journey at a time spends most of its time waiting (85 journeys used
  // 672 CPU-seconds in 541 s with two workers under load 17; one worker took ~1,140 s on a quiet runner), so the
  // second worker uses the core the first leaves idle. E2E_WORKERS overrides it for a measurement.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI, for a loaded 2-core runner; a retried journey is reported as flaky in the output, not
  // hidden. A journey that needs its retry is a bug to find (the onboarding "stuck loading" buttons were one).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['json']],
  // Per port, like the releases copy: two runs on one machine keep their own traces.
  outputDir: port === 8181 ? '.tmp/test-results' : `.tmp/test-results-${port}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/web/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
