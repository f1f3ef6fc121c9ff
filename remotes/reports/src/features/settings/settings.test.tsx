import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { payCodeDeclaration, wholeMinuteStep } from './declarations';
import { ReportSettingForm } from './ReportSettingPage';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

test('the step rule matches the server: whole minutes, at most a day', () => {
  expect(wholeMinuteStep('hour', 0.25, 480)).toBe(true);
  expect(wholeMinuteStep('hour', 0.01, 480)).toBe(false);
  expect(wholeMinuteStep('minute', 1.5, 480)).toBe(false);
  expect(wholeMinuteStep('day', 0.5, 450)).toBe(true);
  expect(wholeMinuteStep('day', 2, 480)).toBe(false);
});

test('a pay code whose step is not whole minutes is refused in the form, translated, before anything is sent', async () => {
  const { requests, renderScreen } = createResourceHarness(
    (request) => {
      if (request.method === 'GET' && request.path === '/web/att/api/v2/pay-codes/') return { data: pageOf([], queryOf(request)) };
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { lng: 'es-MX' },
  );
  renderScreen((client) => <ResourceList declaration={payCodeDeclaration} client={client} />);
  fireEvent.click((await screen.findByText('Agregar')).closest('button') as HTMLElement);
  const drawer = (await screen.findByTestId('pay_code-form')).closest('.ant-drawer') as HTMLElement;
  fireEvent.change(within(drawer).getByLabelText('Nombre'), { target: { value: 'Horas' } });
  fireEvent.change(within(drawer).getByLabelText('Unidad mínima'), { target: { value: '0.01' } });
  fireEvent.click(within(drawer).getByText('Guardar').closest('button') as HTMLElement);
  expect(await within(drawer).findByText(/debe ser un número entero de minutos/)).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('the report setting loads, shows the minimum only for the "worked" rule, and saves with PUT', async () => {
  const setting = { present_rule: 'any_punch', present_minutes: 240, late_as_absent: 0, early_as_absent: 0, missing_punch: 'incomplete', day_split: 'schedule', day_change: '00:00', first_day_of_week: '1', leave_as_present: false };
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.path === '/web/att/api/v2/report-setting/' && request.method === 'GET') return { data: envelope(setting, 'ZRPT0000') };
    if (request.path === '/web/att/api/v2/report-setting/' && request.method === 'PUT') return { data: envelope({ ...setting, ...(request.body as object) }, 'ZRPT0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen((client) => <ReportSettingForm client={client} />);
  expect(await screen.findByTestId('report-setting-form')).toBeInTheDocument();
  expect(screen.queryByLabelText('Minimum worked for present (minutes)')).toBeNull();
  expect(screen.getByLabelText('First day of the week')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual(setting);
});
