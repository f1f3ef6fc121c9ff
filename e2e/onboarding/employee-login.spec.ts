/** Issue 3: employee login with company domain, username and password (the agreement is required). */
import { expect, test } from '../support/test';
import { companyOrigin, DEMO, expectMainApp } from './support';

test('employee login signs in to the company host', async ({ page, baseURL }) => {
  await page.goto('/onboard/company-verification');
  await page.getByRole('link', { name: 'Employee login' }).click();
  await expect(page).toHaveURL(/\/onboard\/employee-login$/);

  await page.getByLabel('Company').fill(` ${DEMO.domain} `);
  await expect(page.getByLabel('Company')).toHaveValue(DEMO.domain);
  await page.getByLabel('Username').fill(DEMO.employeeUsername);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.employeePassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please read and accept the terms of service and the privacy policy')).toBeVisible();
  await expect(page).toHaveURL(/\/onboard\/employee-login$/);

  await page.getByRole('checkbox', { name: 'I agree to the terms of service and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${companyOrigin(baseURL as string, DEMO.domain)}/`);
  await expectMainApp(page);
  // An employee login sees the Personal area only (issue 11): the menu, the routes and the API agree.
  const menu = page.getByRole('navigation').getByRole('menuitem');
  await expect(menu.filter({ hasText: 'Personal' }).first()).toBeVisible();
  for (const area of ['Team', 'Company', 'Complement', 'System', 'Device']) await expect(menu.filter({ hasText: new RegExp(`^${area}$`) })).toHaveCount(0);
  await page.goto(`${companyOrigin(baseURL as string, DEMO.domain)}/system/group`);
  await expect(page.getByText('Unauthorized: You do not have permission to access this page.')).toBeVisible();
});
