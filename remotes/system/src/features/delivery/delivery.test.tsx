import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { MAIL_SETTING_CONTRACT } from '@timekeep/contracts';
import { createResourceHarness, envelope } from '@timekeep/ui/src/resource/testing/resource-harness';
import { SettingForm } from '@timekeep/ui';
import { RunNowButton, whenText } from './AutoExportParts';
import { SYS_SETTING_MESSAGES } from './screens';
import { TestMail } from './TestMail';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const SETTING = '/web/system/api/v2/email-setting/';
const saved = { sender_name: 'Acme HR', sender_email: 'hr@acme.test', smtp_enabled: false, smtp_host: '', smtp_port: 587, smtp_security: 'starttls', smtp_user: '', smtp_password_set: true };
const MAIL_FIELDS = ['sender_name', 'sender_email', 'smtp_enabled', { name: 'smtp_host', visible: (values: Record<string, unknown>) => values.smtp_enabled === true }, 'smtp_password'];

test('when a delivery runs, in words', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
  expect(whenText({ frequency: 'daily', time: '07:00' }, t)).toBe('sys:autoexport.when.daily{"time":"07:00"}');
  expect(whenText({ frequency: 'weekly', weekday: '1', time: '08:30' }, t)).toBe('sys:autoexport.when.weekly{"weekday":"sys:autoexport.weekdays.1","time":"08:30"}');
  expect(whenText({ frequency: 'monthly', month_day: 31, time: '06:00' }, t)).toBe('sys:autoexport.when.monthly{"day":31,"time":"06:00"}');
});

test('the e-mail setting shows the SMTP fields only for its own server, says a password is stored, and saves without sending it back', async () => {
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.path === SETTING && request.method === 'GET') return { data: envelope(saved, 'ZSYS0000') };
    if (request.path === SETTING && request.method === 'PUT') return { data: envelope({ ...saved, ...(request.body as object), smtp_password: undefined }, 'ZSYS0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen((client) => (
    <SettingForm
      contract={MAIL_SETTING_CONTRACT}
      fields={MAIL_FIELDS}
      testId="email-setting-form"
      messages={SYS_SETTING_MESSAGES}
      blank={{ smtp_password: '' }}
      help={(field, loaded) => (field === 'smtp_password' && loaded.smtp_password_set ? 'sys:mailsetting.password_stored' : undefined)}
      client={client}
    />
  ));
  expect(await screen.findByTestId('email-setting-form')).toBeInTheDocument();
  expect(screen.queryByLabelText('SMTP host')).toBeNull();
  expect(screen.getByText('A password is stored. Leave the field empty to keep it.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('switch', { name: 'Use our own SMTP server' }));
  expect(await screen.findByLabelText('SMTP host')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('SMTP host'), { target: { value: 'smtp.acme.test' } });
  fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
  expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
    sender_name: 'Acme HR', sender_email: 'hr@acme.test', smtp_enabled: true, smtp_host: 'smtp.acme.test', smtp_password: '',
  });
});

test('a test mail shows the SMTP error once the mail server has answered, translated', async () => {
  let reads = 0;
  const { requests, renderScreen } = createResourceHarness(
    (request) => {
      if (request.path === `${SETTING}test/` && request.method === 'POST') return { data: envelope({ mail: 7 }, 'ZSYS0000') };
      if (request.path === `${SETTING}test/7/`) {
        reads += 1;
        return { data: envelope(reads < 2 ? { status: 'queued', error: null, to: 'me@acme.test' } : { status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:2525', to: 'me@acme.test' }, 'ZSYS0000') };
      }
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { lng: 'es-MX' },
  );
  renderScreen((client) => <TestMail client={client} pollMs={10} />);
  fireEvent.change(screen.getByLabelText('Enviar a'), { target: { value: 'me@acme.test' } });
  fireEvent.click(screen.getByText('Enviar correo de prueba').closest('button') as HTMLElement);
  expect(await screen.findByText('No se pudo enviar el correo de prueba: connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ to: 'me@acme.test' });
});

test('"Run now" is offered with the run permission only, starts the job and reloads the list when it is done', async () => {
  const reload = jest.fn();
  const harness = (permissions: string[]) =>
    createResourceHarness(
      (request) => {
        if (request.path === '/web/system/api/v2/auto-exports/3/run/') return { status: 202, data: envelope({ job: 11 }, 'ZSYS0000') };
        if (request.path === '/web/api/v2/jobs/11/') return { data: envelope({ id: 11, kind: 'system.auto_export', status: 'done', progress: 100, file_url: null, error: null, result: null }) };
        return { status: 404, data: envelope(null, 'ZGEN0404') };
      },
      { user: { permissions, is_admin: false, employee_id: null, is_vendor_operator: false } },
    );
  const without = harness([]);
  const shown = without.renderScreen((client) => <RunNowButton row={{ id: 3, name: 'Daily punches' }} reload={reload} client={client} pollMs={10} />);
  expect(screen.queryByText('Run now')).toBeNull();
  shown.unmount();

  const allowed = harness(['system.run_autoexport']);
  allowed.renderScreen((client) => <RunNowButton row={{ id: 3, name: 'Daily punches' }} reload={reload} client={client} pollMs={10} />);
  fireEvent.click((await screen.findByText('Run now')).closest('button') as HTMLElement);
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(allowed.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /web/system/api/v2/auto-exports/3/run/', 'GET /web/api/v2/jobs/11/']);
});
