import { expect, test } from '../support/test';
import { demoSession, useSession } from '../support/session';
import { onboardLink, STRONG_PASSWORD, uniqueEmail, waitForMail } from '../onboarding/support';

/**
 * Roles (issue 11): a company user whose only group may view work codes sees the list but no Add, Export or
 * Import, and the API refuses the write the screen does not offer. Set up through the System API and the
 * invitation flow (the mailed code, then invited_sign_up), signed in through the API.
 */

const WORK_CODES = '/web/device/api/v2/terminalworkcodes/';

test('a view-only group sees no Add button and the API answers 403', async ({ page, request }) => {
  const admin = await demoSession(request);
  const auth = { Authorization: `JWT ${admin.access}` };
  const email = uniqueEmail('viewer');
  const group = await (await request.post('/web/system/api/v2/groups/', { headers: auth, data: { name: `Viewers ${email}`, permissions: ['device.view_workcode'] } })).json();
  expect(group.code).toMatch(/0000$/);
  const invited = await (await request.post('/web/system/api/v2/users/', { headers: auth, data: { email, first_name: 'View', last_name: 'Only', groups: [group.data.id] } })).json();
  expect(invited.code).toMatch(/0000$/);

  const mail = await waitForMail(request, email, '/onboard/invited?code=');
  const code = new URLSearchParams(onboardLink(mail, 'invited').split('?')[1]).get('code');
  const joined = await (await request.post('/web/oauth/api/v2/invited_sign_up/', { data: { code, email, password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD } })).json();
  expect(joined.code).toMatch(/0000$/);
  const signedIn = await (await request.post('/web/oauth/api/v2/sign_in/', { data: { username: email, password: STRONG_PASSWORD, company: admin.companyCode } })).json();
  expect(signedIn.code).toMatch(/0000$/);
  const chosen = await (
    await request.post('/web/oauth/api/v2/company-token/', { headers: { Authorization: `JWT ${signedIn.data.token}` }, data: { company_id: signedIn.data.company_id } })
  ).json();
  expect(chosen.code).toMatch(/0000$/);

  await useSession(page, { access: chosen.data.token, refresh: chosen.data.refresh, companyCode: chosen.data.domain });
  await page.goto('/complement/work-code');
  await expect(page.getByTestId('resource-list-device.workcode').locator('.ant-table')).toBeVisible();
  // antd's icons name themselves: the buttons are "plus Add", "download Export", "upload Import".
  await expect(page.getByRole('button', { name: /Add$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Export$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Import$/ })).toHaveCount(0);

  const refused = await page.request.post(WORK_CODES, { headers: { Authorization: `JWT ${chosen.data.token}` }, data: { code: 'NOPE1', name: 'Refused' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ZGEN0403');
  expect((await page.request.get(`${WORK_CODES}export/`, { headers: { Authorization: `JWT ${chosen.data.token}` } })).status()).toBe(403);
});
