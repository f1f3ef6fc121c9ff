import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastQueue } from '@timekeep/ui';
import { createHarness, envelope, pageOf, queryOf, type RecordedRequest } from '../testing/panel-harness';
import { TreeResourceScreenBody } from './TreeResourceScreen';
import { DEPARTMENT_SCREEN } from './tree-screens';

configure({ asyncUtilTimeout: 5000 });
// The machine running the suite is shared and slow; antd modals take seconds there.
jest.setTimeout(120000);

const BASE = '/web/personnel/api/v2/departments/';

interface Node {
  id: number;
  name: string;
  code: string;
  parent: number | null;
  employee_count: number;
  manager: number | null;
  manager_name: string;
}

const node = (id: number, name: string, parent: number | null, employees = 0): Node => ({ id, name, code: '', parent, employee_count: employees, manager: null, manager_name: '' });

/** An in-memory departments endpoint: the tree view, the list (parent filter), create (codes unique), delete (in-use refused). */
function fakeServer() {
  const rows: Node[] = [node(1, 'Head Office', null), node(2, 'Sales', 1, 3), node(3, 'Overseas', 2), node(4, 'Plant', null)];
  let nextId = 10;
  const harness = createHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    if (request.method === 'GET' && request.path === `${BASE}tree/`) {
      return { data: { ...envelope(rows.map(({ id, name, parent }) => ({ id, name, parent }))), isSuccess: true } };
    }
    if (request.method === 'GET' && request.path === BASE) {
      const parent = query.get('parent');
      return { data: pageOf(rows.filter((row) => !parent || row.parent === Number(parent)), query) };
    }
    if (request.method === 'POST' && request.path === BASE) {
      const body = request.body as Node;
      if (body.code && rows.some((row) => row.code.toLowerCase() === body.code.toLowerCase())) {
        return { status: 400, data: { code: 'ZPER0012', context: { params: { code: body.code }, fields: { code: 'ZPER0012' } }, data: null } };
      }
      const saved = { ...node(nextId++, body.name, body.parent), code: body.code };
      rows.push(saved);
      return { data: envelope(saved) };
    }
    if (request.method === 'DELETE' && /departments\/\d+\/$/.test(request.path)) {
      return { status: 409, data: { code: 'ZPER0005', context: {}, data: null } };
    }
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  harness.renderPanel((client) => <TreeResourceScreenBody screen={DEPARTMENT_SCREEN} client={client} />);
  return { ...harness, rows };
}

const listQueries = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === BASE).map(queryOf);
const tree = () => screen.getByRole('tree', { name: 'Departments' });

beforeEach(() => toastQueue.clear());

describe('an organisation tree screen', () => {
  it('shows the tree, lists the sub-items of the selected node, and searches the tree keeping the path to each match', async () => {
    const { requests } = fakeServer();
    await within(await screen.findByTestId('org-tree-panel')).findByText('Overseas');
    // The list: every department, with the parent's name and the employee count.
    const list = screen.getByTestId('resource-list-personnel.department');
    const overseasRow = (await within(list).findByText('Overseas')).closest('tr') as HTMLElement;
    expect(within(overseasRow).getByText('Sales')).toBeInTheDocument();
    const salesRow = within(list).getAllByText('Sales')[0].closest('tr') as HTMLElement;
    expect(within(salesRow).getByText('Head Office')).toBeInTheDocument();
    expect(within(salesRow).getByText('3')).toBeInTheDocument();

    fireEvent.click(within(tree()).getByText('Sales'));
    await waitFor(() => expect(listQueries(requests).at(-1)?.get('parent')).toBe('2'));
    await waitFor(() => expect(within(list).queryByText('Plant')).not.toBeInTheDocument());

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the tree' }), { target: { value: 'overs' } });
    await waitFor(() => expect(within(tree()).queryByText('Plant')).not.toBeInTheDocument());
    expect(within(tree()).getByText('Head Office')).toBeInTheDocument();
    expect(within(tree()).getByText('Overs').tagName).toBe('MARK');
  });

  it('creates under the selected node and shows the server’s duplicate-code error on the code field', async () => {
    const { requests } = fakeServer();
    await within(await screen.findByTestId('org-tree-panel')).findByText('Plant');
    fireEvent.click(within(tree()).getByText('Plant'));
    fireEvent.click(await screen.findByRole('button', { name: /Add department/ }));
    const dialog = (await screen.findByTestId('department-form')).closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('New department');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Assembly' } });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'HQ' } });
    // A first save takes the code; a second record with the same code is refused on its field.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && (r.body as Node).name === 'Assembly')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ name: 'Assembly', code: 'HQ', parent: 4 });
    await waitFor(() => expect(screen.queryByTestId('department-form')).not.toBeInTheDocument());
    await within(tree()).findByText('Assembly');

    fireEvent.click(await screen.findByRole('button', { name: /Add department/ }));
    const again = (await screen.findByTestId('department-form')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(again).getByLabelText('Name'), { target: { value: 'Assembly 2' } });
    fireEvent.change(within(again).getByLabelText('Code'), { target: { value: 'hq' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    // On the code field itself (the form's alert says it too).
    await waitFor(() => expect(again.querySelector('.ant-form-item-explain-error')).toHaveTextContent('The code hq is already in use.'));
  });

  it('tells why a node in use cannot be deleted', async () => {
    fakeServer();
    const list = await screen.findByTestId('resource-list-personnel.department');
    fireEvent.click(await within(list).findByRole('button', { name: 'Delete Sales' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastQueue.getVisible().some((toast) => /still in use/.test(toast.message))).toBe(true));
  });
});
