/**
 * Issue 5: photo self-registration on the public page with a real PNG and with a renamed text file (refused
 * by the server, which reads the bytes), then the demo administrator approves the photo at /device/bio-photo
 * and it becomes the employee's bio-photo. Runs against the e2e product with the demo seed (company `demo`,
 * employees 1001…1025, admin from e2e/support/session.ts).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { demoSession, useSession, type Session } from '../support/session';

const FIXTURES = path.join(__dirname, '..', '..', 'server', 'test', 'fixtures', 'biophoto');
const EMPLOYEE_CODE = '1001';

/** The company id is a claim of the company-scoped access token. */
function companyIdOf(session: Session): number {
  const payload = JSON.parse(Buffer.from(session.access.split('.')[1], 'base64url').toString('utf8')) as { company_id: number };
  return payload.company_id;
}

async function employeeByCode(request: APIRequestContext, session: Session, code: string) {
  const res = await request.get(`/web/personnel/api/v2/employees/?search=${code}`, { headers: { Authorization: `JWT ${session.access}` } });
  const body = (await res.json()) as { data: { data: { emp_code: string; bio_photo: string | null }[] } };
  return body.data.data.find((e) => e.emp_code === code);
}

test('a real PNG is registered, a renamed text file is refused, and the admin approves the photo', async ({ page }) => {
  const session = await demoSession(page.request);
  const companyId = companyIdOf(session);
  const remark = `e2e ${Date.now()}`;
  const toasts = page.getByTestId('toast');

  await page.goto(`/bio-photo/register/?company_id=${companyId}&lng=en`);
  await expect(page.getByText('Photo Self-Registration')).toBeVisible();

  // Not jpeg, png or bmp by name: the SPEC warning, nothing chosen.
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toasts.filter({ hasText: 'Photo only supports .jpg, .png, .jpeg and .bmp' })).toBeVisible();
  await expect(page.getByTestId('bio-photo-preview')).toHaveCount(0);

  // Required fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  // A text file renamed to .png passes the name check and is refused by its bytes, translated.
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, 'not-a-photo.png'));
  await page.getByLabel('Employee code').fill(EMPLOYEE_CODE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts.filter({ hasText: 'The photo must be a JPEG, PNG or BMP image.' })).toBeVisible();
  await expect(page.getByLabel('Employee code')).toHaveValue(EMPLOYEE_CODE);

  // A real PNG goes through; the form is reset.
  await page.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, 'face-240x320.png'));
  await expect(page.getByTestId('bio-photo-preview')).toBeVisible();
  await page.getByLabel('Remarks').fill(remark);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts.filter({ hasText: 'Your photo was submitted. An administrator will review it.' })).toBeVisible();
  await expect(page.getByLabel('Employee code')).toHaveValue('');
  await expect(page.getByTestId('bio-photo-preview')).toHaveCount(0);

  // The administrator reviews it.
  await useSession(page, session);
  await page.goto('/device/bio-photo?lng=en');
  const row = page.getByRole('row').filter({ hasText: remark });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img')).toHaveAttribute('src', /\/web\/auth_files\//);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(toasts.filter({ hasText: 'Photo approved.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: remark })).toHaveCount(0);
  await page.getByText('Approved', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: remark })).toBeVisible();

  // It is now the employee's bio-photo, served as a JPEG.
  const employee = await employeeByCode(page.request, session, EMPLOYEE_CODE);
  expect(employee?.bio_photo).toMatch(new RegExp(`^c${companyId}/biophoto/[0-9a-f]{32}\\.jpg$`));
  const image = await page.request.get(`/web/auth_files/${employee?.bio_photo}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');

  // And the administrator sees it on the employee, in the personnel screen.
  await page.goto('/team/employee?lng=en');
  await page.getByPlaceholder('Code or name').fill(EMPLOYEE_CODE);
  await page.getByPlaceholder('Code or name').press('Enter');
  const photo = page.getByRole('img', { name: `Photo of ${EMPLOYEE_CODE}` });
  await expect(photo).toHaveAttribute('src', `/web/auth_files/${encodeURIComponent(employee?.bio_photo ?? '')}`);
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('the registration page speaks Spanish after choosing it in the language dialog', async ({ page }) => {
  const session = await demoSession(page.request);
  await page.goto(`/bio-photo/register/?company_id=${companyIdOf(session)}&lng=en`);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByTestId('language-option-es-MX').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
});

test('a link without a company explains itself', async ({ page }) => {
  await page.goto('/bio-photo/register/?lng=en');
  await expect(page.getByTestId('bio-photo-missing-company')).toContainText('This link does not name a company.');
});
