import { expect, type Locator } from '@playwright/test';

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
