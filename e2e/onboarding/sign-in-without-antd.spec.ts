/**
 * Issue 2 (ADR 0015): the sign-in page downloads no antd code at all; its dialogs load antd when they open. Judged
 * by what the browser really downloaded: the sources named in the source maps of every JavaScript response.
 */
import { expectAccessible } from '../support/a11y';
import { expect, test, type Page } from '../support/test';

// antd and the libraries that come only with it (style engine, rc-components, icons).
const ANTD_PACKAGE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(antd|@ant-design\/[^/]+|@rc-component\/[^/]+|rc-[a-z-]+)\//;

/** Records the URL of every JavaScript response of the page. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.push(response.url());
  });
  return scripts;
}

/** The antd packages the given scripts were built from, read from their source maps. */
async function antdPackagesIn(page: Page, scriptUrls: readonly string[]): Promise<string[]> {
  const packages = new Set<string>();
  for (const url of scriptUrls) {
    const map = await page.request.get(`${url}.map`);
    expect(map.ok(), `${url} has a source map`).toBe(true);
    for (const source of ((await map.json()) as { sources: string[] }).sources) {
      const match = ANTD_PACKAGE.exec(source);
      if (match) packages.add(match[1]);
    }
  }
  return [...packages];
}

test('the sign-in page downloads no antd code and takes over the server\'s first paint; the terms dialog loads antd when opened', async ({ page }) => {
  const scripts = recordScripts(page);
  // ADR 0124: whether the server's first paint was still there when the HTML had been parsed (before the app ran).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') sessionStorage.setItem('e2e.firstPaint', String(Boolean(document.getElementById('first-paint'))));
    });
  });
  const response = await page.goto('/onboard/sign-in');
  expect(await response?.text()).toContain('<h2 class="fp-slogan">Every minute, accounted for</h2>');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The app took the first paint over: one slogan on the page, the overlay gone.
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.firstPaint'))).toBe('true');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Every minute, accounted for' })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await antdPackagesIn(page, scripts)).toEqual([]);
  // Issue 16 item 13: the page Lighthouse measures passes axe (contrast of the footer texts, the 24 px target
  // around the show-password icon).
  await expectAccessible(page);

  const before = scripts.length;
  await page.getByRole('button', { name: 'Terms of Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/managing the working time/)).toBeVisible();
  expect(await antdPackagesIn(page, scripts.slice(before))).toContain('antd');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'I agree to the terms of service and the privacy policy' })).not.toBeChecked();

  // A language kept in the browser that the server cannot see (SPEC §1: local storage before the browser's
  // languages): the first paint, rendered in English, removes itself before it paints; the page comes in Turkish.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'tr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Her dakika kayıt altında' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.firstPaint'))).toBe('false');
});
