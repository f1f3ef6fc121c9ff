import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';

const require = createRequire(__filename);
const { LIBRARIES, WORKSPACE, antdSharedKeys, uiSharedKeys } = require(path.resolve(__dirname, '../../shared/mf-config/shared-libs.cjs')) as {
  LIBRARIES: string[];
  WORKSPACE: string[];
  antdSharedKeys(appDir: string): string[];
  uiSharedKeys(appDir: string): string[];
};
const SHELL_DIR = path.resolve(__dirname, '../../shell');

/** Share keys in the page's federation share scope: all registered ones, or only those a module was loaded for. */
function shareKeys(page: Page, { loadedOnly }: { loadedOnly: boolean }): Promise<string[]> {
  return page.evaluate((onlyLoaded) => {
    type Version = { loaded?: boolean; lib?: unknown };
    type Scope = Record<string, Record<string, Version>>;
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const names = new Set<string>();
    for (const scopes of Object.values(share))
      for (const scope of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(scope)) {
          if (!onlyLoaded || Object.values(versions).some((v) => v.loaded || v.lib)) names.add(pkg);
        }
    return [...names];
  }, loadedOnly);
}

/**
 * Production remotes carry no fallback copies of shared singletons (ADR 0012), so the shell must provide every
 * one of them; a missing one would only show when some remote first imports it. antd and @timekeep/ui are shared per
 * module (ADR 0014): every component and every ui module must be there, though the sign-in page loads few of them.
 */
test('the shell provides every shared singleton in its share scope', async ({ page }) => {
  await page.goto('/onboard/company-verification');
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  const provided = await shareKeys(page, { loadedOnly: false });
  const expected = [...LIBRARIES, ...WORKSPACE, ...antdSharedKeys(SHELL_DIR), ...uiSharedKeys(SHELL_DIR)];
  expect(expected).toContain('antd/es/table');
  expect(expected).toContain('@timekeep/ui/toast/ToastViewport');
  expect(expected.filter((key) => !provided.includes(key))).toEqual([]);
});

test('the sign-in page loads no antd (ADR 0015) and only the ui modules it renders', async ({ page }) => {
  await page.goto('/onboard/sign-in');
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  const loaded = await shareKeys(page, { loadedOnly: true });
  // The shell's loading, toasts and theme and the onboarding sign-in form are plain markup.
  expect(loaded).toContain('@timekeep/ui/plain/PlainSpinner');
  expect(loaded).toContain('@timekeep/ui/toast/ToastViewport');
  expect(loaded.filter((key) => key === 'antd' || key.startsWith('antd/') || key.startsWith('@ant-design/'))).toEqual([]);
  // Nor the widgets of the main application, nor the confirmation dialog the shell hosts until it is opened.
  for (const heavy of ['@timekeep/ui/widgets/tree-select/TreeSelect', '@timekeep/ui/widgets/confirm-dialog/ConfirmDialog']) {
    expect(loaded, `${heavy} was loaded by the sign-in page`).not.toContain(heavy);
  }
});
