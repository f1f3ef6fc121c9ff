import { expect, test, type Page } from '../support/test';

/** Collects what a person would see as a broken page: console errors and uncaught exceptions. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const variants = [
  { name: 'light', query: '?lng=en', theme: 'light', title: 'Widget gallery', dir: 'ltr' },
  { name: 'dark', query: '?lng=en', theme: 'dark', title: 'Widget gallery', dir: 'ltr' },
  { name: 'arabic-rtl', query: '?lng=ar', theme: 'light', title: 'معرض المكونات', dir: 'rtl' },
] as const;

for (const variant of variants) {
  test(`widget gallery renders every widget (${variant.name}) without console errors`, async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await page.addInitScript((mode) => window.localStorage.setItem('timekeep.themeMode', mode), variant.theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/dev/widgets${variant.query}`);
    await expect(page.getByTestId('widget-gallery')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.title);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    // Twelve sections, and the sample data reached the tree and the employee tags.
    await expect(page.locator('[data-testid=widget-gallery] h2')).toHaveCount(12);
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`widgets-${variant.name}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('gallery widgets work with the keyboard: tree select opens, moves and selects', async ({ page }) => {
  await page.goto('/dev/widgets?lng=en');
  const tree = page.getByRole('combobox', { name: 'Tree select', exact: true });
  await tree.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tree')).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(tree).toHaveValue('Department 1');
});
