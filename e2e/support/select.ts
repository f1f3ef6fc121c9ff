import { expect, type Locator, type Page } from '@playwright/test';

/** The part of an antd Select that shows its chosen value; its title is the chosen option's title. */
function shownValue(combobox: Locator): Locator {
  return combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select-content ")][1]');
}

/**
 * Chooses the option titled `title` in an antd Select (typing `search` first, if given) and waits until the select
 * shows it. antd's popup animates and realigns after it opens and after a search narrows it: a click that lands
 * while it moves can choose nothing (seen on a loaded CI runner: the form was saved without the value), so the
 * choice is made again until the select shows it.
 */
export async function chooseOption(page: Page, combobox: Locator, title: string, search?: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if (!(await dropdown.isVisible())) {
      await combobox.click();
      if (search !== undefined) await combobox.fill(search);
    }
    await dropdown.getByTitle(title, { exact: true }).click({ timeout: 5000 });
    await expect(shownValue(combobox)).toHaveAttribute('title', title, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
