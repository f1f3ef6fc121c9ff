import { act, screen, waitFor } from '@testing-library/react';
import type { PermissionInfo } from '@timekeep/contracts';
import { createResourceHarness, envelope } from '@timekeep/ui/src/resource/testing/resource-harness';
import { ActionName, forgetResourceLabels, resourceLabelsOf, ResourceName } from './names';

const PERMISSIONS = '/web/system/api/v2/permissions/';
const info = (module: string, resource: string, action: string, resource_label: string): PermissionInfo => ({
  codename: `${module}.${action}_${resource}`,
  label: `${action} ${resource_label}`,
  module,
  resource,
  action,
  resource_label,
});

beforeEach(forgetResourceLabels);

test('resource names map to the labels the server translated, one per resource', () => {
  const labels = resourceLabelsOf([info('system', 'group', 'view', 'المجموعة'), info('system', 'group', 'add', 'المجموعة'), info('device', 'workcode', 'view', 'رمز العمل')]);
  expect([...labels]).toEqual([
    ['system.group', 'المجموعة'],
    ['device.workcode', 'رمز العمل'],
  ]);
});

test('a logged resource and action read in the language of the page; unknown ones keep their code', async () => {
  const { requests, renderScreen } = createResourceHarness(
    (request) => (request.path === PERMISSIONS ? { data: envelope([info('system', 'group', 'view', 'المجموعة')], 'ZSYS0000') } : { status: 404, data: envelope(null, 'ZGEN0404') }),
    { lng: 'ar' },
  );
  renderScreen((client) => (
    <ul>
      <li data-testid="known">
        <ResourceName name="system.group" client={client} /> <ActionName action="sync_time" />
      </li>
      <li data-testid="unknown">
        <ResourceName name="gps.client" client={client} /> <ActionName action="teleport" />
      </li>
    </ul>
  ));
  expect(await screen.findByText('المجموعة')).toBeInTheDocument();
  expect(screen.getByTestId('known')).toHaveTextContent('المجموعة مزامنة الوقت');
  expect(screen.getByTestId('unknown')).toHaveTextContent('gps.client teleport');
  // Two names on the page, one request for the labels.
  expect(requests.filter((request) => request.path === PERMISSIONS)).toHaveLength(1);
});

test('without the right to read the labels the log still shows the resource code', async () => {
  const { requests, renderScreen } = createResourceHarness(() => ({ status: 403, data: envelope(null, 'ZGEN0403') }));
  renderScreen((client) => <ResourceName name="system.group" client={client} />);
  await waitFor(() => expect(requests).toHaveLength(1));
  // Let the refused request settle; the name must still be there (not blank, not an error).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByText('system.group')).toBeInTheDocument();
});
