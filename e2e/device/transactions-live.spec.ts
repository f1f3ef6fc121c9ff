import { expect, test, type Page } from '../support/test';
import { signInAsDemoAdmin } from '../support/session';
import { E2eTerminal } from '../support/terminal';

/**
 * The transactions live monitor (issue 12, ADR 0073): an administrator has /device/transaction open; a terminal
 * registered through the API pushes punches over /iclock; they appear on the open page without a reload.
 */

const TERMINALS = '/web/device/api/v2/terminals/';
const row = (page: Page, pin: string) => page.locator('.ant-table tbody tr', { has: page.getByRole('cell', { name: pin, exact: true }) });

test.describe('device: transactions', () => {
  test('punches pushed by a terminal appear live on the open list', async ({ page }) => {
    const session = await signInAsDemoAdmin(page);
    const headers = { Authorization: `JWT ${session.access}` };
    const sn = `E2E${Date.now().toString(36).toUpperCase()}`;
    const created = await page.request.post(TERMINALS, { headers, data: { sn, alias: 'Live journey', time_zone: 'UTC' } });
    expect(created.status(), await created.text()).toBe(200);
    const terminalId = (await created.json()).data.id as number;
    try {
      const terminal = new E2eTerminal(page.request, sn);
      await terminal.handshake();
      expect(await terminal.punch([{ pin: '90001', time: '2026-03-02 08:58:00' }])).toBe('OK: 1');

      await page.goto(`/device/transaction?terminal_sn=${sn}`);
      const list = page.getByTestId('resource-list-device.transaction');
      // The first page of the devices remote on a loaded runner: its chunks and translations come first.
      await expect(list).toBeVisible({ timeout: 30_000 });
      await expect(row(page, '90001')).toContainText('Live journey');
      await expect(list.getByTestId('resource-live')).toBeVisible();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });

      const pushed = await terminal.punch([
        { pin: '90002', time: '2026-03-02 09:01:00' },
        { pin: '90003', time: '2026-03-02 09:02:00', state: 1 },
      ]);
      expect(pushed).toBe('OK: 2');
      await expect(row(page, '90003')).toContainText('Check out');
      await expect(row(page, '90002')).toBeVisible();
      const pins = await page.locator('.ant-table tbody tr.ant-table-row td:first-child').allTextContents();
      expect(pins.slice(0, 3)).toEqual(['90003', '90002', '90001']);
      expect(navigations).toEqual([]);
    } finally {
      await page.request.delete(`${TERMINALS}${terminalId}/`, { headers });
    }
  });
});
