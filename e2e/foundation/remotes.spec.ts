import { expect, test } from '../support/test';
import { AREAS, REMOTE_NAMES, menuKey, pagePath } from '../../shared/contracts/src/routes';
import { signInAsDemoAdmin } from '../support/session';

/** The landing route of each remote: its first area's base (public remotes: their public page). */
const LANDING: Record<string, string> = Object.fromEntries(
  REMOTE_NAMES.map((remote) => {
    const area = AREAS.find((a) => a.remote === remote)!;
    return [remote, remote === 'onboarding' ? '/onboard/company-verification' : area.base];
  }),
);

test.describe('every remote loads at run time behind the shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoAdmin(page);
  });

  for (const remote of REMOTE_NAMES) {
    test(`${remote} landing route`, async ({ page }) => {
      const manifests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
      });
      await page.goto(LANDING[remote]);
      if (remote === 'vendor') {
        // The vendor back-office is for vendor operators only (issue 11): a company administrator gets the no-access
        // page and the vendor remote is never fetched. The operator's journey (e2e/vendor) loads it.
        await expect(page.getByText('Unauthorized: You do not have permission to access this page.')).toBeVisible();
        expect(manifests.some((m) => m.startsWith('/mf/vendor/'))).toBe(false);
        return;
      }
      await expect.poll(() => manifests.some((m) => m.startsWith(`/mf/${remote}/`))).toBe(true);
      if (remote === 'onboarding') {
        await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
      } else if (remote === 'payment-results') {
        await expect(page.getByRole('link', { name: 'Telr' }).first()).toBeVisible();
      } else {
        await expect(page.getByTestId('remote-version')).toContainText(`${remote}@`);
      }
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    });
  }

  test('a page of an area is titled from the route table', async ({ page }) => {
    const att = AREAS.find((a) => a.area === 'att')!;
    const path = pagePath(att, 'shift');
    expect(menuKey(path)).toBe('att.shift');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Shift' })).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByTestId('sign-out')).toBeVisible();
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });

  test('the shell and a remote share one api-client instance', async ({ page }) => {
    // The id is made once per page load, so everything below happens in one page, navigating client-side.
    await page.goto('/gps');
    const remoteId = (await page.getByTestId('remote-api-client-id').textContent())?.trim();
    expect(remoteId).toMatch(/\S{8,}/);
    // /diagnostics (not in the menu) lists what this page loaded; a client-side move keeps the page and its ids.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/diagnostics');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('shell-api-client-id')).toHaveText(remoteId!);
    await expect(page.getByTestId('diagnostics-gps-api-client-id')).toHaveText(remoteId!);
    await expect(page.getByTestId('diagnostics-gps-version')).not.toBeEmpty();
  });
});
