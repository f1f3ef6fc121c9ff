import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import '@testing-library/jest-dom';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { terminalDeclaration, type TerminalRow } from './screens';

configure({ asyncUtilTimeout: 5000 });
// antd menus and modals take seconds on the shared, loaded machine.
jest.setTimeout(120000);

const BASE = '/web/device/api/v2/terminals/';
const terminal = (id: number, quarantined = 0): TerminalRow => ({ id, sn: `SN${id}`, alias: `Gate ${id}`, state: id === 1 ? 'online' : 'offline', quarantined, area_name: '', last_activity: null });

function render(permissions: string[]) {
  const harness = createResourceHarness(
    (request) => {
      if (request.method === 'GET' && request.path === BASE) return { data: pageOf([terminal(1), terminal(2, 3)], queryOf(request)) };
      if (request.method === 'POST' && request.path.endsWith('/reboot/')) return { data: envelope({ terminals: 2, commands: 2 }, 'ZDEV0000') };
      if (request.method === 'GET' && request.path === `${BASE}2/quarantine/`) {
        return { data: envelope({ count: 3, punches: [{ pin: '7001', punch_time: '2026-03-01 09:00:00', received_at: '2026-03-01T09:00:05.000Z' }] }, 'ZDEV0000') };
      }
      if (request.method === 'POST' && request.path === `${BASE}2/import_quarantine/`) return { data: envelope({ stored: 3, duplicates: 0, errors: 0 }, 'ZDEV0000') };
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { user: { permissions: ['device.view_terminal', ...permissions], is_admin: false, employee_id: null, is_vendor_operator: false } },
  );
  harness.renderScreen((client) => <ResourceList declaration={terminalDeclaration(client)} client={client} />);
  return harness;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => toastQueue.clear());

describe('terminal screen', () => {
  it('shows the state as a badge and runs an action on the selected terminals', async () => {
    const { requests } = render(['device.control_terminal']);
    await screen.findByText('SN1');
    expect(within(rowOf('SN1')).getByText('Online')).toBeInTheDocument();
    expect(within(rowOf('SN2')).getByText('Offline')).toBeInTheDocument();
    fireEvent.click(within(rowOf('SN1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('SN2')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Selected \(2\)/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reboot' }));
    await waitFor(() => expect(requests.some((request) => request.path === `${BASE}reboot/`)).toBe(true));
    expect(requests.find((request) => request.path === `${BASE}reboot/`)?.body).toEqual({ terminals: [1, 2] });
    await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Done: 2 commands for 2 terminals.'));
    // Without `change`, no review of quarantined punches.
    expect(screen.queryByRole('button', { name: /Review punches/ })).toBeNull();
  });

  it('reviews the punches an SN sent before registration and imports them on request', async () => {
    const { requests } = render(['device.change_terminal']);
    await screen.findByText('SN2');
    // Without `control`: no action menus and no selection.
    expect(screen.queryByRole('button', { name: /Actions|Selected/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(rowOf('SN1')).queryByRole('button', { name: /Review punches/ })).toBeNull();
    fireEvent.click(within(rowOf('SN2')).getByRole('button', { name: 'Review punches (3)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('7001')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/import_quarantine/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 3 punches' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === `${BASE}2/import_quarantine/`)).toBe(true));
    await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Imported: 3 new, 0 already stored.'));
  });
});
