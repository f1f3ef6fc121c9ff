import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const require = createRequire(__filename);
const { LIBRARIES, WORKSPACE } = require(path.resolve(__dirname, '../../shared/mf-config/shared-libs.cjs')) as {
  LIBRARIES: string[];
  WORKSPACE: string[];
};

/**
 * Production remotes carry no fallback copies of shared singletons (ADR 0012), so the shell must provide every
 * one of them; a missing one would only show when some remote first imports it.
 */
test('the shell provides every shared singleton in its share scope', async ({ page }) => {
  await page.goto('/onboard/company-verification');
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  const provided = await page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, unknown>>>;
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scope> } }).__FEDERATION__?.__SHARE__ ?? {};
    const names = new Set<string>();
    for (const scopes of Object.values(share)) for (const scope of Object.values(scopes)) for (const pkg of Object.keys(scope)) names.add(pkg);
    return [...names];
  });
  for (const lib of [...LIBRARIES, ...WORKSPACE]) expect(provided, `${lib} is not provided by the shell`).toContain(lib);
});
