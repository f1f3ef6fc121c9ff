import '../widgets/test-utils/messageChannelPolyfill';
import '@testing-library/jest-dom';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceContract } from '@timekeep/contracts';
import { toastQueue } from '../toast/toast-queue';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import { ResourceList } from './ResourceList';
import { createResourceHarness, envelope, pageOf, queryOf, type RecordedRequest } from './testing/resource-harness';

configure({ asyncUtilTimeout: 5000 });
// antd modals take seconds on the shared, loaded machine.
jest.setTimeout(120000);

const BASE = '/web/test/api/v2/sites/';

const contract: ResourceContract = {
  name: 'test.site',
  path: '/test/api/v2/sites/',
  label: 'menu:company.location',
  fields: {
    name: { kind: 'text', label: 'per:location.fields.name', required: true, maxLength: 10, unique: true },
    code: { kind: 'text', label: 'per:location.fields.code', maxLength: 50 },
    floors: { kind: 'integer', label: 'per:location.fields.latitude', min: 0, max: 99, nullable: true },
  },
};

interface Site extends ResourceRow {
  id: number;
  name: string;
  code: string;
  floors: number | null;
}

const declaration: ResourceDeclaration<Site> = {
  contract,
  columns: [{ key: 'name', sortable: true }, { key: 'code' }, { key: 'floors', hiddenByDefault: true }],
  filters: [{ kind: 'choice', param: 'code', label: 'per:location.timeZoneFilter', options: () => [{ value: 'A', label: 'Code A' }, { value: 'B', label: 'Code B' }] }],
  form: { fields: ['name', 'code', 'floors'] },
  rowLabel: (row) => row.name,
  export: 'server',
  import: true,
};

const site = (n: number): Site => ({ id: n, name: `Site ${n}`, code: n % 2 ? 'A' : 'B', floors: n });

function fakeServer(
  handler?: (request: RecordedRequest) => { status?: number; data?: unknown } | undefined,
  options: Parameters<typeof createResourceHarness>[1] = {},
  screenDeclaration: ResourceDeclaration<Site> = declaration,
) {
  const rows = Array.from({ length: 25 }, (_, i) => site(i + 1));
  const harness = createResourceHarness((request) => {
    const own = handler?.(request);
    if (own) return own;
    const query = queryOf(request);
    if (request.method === 'GET' && request.path === BASE) {
      const search = query.get('search');
      const code = query.get('code');
      return { data: pageOf(rows.filter((r) => (!search || r.name.includes(search)) && (!code || r.code === code)), query) };
    }
    if (request.method === 'DELETE' && request.path === `${BASE}multi-destroy/`) {
      const ids = (request.body as { ids: number[] }).ids;
      for (const id of ids) rows.splice(rows.findIndex((r) => r.id === id), 1);
      return { data: envelope({ deleted: ids.length }) };
    }
    if (request.method === 'POST' && request.path === BASE) return { data: envelope({ ...(request.body as object), id: 99 }) };
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  }, options);
  harness.renderScreen((client) => <ResourceList declaration={screenDeclaration} client={client} />);
  return { ...harness, rows };
}

const listRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === BASE).map((r) => queryOf(r));
const url = () => screen.getByTestId('url').textContent ?? '';

beforeEach(() => {
  toastQueue.clear();
  localStorage.clear();
});

describe('ResourceList', () => {
  it('reads page, size, search and filters from the URL, and writes changes back to it (a filter starts at page 1)', async () => {
    const { requests } = fakeServer(undefined, { url: '/list?page=2&search=Site&code=A' });
    await screen.findByText('Site 21');
    const first = listRequests(requests)[0];
    expect(Object.fromEntries(first)).toEqual({ page: '2', page_size: '10', search: 'Site', code: 'A' });
    expect(screen.getByRole('searchbox')).toHaveValue('Site');

    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(url()).toBe('?search=Site&code=A'));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Site 1' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(url()).toBe('?search=Site+1&code=A'));
    await waitFor(() => expect(Object.fromEntries(listRequests(requests).at(-1)!)).toEqual({ page: '1', page_size: '10', search: 'Site 1', code: 'A' }));
  });

  it('a list wider than its box scrolls inside it, without antd\'s aria-hidden measure row (issue 17 item 7)', async () => {
    fakeServer();
    await screen.findByText('Site 1');
    expect(document.querySelector('.ant-table-content')).toHaveStyle({ overflowX: 'auto' });
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();
  });

  it('sizes columns by their content even with a clipped column, and clips its long values at their own end (issue 17 item 7)', async () => {
    const clipped: ResourceDeclaration<Site> = { ...declaration, columns: [{ key: 'name', sortable: true }, { key: 'code', ellipsis: true }] };
    fakeServer((request) => (request.method === 'GET' && request.path === BASE ? { data: pageOf([{ ...site(1), code: 'Main Campus, North Gate, Remote' }], queryOf(request)) } : undefined), {}, clipped);
    const value = await screen.findByText('Main Campus, North Gate, Remote');
    // antd's fixed layout (chosen for any `ellipsis` column) gave every column the same width: titles broke inside words
    expect(document.querySelector('.ant-table table')).toHaveStyle({ tableLayout: 'auto' });
    expect(document.querySelector('.ant-table-cell-ellipsis')).toBeNull();
    expect(value).toHaveAttribute('dir', 'auto');
    expect(value).toHaveAttribute('title', 'Main Campus, North Gate, Remote');
    expect(value).toHaveStyle({ maxWidth: '240px', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
  });

  it('sorts on the server with ordering=field and -field', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 1');
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(url()).toBe('?ordering=name'));
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(url()).toBe('?ordering=-name'));
    await waitFor(() => expect(listRequests(requests).at(-1)!.get('ordering')).toBe('-name'));
  });

  it('hides and shows columns with the chooser and remembers the choice per user', async () => {
    fakeServer(undefined, { user: { id: 7, permissions: [], is_admin: true, employee_id: null, is_vendor_operator: false } });
    await screen.findByText('Site 1');
    // Text queries: role queries over a full table take seconds each on the loaded test machine.
    const header = (title: string) => screen.queryByText(title, { selector: 'th, th *' });
    expect(header('Latitude')).toBeNull();
    fireEvent.click(screen.getByLabelText('Columns'));
    fireEvent.click(await screen.findByLabelText('Latitude'));
    await waitFor(() => expect(header('Latitude')).not.toBeNull());
    fireEvent.click(screen.getByLabelText('Code'));
    await waitFor(() => expect(header('Code')).toBeNull());
    expect(JSON.parse(localStorage.getItem('timekeep:columns:7:test.site') ?? 'null')).toEqual(['code']);
  });

  it('deletes the selected rows after the confirmation, with one multi-destroy', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 1');
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf('Site 1')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Site 2')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Selected to delete: 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.path === `${BASE}multi-destroy/`)).toBe(true));
    expect(requests.find((r) => r.path === `${BASE}multi-destroy/`)?.body).toEqual({ ids: [1, 2] });
    await waitFor(() => expect(screen.queryByText('Site 1')).toBeNull());
    expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Deleted: 2');
  });

  it('offers the screen\'s batch actions on the selected rows, with checkboxes even without delete, and clears the selection after', async () => {
    const acted: number[][] = [];
    const withBatch: ResourceDeclaration<Site> = {
      ...declaration,
      selectionActions: (ids, done, can) =>
        can('view') ? (
          <button
            type="button"
            disabled={ids.length === 0}
            onClick={() => {
              acted.push([...ids]);
              done();
            }}
          >
            Ping selected ({ids.length})
          </button>
        ) : null,
    };
    const { requests } = fakeServer(undefined, { user: { permissions: ['test.view_site'], is_admin: false, employee_id: null, is_vendor_operator: false } }, withBatch);
    await screen.findByText('Site 1');
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ping selected (0)' })).toBeDisabled();
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf('Site 2')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Site 3')).getByRole('checkbox'));
    const reads = listRequests(requests).length;
    fireEvent.click(screen.getByRole('button', { name: 'Ping selected (2)' }));
    expect(acted).toEqual([[2, 3]]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ping selected (0)' })).toBeDisabled());
    await waitFor(() => expect(listRequests(requests).length).toBe(reads + 1));
    cleanup();
    // Nothing to render (no permission for any batch action): no checkboxes either.
    fakeServer(undefined, { user: { permissions: ['test.view_site'], is_admin: false, employee_id: null, is_vendor_operator: false } }, { ...declaration, selectionActions: (_ids, _done, can) => (can('change') ? 'x' : null) });
    await screen.findByText('Site 1');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows only what the user may do: view-only sees no Add, delete, export or import', async () => {
    fakeServer(undefined, { user: { permissions: ['test.view_site'], is_admin: false, employee_id: null, is_vendor_operator: false } });
    await screen.findByText('Site 1');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Site 1' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('gives every kernel resource Export and Import by default, each with its own permission', async () => {
    const { export: _export, import: _import, ...plain } = declaration;
    const user = (permissions: string[]) => ({ user: { permissions: ['test.view_site', ...permissions], is_admin: false, employee_id: null, is_vendor_operator: false } });
    fakeServer(undefined, user(['test.export_site']), plain);
    await screen.findByText('Site 1');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
    cleanup();
    fakeServer(undefined, user(['test.import_site']), { ...plain, contract: { ...contract, actions: ['view', 'import'] } });
    await screen.findByText('Site 1');
    expect(screen.getByRole('button', { name: /Import/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('shows Add and edit with the add and change permissions only', async () => {
    fakeServer(undefined, { user: { permissions: ['test.view_site', 'test.add_site', 'test.change_site'], is_admin: false, employee_id: null, is_vendor_operator: false } });
    await screen.findByText('Site 1');
    expect(screen.getByRole('button', { name: /Add/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Site 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Site 1' })).toBeNull();
  });

  it('shows an error with Retry when the list cannot be read, and the rows once it can', async () => {
    let fail = true;
    fakeServer((request) => (fail && request.method === 'GET' ? { status: 503, data: 'down' } : undefined));
    expect(await screen.findByTestId('resource-list-error')).toHaveTextContent('The list could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Site 1')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-list-error')).toBeNull();
  });

  it('offers no write action the contract leaves out, even to an administrator (a read-only log)', async () => {
    const readOnly = { ...declaration, contract: { ...contract, actions: ['view', 'export'] as const } };
    fakeServer(undefined, { user: { permissions: [], is_admin: true, employee_id: null, is_vendor_operator: false } }, readOnly);
    await screen.findByText('Site 1');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Site 1' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('live: rows newer than the newest shown appear on top without a reload, only on the first page', async () => {
    const stored = [site(2), site(1)];
    const live: ResourceDeclaration<Site> = { ...declaration, form: undefined, live: { intervalMs: 40 } };
    const { requests } = fakeServer(
      (request) => {
        if (request.method !== 'GET' || request.path !== BASE) return undefined;
        const after = Number(queryOf(request).get('id__gt') ?? 0);
        const rows = stored.filter((row) => row.id > after);
        return { data: envelope({ data: rows, total: rows.length, page: 1, page_size: 10, next: null }) };
      },
      {},
      live,
    );
    await screen.findByText('Site 2');
    expect(screen.getByTestId('resource-live')).toHaveTextContent('Live');
    await waitFor(() => expect(listRequests(requests).some((query) => query.get('id__gt') === '2')).toBe(true));
    stored.unshift(site(3));
    expect(await screen.findByText('Site 3')).toBeInTheDocument();
    const names = () => Array.from(document.querySelectorAll('tbody tr td:nth-child(2)')).map((cell) => cell.textContent);
    expect(names()).toEqual(['Site 3', 'Site 2', 'Site 1']);
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    // The full page was read once: the new row came from the incremental poll.
    expect(listRequests(requests).filter((query) => !query.has('id__gt'))).toHaveLength(1);
    await waitFor(() => expect(listRequests(requests).some((query) => query.get('id__gt') === '3')).toBe(true));
    expect(names()).toEqual(['Site 3', 'Site 2', 'Site 1']);
  });

  it('shows the empty state', async () => {
    fakeServer((request) => (request.method === 'GET' ? { data: envelope({ data: [], total: 0, page: 1, page_size: 10, next: null }) } : undefined));
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });
});
