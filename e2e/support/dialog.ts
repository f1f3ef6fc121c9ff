import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until an antd dialog has finished its opening zoom. While it runs, the dialog is in the DOM (so locators
 * resolve and `fill` works) but not painted yet, and a click on its buttons can land before the dialog takes
 * clicks: the kernel journey once clicked Save ~300 ms after opening, and no request left the page.
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  return dialog;
}

/**
 * Waits until an antd drawer has finished sliding in (its wrapper carries `…-panel-motion-<side>-appear|enter` while
 * it moves). A click on the drawer's Close button during the slide was lost once under load (the vendor orders
 * journey, clean run of f56a603): the drawer stayed open and covered the filters bar.
 */
export async function openedDrawer(page: Page, drawer: Locator): Promise<Locator> {
  await expect(drawer).toBeVisible();
  await expect(page.locator('.ant-drawer-content-wrapper[class*="-panel-motion-"]')).toHaveCount(0);
  return drawer;
}
