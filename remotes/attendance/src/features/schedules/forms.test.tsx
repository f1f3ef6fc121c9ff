import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RULE_SETTING_FIELDS } from '@timekeep/contracts';
import userEvent from '@testing-library/user-event';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { GlobalRuleForm } from './GlobalRuleForm';
import { SCHEDULE_DECLARATIONS } from './screens';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const RULE = '/web/att/api/v2/global-rule/';
const allNull = () => Object.fromEntries(Object.keys(RULE_SETTING_FIELDS).map((field) => [field, null]));

test('the global rule: one form in sections, empty = the default (shown), PUT sends every setting; a refusal marks its field', async () => {
  let answer: 'ok' | 'refuse' = 'ok';
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === RULE) return { data: envelope({ ...allNull(), late_to_absent: 90 }, 'ZATT0000') };
    if (request.method === 'PUT' && request.path === RULE) {
      if (answer === 'refuse') return { status: 400, data: { code: 'ZGEN0461', context: { fields: { default_shift_id: 'ZGEN0461' }, params: { field: 'default_shift_id' } }, data: null } };
      return { data: envelope({ ...(request.body as object), recalculating: 62 }, 'ZATT0000') };
    }
    return { data: pageOf([], queryOf(request)) };
  });
  renderScreen((client) => <GlobalRuleForm client={client} />);
  const form = await screen.findByTestId('att-global-rule');
  const sections = [...form.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);
  expect(sections).toEqual(['Punches', 'Late, early and absence', 'Missing punches', 'Rounding', 'Overtime', 'Unscheduled work and defaults']);
  const late = within(form).getByLabelText('Late above this is absence (min)');
  expect(late).toHaveValue('90');
  // an empty number shows the engine's default
  expect(within(form).getByLabelText('Longest work of a timetable (min)')).toHaveAttribute('placeholder', 'Default: 960');
  fireEvent.change(late, { target: { value: '120' } });
  fireEvent.click(within(form).getByLabelText('Rounding'));
  fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
  const body = requests.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(Object.keys(RULE_SETTING_FIELDS).sort());
  expect(body).toMatchObject({ late_to_absent: 120, rounding: { interval: 15, in_mode: 'up', out_mode: 'down' }, grace_snap: null, week_start: null });
  await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('The rule was saved. 62 employee-days will be recalculated.'));
  answer = 'refuse';
  fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(form.querySelector('.ant-form-item-has-error')).toHaveTextContent('Default shift'));
  await waitFor(() => expect(form.querySelector('.ant-form-item-has-error')).toHaveTextContent('The related record was not found.'));
});

test('an employee schedule is created with the employee, the shift and the dates', async () => {
  const { requests, renderScreen } = createResourceHarness((request) => {
    if (request.method === 'GET' && request.path === '/web/personnel/api/v2/employees/') return { data: pageOf([{ id: 7, emp_code: 'E7', first_name: 'Ada', last_name: 'L', display_name: 'Ada L' }], queryOf(request)) };
    if (request.method === 'GET' && request.path === '/web/att/api/v2/shifts/') return { data: pageOf([{ id: 3, alias: 'Week' }], queryOf(request)) };
    if (request.method === 'GET') return { data: pageOf([], queryOf(request)) };
    if (request.method === 'POST' && request.path === '/web/att/api/v2/employee-schedules/') return { data: envelope({ id: 1, ...(request.body as object), recalculating: 12 }, 'ZATT0000') };
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
  renderScreen((client) => <ResourceList declaration={SCHEDULE_DECLARATIONS.employeeSchedule} client={client} />);
  expect(await screen.findByText('Assign to several employees')).toBeInTheDocument();
  fireEvent.click((await screen.findByText('Add')).closest('button') as HTMLElement);
  const dialog = (await screen.findByText('New record: Employee schedule')).closest('.ant-modal') as HTMLElement;
  fireEvent.mouseDown(within(dialog).getByLabelText('Employee'));
  fireEvent.click(await screen.findByText('E7 Ada L'));
  fireEvent.mouseDown(within(dialog).getByLabelText('Shift'));
  fireEvent.click(await screen.findByText('Week'));
  // the picker opens on the current month
  const now = new Date();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
  await userEvent.click(within(dialog).getByLabelText('Start date'));
  await userEvent.click(within(await screen.findByTitle(day)).getByText('15'));
  fireEvent.click(within(dialog).getByText('Save').closest('button') as HTMLElement);
  await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ employee: 7, shift: 3, start_date: day, end_date: null });
  // the server's count of employee-days sent to recalculation is said with the save
  await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain(`Saved: ${day}–… 12 employee-days will be recalculated.`));
});
