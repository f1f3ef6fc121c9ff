import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { EmployeeRecord } from '@timekeep/contracts';
import { toastQueue, type EmployeeGridProps } from '@timekeep/ui';
import { captureDownloads, createHarness, envelope, pageOf, queryOf, type RecordedRequest } from '../testing/panel-harness';
import { ResignListPanel } from './ResignListPanel';
import type { ResignInput, ResignRow } from './resign-api';

// ag-grid has its own tests (shared/ui EmployeeGrid.test.tsx); a light stand-in keeps the picker here fast.
jest.mock('@timekeep/ui/src/widgets/employee-picker/EmployeeGrid', () => ({
  EmployeeGrid: ({ rows, selectedIds, onToggle }: EmployeeGridProps) => (
    <table data-testid="employee-grid">
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input type="checkbox" aria-label={`row ${row.emp_code}`} checked={selectedIds.has(row.id)} onChange={(e) => onToggle(row, e.target.checked)} />
            </td>
            <td>{row.emp_code}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
}));

configure({ asyncUtilTimeout: 5000 });
// The machine running the suite is shared and slow; antd modals and pickers take seconds there.
jest.setTimeout(90000);

const RESIGNS = '/web/personnel/api/v2/resigns/';
const EMPLOYEES = '/web/personnel/api/v2/employees/';
const DEPARTMENTS = [
  { id: 1, name: 'Plant', parent: null },
  { id: 2, name: 'Office', parent: null },
];

function employee(n: number): EmployeeRecord {
  return {
    id: n,
    emp_code: `E${String(n).padStart(2, '0')}`,
    first_name: `Name${n}`,
    last_name: 'Worker',
    display_name: `Name${n}`,
    department: n % 2 === 0 ? 2 : 1,
    department_name: n % 2 === 0 ? 'Office' : 'Plant',
    area: null,
    area_name: null,
    position: null,
    position_name: null,
    email: '',
    mobile: '',
    enable_att: true,
    resigned: n <= 12,
    bio_photo: null,
  };
}

function resignOf(e: EmployeeRecord, id: number, input: Omit<ResignInput, 'employee'>): ResignRow {
  return {
    id,
    employee: e.id,
    emp_code: e.emp_code,
    first_name: e.first_name,
    last_name: e.last_name,
    display_name: e.display_name,
    department_name: e.department_name,
    ...input,
  };
}

/**
 * An in-memory personnel server: 15 employees of whom E01–E12 have resigned (one resignation each), the
 * resigns list with its filters, create (a resigned employee is refused with ZPER0009), update and reinstatement.
 */
function fakeServer() {
  const employees = Array.from({ length: 15 }, (_, i) => employee(i + 1));
  const resigns: ResignRow[] = employees
    .filter((e) => e.resigned)
    .map((e) =>
      resignOf(e, 100 + e.id, {
        resign_date: `2026-0${(e.id % 3) + 1}-${String(10 + e.id).padStart(2, '0')}`,
        resign_type: e.id === 5 ? 'dismissed' : 'quit',
        reason: e.id === 7 ? 'Moved abroad' : '',
        disable_att: e.id !== 4,
      }),
    );
  let nextId = 500;
  const harness = createHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    const one = request.path.match(/resigns\/(\d+)\/$/);
    if (request.method === 'GET' && request.path === '/web/personnel/api/v2/departments/tree/') return { data: envelope(DEPARTMENTS) };
    if (request.method === 'GET' && /\/(areas|positions)\/tree\/$/.test(request.path)) return { data: envelope([]) };
    if (request.method === 'GET' && request.path === RESIGNS) {
      const ids = (name: string) => query.get(name)?.split(',').map(Number);
      const search = query.get('search')?.toLowerCase();
      const [type, from, to, departments, picked] = [
        query.get('resign_type'),
        query.get('resign_date__gte'),
        query.get('resign_date__lte'),
        ids('department__in'),
        ids('employee__in'),
      ];
      const found = resigns
        .filter(
          (r) =>
            (!search || `${r.emp_code} ${r.first_name} ${r.last_name} ${r.reason}`.toLowerCase().includes(search)) &&
            (!type || r.resign_type === type) &&
            (!from || r.resign_date >= from) &&
            (!to || r.resign_date <= to) &&
            (!departments || departments.includes(employees[r.employee - 1].department ?? 0)) &&
            (!picked || picked.includes(r.employee)),
        )
        .sort((a, b) => b.resign_date.localeCompare(a.resign_date) || b.id - a.id);
      return { data: pageOf(found, query) };
    }
    if (request.method === 'GET' && request.path === `${EMPLOYEES}filter_by_resign_emp/`) {
      return { data: pageOf(employees.filter((e) => !e.resigned), query) };
    }
    if (request.method === 'GET' && request.path === EMPLOYEES) {
      const ids = query.get('id__in')?.split(',').map(Number);
      return { data: pageOf(employees.filter((e) => !ids || ids.includes(e.id)), query) };
    }
    const oneEmployee = request.path.match(/employees\/(\d+)\/$/);
    if (request.method === 'GET' && oneEmployee) return { data: envelope(employees[Number(oneEmployee[1]) - 1]) };
    if (request.method === 'POST' && request.path === RESIGNS) {
      const body = request.body as ResignInput;
      const e = employees[body.employee - 1];
      if (e.resigned) {
        return { status: 400, data: { code: 'ZPER0009', context: { params: { emp_code: e.emp_code }, fields: { employee: 'ZPER0009' } }, data: null } };
      }
      e.resigned = true;
      const created = resignOf(e, nextId++, body);
      resigns.push(created);
      return { data: envelope(created) };
    }
    if (request.method === 'PUT' && one) {
      const index = resigns.findIndex((r) => r.id === Number(one[1]));
      const { employee: _employee, ...changes } = request.body as ResignInput;
      resigns[index] = { ...resigns[index], ...changes };
      return { data: envelope(resigns[index]) };
    }
    const reinstate = (ids: number[]) => {
      for (const id of ids) {
        const index = resigns.findIndex((r) => r.id === id);
        employees[resigns[index].employee - 1].resigned = false;
        resigns.splice(index, 1);
      }
      return { data: envelope({ deleted: ids.length }) };
    };
    if (request.method === 'DELETE' && request.path === `${RESIGNS}multi-destroy/`) return reinstate((request.body as { ids: number[] }).ids);
    if (request.method === 'DELETE' && one) return reinstate([Number(one[1])]);
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  harness.renderPanel((client) => <ResignListPanel client={client} />);
  return { ...harness, employees, resigns };
}

const listQueries = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === RESIGNS).map((r) => new URL(r.url, 'http://x').search);

/** The open form modal, found by its test id (role queries over the whole page are slow in jsdom). */
async function formModal(): Promise<HTMLElement> {
  return (await screen.findByTestId('resign-form')).closest('.ant-modal') as HTMLElement;
}

/** The confirmation dialog showing `text`. */
async function confirmDialog(text: string | RegExp): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;
}

function buttonIn(container: HTMLElement, text: string): HTMLElement {
  return within(container).getByText(text, { selector: 'button span' }).closest('button') as HTMLElement;
}

async function chooseOption(combobox: HTMLElement, label: string) {
  fireEvent.mouseDown(combobox);
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
}

/** Opens the date picker of `input` and clicks today (the calendar opens on the current month). */
async function pickToday(input: HTMLElement): Promise<string> {
  const today = dayjs().format('YYYY-MM-DD');
  await userEvent.click(input);
  const cells = await screen.findAllByTitle(today);
  await userEvent.click(within(cells[cells.length - 1]).getByText(String(dayjs().date())));
  return today;
}

beforeEach(() => toastQueue.clear());

describe('resign list', () => {
  it('reads server pages newest first with translated types and the attendance flag', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    expect(listQueries(requests)[0]).toBe('?page=1&page_size=10');
    const first = screen.getAllByRole('row')[1];
    // Newest first: E11 resigned on 2026-03-21.
    expect(first).toHaveTextContent('E11');
    expect(first).toHaveTextContent('2026-03-21');
    expect(first).toHaveTextContent('Quit');
    expect((screen.getByText('E04').closest('tr') as HTMLElement).textContent).toContain('No');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=2&page_size=10'));
  });

  it('searches from page 1', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    const search = screen.getByPlaceholderText('Code, name or reason');
    fireEvent.change(search, { target: { value: 'abroad' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('Total: 1');
    expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&search=abroad');
    expect(screen.getByText('E07')).toBeInTheDocument();
  });

  it('filters by resign type from page 1', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=2&page_size=10'));
    await chooseOption(screen.getByLabelText('Resign type'), 'Dismissed');
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&resign_type=dismissed'));
    await screen.findByText('Total: 1');
    expect(screen.getByText('E05')).toBeInTheDocument();
  });

  it('filters by department and by employees chosen with the employee picker', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    fireEvent.click(screen.getByLabelText('Filter by department'));
    fireEvent.click(await screen.findByText('Office', { selector: '[role="treeitem"] *' }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&department__in=2'));
    await screen.findByText('Total: 6');

    fireEvent.click(screen.getByText('Select employees'));
    // The picker mounts on demand and re-renders while its filter options load: query the page, not a kept node.
    await waitFor(() => expect(screen.getByTestId('employee-picker')).toHaveAttribute('aria-busy', 'false'));
    fireEvent.click(await screen.findByLabelText('row E04'));
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('1'));
    fireEvent.click(screen.getByText('Confirm', { selector: 'button span' }));
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&department__in=2&employee__in=4'));
    await screen.findByText('Total: 1');
    expect(screen.getByTestId('resign-picked')).toHaveTextContent('E04 Name4');
  });

  it('refuses to record without employee, date and type, and offers only employees who have not resigned', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    fireEvent.click(screen.getByText('Add resignation'));
    const dialog = await formModal();
    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(3));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.mouseDown(within(dialog).getByLabelText('Employee'));
    expect(await screen.findByTitle('Name13')).toBeInTheDocument();
    expect(screen.queryByTitle('Name1')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === `${EMPLOYEES}filter_by_resign_emp/`)).toBe(true);
  });

  it('records a resignation, and shows the server refusal of an employee who has resigned meanwhile', async () => {
    const { requests, employees } = fakeServer();
    await screen.findByText('Total: 12');
    fireEvent.click(screen.getByText('Add resignation'));
    const dialog = await formModal();
    await chooseOption(within(dialog).getByLabelText('Employee'), 'Name14');
    const date = await pickToday(within(dialog).getByLabelText('Resign date'));
    await chooseOption(within(dialog).getByLabelText('Resign type'), 'Other');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Contract ended ' } });
    fireEvent.click(within(dialog).getByLabelText('Disable attendance'));
    // Another administrator records E14 first.
    employees[13].resigned = true;
    fireEvent.click(buttonIn(dialog, 'Save'));
    expect(await within(dialog).findByTestId('resign-form-error')).toHaveTextContent('The employee E14 has already resigned.');

    employees[13].resigned = false;
    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(screen.queryByTestId('resign-form')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      employee: 14,
      resign_date: date,
      resign_type: 'other',
      reason: 'Contract ended',
      disable_att: false,
    });
    expect(toastQueue.getVisible().map((t) => t.message)).toContain('The resignation of E14 was recorded.');
    await screen.findByText('Total: 13');
  });

  it('edits a resignation with PUT; the employee stays fixed', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    fireEvent.click(screen.getByLabelText('Edit the resignation of E05'));
    const dialog = await formModal();
    expect(within(dialog).getByLabelText('Employee')).toBeDisabled();
    expect(within(dialog).getByLabelText('Employee')).toHaveValue('E05 Name5');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Misconduct' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(screen.queryByTestId('resign-form')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`${RESIGNS}105/`);
    expect(put?.body).toEqual({ employee: 5, resign_date: '2026-03-15', resign_type: 'dismissed', reason: 'Misconduct', disable_att: true });
  });

  it('reinstates one employee after confirmation', async () => {
    const { requests, employees } = fakeServer();
    await screen.findByText('Total: 12');
    fireEvent.click(screen.getByLabelText('Reinstate E07'));
    const dialog = await confirmDialog(/Reinstate E07 Name7\?/);
    fireEvent.click(buttonIn(dialog, 'Reinstate'));
    await screen.findByText('Total: 11');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${RESIGNS}107/`]);
    expect(employees[6].resigned).toBe(false);
    expect(toastQueue.getVisible().map((t) => t.message)).toContain('Employees reinstated: 1');
  });

  it('reinstates the selected rows with multi-destroy', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Total: 12');
    const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf('E11')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('E08')).getByRole('checkbox'));
    fireEvent.click(screen.getByText('Reinstate selected (2)'));
    const dialog = await confirmDialog(/Selected employees to reinstate: 2\./);
    fireEvent.click(buttonIn(dialog, 'Reinstate'));
    await screen.findByText('Total: 10');
    expect(requests.find((r) => r.path === `${RESIGNS}multi-destroy/`)?.body).toEqual({ ids: [111, 108] });
  });

  it('exports the filtered resignations as CSV with translated headers and types', async () => {
    const downloads = captureDownloads();
    try {
      const { requests } = fakeServer();
      await screen.findByText('Total: 12');
      await chooseOption(screen.getByLabelText('Resign type'), 'Dismissed');
      await screen.findByText('Total: 1');
      fireEvent.click(screen.getByText('Export'));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(listQueries(requests).at(-1)).toBe('?resign_type=dismissed&page=1&page_size=500');
      expect(downloads.saved[0].fileName).toBe('resignations.csv');
      const lines = (await downloads.text(downloads.saved[0].blob)).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines).toEqual([
        'Employee code,First name,Last name,Department,Resign date,Resign type,Disable attendance,Reason',
        'E05,Name5,Worker,Plant,2026-03-15,Dismissed,Yes,',
      ]);
    } finally {
      downloads.restore();
    }
  });
});
