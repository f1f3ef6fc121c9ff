import '@testing-library/jest-dom';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createResourceHarness, envelope, pageOf, queryOf } from '@timekeep/ui/src/resource/testing/resource-harness';
import { WEEK_ROWS } from '@timekeep/ui/src/time-card/testing/week-rows';
import { MyCalendarBody, monthWeeks } from './MyCalendarScreen';
import { MyHolidaysBody } from './MyHolidaysScreen';
import { PersonalTimeCardBody } from './PersonalTimeCardScreen';
import { monthOf } from './month-param';
import { PersonalReportBody } from './report-screens';
import { PERSONAL_TIME_SCREENS } from './screens';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60000);

/** Employee 1001's login: the server gives only their rows, and refuses the schedule view. */
const EMPLOYEE = { permissions: [], is_admin: false, employee_id: 1, is_employee_login: true, is_vendor_operator: false };
const OWN = WEEK_ROWS.filter((row) => row.employee === 1);
const HOLIDAYS = [
  { id: 4, alias: 'Founding Day', start_date: '2026-02-22', days: 1, departments: [] },
  { id: 5, alias: 'Spring break', start_date: '2026-03-30', days: 3, departments: [7] },
];

const STAFF_COLUMNS = [
  { key: 'emp_code', title: 'Employee ID' },
  { key: 'name', title: 'Name' },
  { key: 'worked', title: 'Worked', kind: 'minutes' },
];
const STAFF_ROW = { employee: 1, emp_code: '1001', name: 'Ann Lee', worked: 2400 };

function harness(url: string, lng = 'en') {
  return createResourceHarness(
    (request) => {
      const query = queryOf(request);
      if (request.path === '/web/att/api/v2/time-cards/') return { data: pageOf(OWN.filter((row) => row.date >= (query.get('start_date') ?? '') && row.date <= (query.get('end_date') ?? '')), query) };
      if (request.path === '/web/att/api/v2/holidays/') return { data: pageOf(HOLIDAYS.filter((h) => h.start_date >= (query.get('start_date__gte') ?? '') && h.start_date <= (query.get('start_date__lte') ?? '')), query) };
      if (request.path === '/web/att/api/v2/reports/employee-summary/') return { data: envelope({ columns: STAFF_COLUMNS, data: [STAFF_ROW], total: 1, page: 1, page_size: 20, totals: { worked: 2400 } }, 'ZRPT0000') };
      if (request.path === '/web/att/api/v2/schedule-view/') return { status: 403, data: envelope(null, 'ZGEN0403') };
      return { status: 404, data: envelope(null, 'ZGEN0404') };
    },
    { url, lng, user: EMPLOYEE },
  );
}

describe('Personal time pages', () => {
  it('the month comes from the URL, else today', () => {
    expect(monthOf(new URLSearchParams('month=2026-02'))).toEqual({ month: '2026-02', start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf(new URLSearchParams('month=2026-13'), new Date(Date.UTC(2026, 10, 24)))).toEqual({ month: '2026-11', start: '2026-11-01', end: '2026-11-30' });
  });

  it('lays a month out in weeks from the company’s first day', () => {
    const march = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    const weeks = monthWeeks(march, 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks).toHaveLength(6);
    expect(monthWeeks(march, 0)[0][0]).toBe('2026-03-01');
  });

  it('/personal/report/time-card lists the employee’s own days and explains one, without reading the transactions', async () => {
    const { requests, renderScreen } = harness('/personal/report/time-card?month=2026-03');
    renderScreen((client) => <PersonalTimeCardBody client={client} />);
    const day = await screen.findByRole('button', { name: 'Open the explanation of 1001 on 2026-03-05' });
    expect(Object.fromEntries(queryOf(requests.find((r) => r.path === '/web/att/api/v2/time-cards/')!))).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-31', employee__in: '1' });
    fireEvent.click(day);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer.querySelector('[data-section="clock"]') as HTMLElement).getByText('DAY: no clock-out; action: record an exception')).toBeInTheDocument();
    expect(requests.some((r) => r.path.includes('/transactions/'))).toBe(false);
  });

  it('/personal/my-calendar/calendar shows the punches, statuses and holidays of the month', async () => {
    const { renderScreen } = harness('/personal/my-calendar/calendar?month=2026-03');
    renderScreen((client) => <MyCalendarBody client={client} />);
    const month = await screen.findByRole('table', { name: 'My month 2026-03' });
    await waitFor(() => expect(month.querySelector('td[data-date="2026-03-03"] [data-category]')).toHaveAttribute('data-category', 'late'));
    const late = month.querySelector('td[data-date="2026-03-03"]') as HTMLElement;
    expect(late).toHaveTextContent('09:20 – 18:00');
    expect(late).toHaveTextContent('DAY');
    await waitFor(() => expect(month.querySelector('td[data-date="2026-03-31"]')).toHaveTextContent('Spring break'));
    // a day is named by what it shows, then what it does (axe: label-content-name-mismatch)
    expect(within(late).getByRole('button')).toHaveAccessibleName(/^3 DAY Late 09:20 – 18:00 .*Open the explanation of 1001 on 2026-03-03$/);
    fireEvent.click(within(month.querySelector('td[data-date="2026-03-06"]') as HTMLElement).getByRole('button'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('No punches on this day')).toBeInTheDocument();
  });

  it('/personal/my-calendar/holiday lists the company’s holidays of the year, in Arabic too', async () => {
    const { renderScreen } = harness('/personal/my-calendar/holiday?year=2026', 'ar');
    renderScreen((client) => <MyHolidaysBody client={client} />);
    const founding = (await screen.findByText('Founding Day')).closest('tr') as HTMLElement;
    expect(founding).toHaveTextContent('الجميع');
    const spring = screen.getByText('Spring break').closest('tr') as HTMLElement;
    expect(spring).toHaveTextContent('2026-03-30 – 2026-04-01');
    expect(spring).toHaveTextContent('بعض الأقسام');
  });

  it('/personal/report/* are the library reports of PERSONAL_REPORTS; staff summary runs the employee summary on the employee’s session, without export or employee filter', async () => {
    for (const route of ['incident-detail', 'transaction', 'scheduled-log', 'total-time-card', 'staff-summary', 'break-time', 'multiple-transaction']) expect(PERSONAL_TIME_SCREENS).toHaveProperty([`/personal/report/${route}`]);
    const { requests, renderScreen } = harness('/personal/report/staff-summary?start_date=2026-03-01&end_date=2026-03-31');
    renderScreen((client) => <PersonalReportBody route="staff-summary" client={client} />);
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    const call = requests.find((r) => r.path === '/web/att/api/v2/reports/employee-summary/')!;
    expect(Object.fromEntries(queryOf(call))).toEqual({ start_date: '2026-03-01', end_date: '2026-03-31', employee__in: '1', page: '1', page_size: '20' });
    expect(call.headers.authorization).toMatch(/^JWT /);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByText('Employees')).toBeNull();
  });
});
