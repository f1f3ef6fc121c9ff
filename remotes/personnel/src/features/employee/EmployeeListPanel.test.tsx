import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createApiClient, type ApiClient } from '@timekeep/api-client';
import { createFakeTransport, makeJwt, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AppProvider, DialogProvider, toastQueue, type WidgetServices } from '@timekeep/ui';
import { EmployeeListPanel } from './EmployeeListPanel';
import type { EmployeeRow } from './employee-api';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);

const EMPLOYEES = '/web/personnel/api/v2/employees/';
const DEPARTMENTS = [
  { id: 1, name: 'Head Office', parent: null },
  { id: 2, name: 'Sales', parent: 1 },
];

function employee(n: number): EmployeeRow {
  const department = DEPARTMENTS[n % 2];
  return {
    id: n,
    emp_code: String(1000 + n),
    first_name: `First${n}`,
    last_name: `Last${n}`,
    display_name: `First${n}`,
    department: department.id,
    department_name: department.name,
    area: null,
    area_name: null,
    position: null,
    position_name: null,
    email: '',
    mobile: '',
    enable_att: true,
    resigned: false,
    bio_photo: n === 1 ? 'c1/biophoto/0123456789abcdef0123456789abcdef.jpg' : null,
  };
}

const envelope = (data: unknown, code = 'ZPER0000') => ({ code, context: {}, data });

/** An in-memory personnel server: 23 employees, paging, search, department__in, id__in, create and delete. */
function fakeServer() {
  const rows = Array.from({ length: 23 }, (_, i) => employee(i + 1));
  const { adapter, requests } = createFakeTransport((request: RecordedRequest) => {
    const query = new URL(request.url, 'http://x').searchParams;
    if (request.method === 'GET' && request.path === '/web/personnel/api/v2/departments/tree/') return { data: envelope(DEPARTMENTS) };
    if (request.method === 'GET' && /\/(areas|positions)\/tree\/$/.test(request.path)) return { data: envelope([]) };
    if (request.method === 'GET' && request.path === EMPLOYEES) {
      const page = Number(query.get('page'));
      const size = Number(query.get('page_size'));
      const search = query.get('search')?.toLowerCase();
      const departments = query.get('department__in')?.split(',').map(Number);
      const ids = query.get('id__in')?.split(',').map(Number);
      const found = rows.filter(
        (r) =>
          (!search || `${r.emp_code} ${r.first_name} ${r.last_name}`.toLowerCase().includes(search)) &&
          (!departments || departments.includes(r.department ?? 0)) &&
          (!ids || ids.includes(r.id)),
      );
      return { data: envelope({ data: found.slice((page - 1) * size, page * size), total: found.length, page, page_size: size, next: null }) };
    }
    if (request.method === 'POST' && request.path === EMPLOYEES) {
      const body = request.body as { emp_code: string; first_name: string };
      if (rows.some((r) => r.emp_code === body.emp_code)) {
        return {
          status: 400,
          data: { code: 'ZPER0002', context: { params: { emp_code: body.emp_code }, fields: { emp_code: 'ZPER0002' } }, data: null },
        };
      }
      const created = { ...employee(100), ...body, id: 100 };
      rows.push(created);
      return { data: envelope(created) };
    }
    const one = request.path.match(/employees\/(\d+)\/$/);
    if (request.method === 'DELETE' && one) {
      const index = rows.findIndex((r) => r.id === Number(one[1]));
      rows.splice(index, 1);
      return { data: envelope({ deleted: 1 }) };
    }
    if (request.method === 'DELETE' && request.path === `${EMPLOYEES}multi-destroy/`) {
      const ids = (request.body as { ids: number[] }).ids;
      for (const id of ids) rows.splice(rows.findIndex((r) => r.id === id), 1);
      return { data: envelope({ deleted: ids.length }) };
    }
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  const storage = new Map<string, string>([['accessToken', makeJwt({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 })]]);
  const i18n = createTestI18n('en');
  const client = createApiClient({
    adapter,
    storage: () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }),
    hooks: { translate: (key, options) => i18n.t(key, options), notify: () => undefined, navigate: () => undefined, timezone: 'UTC' },
  });
  return { client, requests, rows, i18n };
}

function servicesOf(client: ApiClient): WidgetServices {
  return { get: (path, params) => client.get(path, params), post: (path, body) => client.post(path, body) };
}

function renderPanel() {
  const server = fakeServer();
  render(
    <I18nextProvider i18n={server.i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <AppProvider services={servicesOf(server.client)}>
            <DialogProvider>
              <EmployeeListPanel client={server.client} />
            </DialogProvider>
          </AppProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return server;
}

const listQueries = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === EMPLOYEES).map((r) => new URL(r.url, 'http://x').search);

beforeEach(() => toastQueue.clear());

describe('employee list', () => {
  it('reads server pages with page and page_size and shows the total', async () => {
    const { requests } = renderPanel();
    await screen.findByText('1001');
    expect(listQueries(requests)[0]).toBe('?page=1&page_size=10');
    expect(screen.getByText('Total: 23')).toBeInTheDocument();
    expect(screen.queryByText('1011')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('1021');
    expect(listQueries(requests).at(-1)).toBe('?page=3&page_size=10');
    expect(screen.queryByText('1001')).not.toBeInTheDocument();
  });

  it("shows an employee's approved bio-photo from the stored files, and a placeholder otherwise", async () => {
    renderPanel();
    await screen.findByText('1001');
    expect(screen.getByRole('img', { name: 'Photo of 1001' })).toHaveAttribute(
      'src',
      '/web/auth_files/c1%2Fbiophoto%2F0123456789abcdef0123456789abcdef.jpg',
    );
    expect(screen.queryByRole('img', { name: 'Photo of 1002' })).not.toBeInTheDocument();
  });

  it('searches on Enter from page 1', async () => {
    const { requests } = renderPanel();
    await screen.findByText('1001');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('1011');
    const search = screen.getByPlaceholderText('Code or name');
    fireEvent.change(search, { target: { value: ' First7 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&search=First7'));
    await screen.findByText('1007');
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('filters by the department chosen in the tree select', async () => {
    const { requests } = renderPanel();
    await screen.findByText('1001');
    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by department' }));
    fireEvent.click(await screen.findByText('Head Office', { selector: '[role="treeitem"] *' }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&department__in=1'));
    await waitFor(() => expect(screen.getByText('Total: 11')).toBeInTheDocument());
  });

  it('refuses to create without an employee code, and shows the server refusal of a duplicate code', async () => {
    const { requests } = renderPanel();
    await screen.findByText('1001');
    fireEvent.click(screen.getByRole('button', { name: /Add employee/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Employee code'), { target: { value: 'bad code!' } });
    expect(await within(dialog).findByText('Use only letters, digits, _ . and -')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'a'.repeat(51) } });
    expect(await within(dialog).findByText('At most 50 characters')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Dup' } });
    fireEvent.change(within(dialog).getByLabelText('Employee code'), { target: { value: '1001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('employee-form-error')).toHaveTextContent('The employee code 1001 is already in use.');
    expect(within(dialog).getAllByText('The employee code 1001 is already in use.').length).toBe(2);

    fireEvent.change(within(dialog).getByLabelText('Employee code'), { target: { value: 'NEW-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.filter((r) => r.method === 'POST').at(-1);
    expect(post?.body).toEqual({ emp_code: 'NEW-1', first_name: 'Dup', last_name: '', department: null, area: null, position: null, email: '', mobile: '' });
    expect(toastQueue.getVisible().map((t) => t.message)).toContain('Employee NEW-1 was created.');
  });

  it('deletes only after the confirmation dialog is confirmed', async () => {
    const { requests, rows } = renderPanel();
    await screen.findByText('1001');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1001' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete employee 1001 First1? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: /Discard/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete 1001' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('1001')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${EMPLOYEES}1/`]);
    expect(rows).toHaveLength(22);
    expect(screen.getByText('Total: 22')).toBeInTheDocument();
  });

  it('deletes the selected rows with multi-destroy', async () => {
    const { requests } = renderPanel();
    await screen.findByText('1001');
    const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf('1002')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('1003')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Selected employees to delete: 2.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('1002')).not.toBeInTheDocument());
    const destroy = requests.find((r) => r.method === 'DELETE');
    expect(destroy?.path).toBe(`${EMPLOYEES}multi-destroy/`);
    expect(destroy?.body).toEqual({ ids: [2, 3] });
  });
});
