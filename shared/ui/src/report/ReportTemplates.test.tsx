import '../widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportTemplate } from '@timekeep/contracts';
import { createResourceHarness, envelope, queryOf, type RecordedRequest } from '../resource/testing/resource-harness';
import { ReportView } from './ReportView';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(120000);

const PATH = '/web/att/api/v2/reports/first-last/';
const TEMPLATES = '/web/att/api/v2/report-templates/';
const USERS = '/web/att/api/v2/report-templates/users/';
const COLUMNS = [
  { key: 'emp_code', title: 'Employee ID' },
  { key: 'name', title: 'Name' },
  { key: 'punches', title: 'Punches', kind: 'number' },
];
const ROWS = [{ employee: 1, emp_code: '1001', name: 'Ann Lee', punches: 4 }];

/** The reports API and a small server of templates (names unique per report, like the real one). */
function harness(start: ReportTemplate[] = []) {
  const templates = [...start];
  let next = 100;
  return createResourceHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    if (request.path === PATH) return { data: envelope({ columns: COLUMNS, data: ROWS, total: 1, page: 1, page_size: Number(query.get('page_size')), totals: null }, 'ZRPT0000') };
    if (request.path === TEMPLATES && request.method === 'GET') return { data: envelope(templates.filter((one) => one.report === query.get('report')), 'ZRPT0000') };
    if (request.path === USERS) return { data: envelope([{ id: 41, name: 'Rita Reader' }, { id: 42, name: 'Otto Other' }], 'ZRPT0000') };
    const copied = /(\d+)\/copy\/$/.exec(request.path);
    if ((request.path === TEMPLATES || copied) && request.method === 'POST') {
      const source = copied ? templates.find((one) => one.id === Number(copied[1])) : undefined;
      const body = { ...(source ? { report: source.report, settings: source.settings } : {}), ...(request.body as Pick<ReportTemplate, 'name'> & Partial<ReportTemplate>) } as Pick<ReportTemplate, 'name' | 'report' | 'settings'> & Partial<ReportTemplate>;
      if (templates.some((one) => one.mine && one.name.toLowerCase() === body.name.toLowerCase())) return { status: 400, data: { code: 'ZGEN0460', context: { fields: { name: 'ZGEN0460' } }, data: null } };
      const made: ReportTemplate = { sharing: 'private', shared_with: [], ...body, mine: true, owner_name: 'Me', id: (next += 1), updated_at: '2026-02-01T00:00:00Z' };
      templates.push(made);
      return { data: envelope(made, 'ZRPT0000') };
    }
    const id = Number(/(\d+)\/$/.exec(request.path)?.[1]);
    const index = templates.findIndex((one) => one.id === id);
    if (request.path.startsWith(TEMPLATES) && request.method === 'PATCH' && index >= 0) {
      templates[index] = { ...templates[index], ...(request.body as Partial<ReportTemplate>) };
      return { data: envelope(templates[index], 'ZRPT0000') };
    }
    if (request.path.startsWith(TEMPLATES) && request.method === 'DELETE' && index >= 0) {
      templates.splice(index, 1);
      return { data: envelope(null, 'ZRPT0000') };
    }
    return { data: envelope({ data: [], total: 0, page: 1, page_size: 20, next: null }) };
  }, { url: '/list?start_date=2026-02-01&end_date=2026-02-03' });
}

const SAVED: ReportTemplate = {
  id: 7,
  report: 'first-last',
  name: 'Sales by punches',
  settings: { hidden: ['name'], departments: [3], employees: [], ordering: '-punches', page_size: 50 },
  updated_at: '2026-02-01T00:00:00Z',
  sharing: 'private',
  shared_with: [],
  mine: true,
  owner_name: 'Me',
};
/** A template another user of the company shares with the caller (ADR 0102). */
const SHARED: ReportTemplate = { ...SAVED, id: 8, name: 'Team view', settings: { ...SAVED.settings, ordering: 'emp_code' }, sharing: 'company', mine: false, owner_name: 'Olga Owner' };

async function chooseTemplate(name: string): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Templates' }));
  fireEvent.click(await screen.findByTitle(name));
}

afterEach(() => localStorage.clear());

test('choosing a saved template applies its columns, filters, sort and page size to the current dates', async () => {
  const { requests, renderScreen } = harness([SAVED]);
  renderScreen((client) => <ReportView report="first-last" client={client} />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  await waitFor(() => expect(requests.some((request) => request.path === TEMPLATES && queryOf(request).get('report') === 'first-last')).toBe(true));
  await chooseTemplate('Sales by punches');
  await waitFor(() => expect(queryOf(requests[requests.length - 1]).get('ordering')).toBe('-punches'));
  const last = Object.fromEntries(queryOf(requests.filter((request) => request.path === PATH).pop() as RecordedRequest));
  expect(last).toEqual({ start_date: '2026-02-01', end_date: '2026-02-03', department__in: '3', ordering: '-punches', page: '1', page_size: '50' });
  await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
  expect(JSON.parse(localStorage.getItem('timekeep.report.first-last.hidden') ?? '[]')).toEqual(['name']);
});

test('saves the screen as a named template (a taken name is refused in the dialog), renames it and deletes it', async () => {
  const { requests, renderScreen } = harness([SAVED]);
  renderScreen((client) => <ReportView report="first-last" client={client} />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  fireEvent.click(screen.getAllByText('Punches')[0]);
  await waitFor(() => expect(queryOf(requests[requests.length - 1]).get('ordering')).toBe('punches'));

  fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Template name' }), { target: { value: 'sales by punches' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  // the server's message for a taken name, in the dialog, which stays open
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Template name' }), { target: { value: '  Mine  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const saved = requests.filter((request) => request.path === TEMPLATES && request.method === 'POST').pop() as RecordedRequest;
  expect(saved.body).toEqual({ report: 'first-last', name: 'Mine', settings: { hidden: [], departments: [], employees: [], ordering: 'punches', page_size: 20 } });
  // the new template is the chosen one
  expect(await screen.findByRole('button', { name: 'Rename template' })).toBeInTheDocument();
  expect(screen.getByTestId('report-templates')).toHaveTextContent('Mine');

  fireEvent.click(screen.getByRole('button', { name: 'Rename template' }));
  const rename = await screen.findByRole('dialog');
  expect(within(rename).getByRole('textbox', { name: 'Template name' })).toHaveValue('Mine');
  fireEvent.change(within(rename).getByRole('textbox', { name: 'Template name' }), { target: { value: 'Punches first' } });
  fireEvent.click(within(rename).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(requests.some((request) => request.method === 'PATCH' && request.path === `${TEMPLATES}101/`)).toBe(true));
  expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ name: 'Punches first' });
  await waitFor(() => expect(screen.getByTestId('report-templates')).toHaveTextContent('Punches first'));

  fireEvent.click(screen.getByRole('button', { name: 'Delete template' }));
  // the confirmation's own button (the popover comes last in the page)
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete template' })).toHaveLength(2));
  fireEvent.click(screen.getAllByRole('button', { name: 'Delete template' }).pop() as HTMLElement);
  await waitFor(() => expect(requests.some((request) => request.method === 'DELETE' && request.path === `${TEMPLATES}101/`)).toBe(true));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Rename template' })).toBeNull());
});

test('a template shared with the caller is applied and copied to its own, never renamed or deleted', async () => {
  const { requests, renderScreen } = harness([SAVED, SHARED]);
  renderScreen((client) => <ReportView report="first-last" client={client} />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  await waitFor(() => expect(requests.some((request) => request.path === TEMPLATES)).toBe(true));
  await chooseTemplate('Team view (Olga Owner)');
  await waitFor(() => expect(queryOf(requests.filter((request) => request.path === PATH).pop() as RecordedRequest).get('ordering')).toBe('emp_code'));
  expect(screen.queryByRole('button', { name: 'Rename template' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete template' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /Copy to my templates/ }));
  const dialog = await screen.findByRole('dialog');
  // the caller's own name is taken: refused in the dialog
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Template name' }), { target: { value: 'Sales by punches' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Template name' }), { target: { value: 'My team view' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requests.filter((request) => request.method === 'POST').pop()).toMatchObject({ path: `${TEMPLATES}8/copy/`, body: { name: 'My team view' } });
  // the copy is the chosen one, and the caller's: it may be renamed
  expect(await screen.findByRole('button', { name: 'Rename template' })).toBeInTheDocument();
});

test('the owner shares a template with chosen users', async () => {
  const { requests, renderScreen } = harness([SAVED]);
  renderScreen((client) => <ReportView report="first-last" client={client} />);
  expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
  await chooseTemplate('Sales by punches');
  fireEvent.click(await screen.findByRole('button', { name: 'Share template' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('radio', { name: 'Only me' })).toBeChecked();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen users' }));
  // nobody chosen yet: nothing to save
  expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Users' }));
  fireEvent.click(await screen.findByTitle('Rita Reader'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({ path: `${TEMPLATES}7/`, body: { sharing: 'users', shared_with: [41] } });
});

test('personal reports offer no sharing', async () => {
  const { renderScreen } = harness([SAVED]);
  renderScreen((client) => <ReportView report="first-last" client={client} personal />);
  await chooseTemplate('Sales by punches');
  expect(await screen.findByRole('button', { name: 'Rename template' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share template' })).toBeNull();
});

test('Arabic: the templates control is translated', async () => {
  const { renderScreen } = createResourceHarness(() => ({ data: envelope({ columns: COLUMNS, data: ROWS, total: 1, page: 1, page_size: 20, totals: null }, 'ZRPT0000') }), { lng: 'ar' });
  renderScreen((client) => <ReportView report="first-last" client={client} initialRange={{ start: '2026-02-01', end: '2026-02-03' }} />);
  expect(await screen.findByRole('combobox', { name: 'القوالب' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'حفظ كقالب' })).toBeInTheDocument();
});
