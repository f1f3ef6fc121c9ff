import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Skipping the pointer-events style walk keeps clicks cheap inside antd's CSS-in-JS modal.
const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
import type { ApiResponse } from '@timekeep/contracts';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import type { WidgetQuery, WidgetServices } from '../providers/AppProvider';
import type { EmployeeGridProps } from './EmployeeGrid';
import { EmployeePickerDialog } from './EmployeePickerDialog';
import { EmployeeMultiSelect } from './EmployeeMultiSelect';
import type { Employee } from './employeeQueries';

// ag-grid has its own test (EmployeeGrid.test.tsx); here a light stand-in keeps the dialog tests fast.
jest.mock('./EmployeeGrid', () => ({
  EmployeeGrid: ({ rows, selectedIds, onToggle }: EmployeeGridProps) => (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <input
                type="checkbox"
                aria-label={`row ${row.emp_code}`}
                checked={selectedIds.has(row.id)}
                onChange={(e) => onToggle(row, e.target.checked)}
              />
            </td>
            <td>{row.emp_code}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
}));

// Each test drives a whole antd modal/popup; on a busy 2-core runner that can pass the 5 s default.
jest.setTimeout(30_000);

const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZPER0000', context: {}, data });
const employees: Employee[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  emp_code: `E${String(i + 1).padStart(3, '0')}`,
  first_name: `Name${i + 1}`,
  last_name: 'Test',
}));

function fakeServer() {
  const get = jest.fn(async (path: string, params: WidgetQuery = {}) => {
    const page = Number(params.page ?? 1);
    const size = Number(params.page_size ?? 10);
    if (path.endsWith('/departments/')) return ok({ data: [{ id: 10, name: 'Sales', parent: null }], total: 1 });
    if (path.endsWith('/areas/')) return ok({ data: [{ id: 20, name: 'North', parent: null }], total: 1 });
    if (path.endsWith('/positions/')) return ok({ data: [], total: 0 });
    let list = employees;
    if (params.id__in) {
      const ids = String(params.id__in).split(',').map(Number);
      list = employees.filter((e) => ids.includes(Number(e.id)));
    }
    if (params.department__in === '10') list = list.filter((e) => Number(e.id) <= 3);
    if (params.search) list = list.filter((e) => e.emp_code.includes(String(params.search)));
    return ok({ data: list.slice((page - 1) * size, page * size), total: list.length });
  });
  return { ...unusedServices, get } satisfies WidgetServices;
}

const employeeCalls = (server: ReturnType<typeof fakeServer>) =>
  server.get.mock.calls.filter(([path, params]) => path.endsWith('/employees/') && !params?.id__in).map(([, params]) => params);
const count = () => screen.getByTestId('selected-count').textContent;
/** Filter options, the page and the id resolution have all arrived. */
const idle = () => waitFor(() => expect(screen.getByTestId('employee-picker')).toHaveAttribute('aria-busy', 'false'));

function Harness({ applyImmediately, initial = [] as number[] }: { applyImmediately?: boolean; initial?: number[] }) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<Array<number | string>>(initial);
  return (
    <>
      <EmployeePickerDialog
        open={open}
        value={value}
        applyImmediately={applyImmediately}
        onClose={() => setOpen(false)}
        onChange={(list) => setValue(list.map((e) => e.id))}
        onConfirm={(list) => {
          setValue(list.map((e) => e.id));
          setOpen(false);
        }}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}
const status = () => document.querySelector('output') as HTMLElement;

describe('EmployeePickerDialog', () => {
  it('pages on the server (size 10) and keeps the selection across pages; Confirm commits', async () => {
    const server = fakeServer();
    renderWithWidgets(<Harness />, { services: server });
    await screen.findByText('E001');
    await idle();
    expect(employeeCalls(server)[0]).toEqual({ page: 1, page_size: 10 });
    fireEvent.click(screen.getByLabelText('row E002'));
    await user.click(screen.getByTitle('2'));
    await screen.findByText('E011');
    expect(employeeCalls(server).at(-1)).toEqual({ page: 2, page_size: 10 });
    fireEvent.click(screen.getByLabelText('row E012'));
    expect(count()).toBe('2');
    await user.click(screen.getByTitle('1'));
    await screen.findByText('E001');
    await idle();
    expect(screen.getByLabelText('row E002')).toBeChecked();
    expect(status()).toHaveTextContent('[]');
    await user.click(screen.getByText('Confirm'));
    expect(status()).toHaveTextContent('[2,12]');
  });

  it('Discard closes without committing', async () => {
    renderWithWidgets(<Harness initial={[5]} />, { services: fakeServer() });
    await screen.findByText('E001');
    await idle();
    await waitFor(() => expect(count()).toBe('1'));
    fireEvent.click(screen.getByLabelText('row E001'));
    await user.click(screen.getByText('Discard'));
    expect(status()).toHaveTextContent('[5]');
  });

  it('resolves the initial ids with id__in and lists them; removing one updates the count', async () => {
    const server = fakeServer();
    renderWithWidgets(<Harness initial={[3, 21]} />, { services: server });
    const selected = await screen.findByLabelText('Selected');
    expect(within(selected).getByText('Name21 Test')).toBeInTheDocument();
    expect(within(selected).getByText('E021')).toBeInTheDocument();
    expect(server.get).toHaveBeenCalledWith('/personnel/api/v2/employees/', { id__in: '3,21', page: 1, page_size: 50 });
    expect(count()).toBe('2');
    await user.click(screen.getByLabelText('Remove E003 Name3 Test'));
    expect(count()).toBe('1');
  });

  it('filters by the department tree and searches on Enter or the button', async () => {
    const server = fakeServer();
    renderWithWidgets(<Harness />, { services: server });
    await screen.findByText('E010');
    await user.click(await screen.findByText('Sales'));
    await waitFor(() => expect(screen.queryByText('E010')).toBeNull());
    expect(employeeCalls(server).at(-1)).toEqual({ page: 1, page_size: 10, department__in: '10' });
    await user.click(screen.getByText('Area'));
    expect(await screen.findByText('North')).toBeInTheDocument();
    const search = screen.getByPlaceholderText('Employee ID or name');
    await user.type(search, 'E002{Enter}');
    await waitFor(() => expect(employeeCalls(server).at(-1)).toEqual({ page: 1, page_size: 10, department__in: '10', search: 'E002' }));
    await user.clear(search);
    await user.type(search, 'E00');
    await user.click(screen.getByText('Search', { selector: 'button span' }));
    await waitFor(() => expect(employeeCalls(server).at(-1)).toMatchObject({ search: 'E00' }));
  });

  it('offers page sizes 5, 10, 20, 50', async () => {
    renderWithWidgets(<Harness />, { services: fakeServer() });
    await screen.findByText('E001');
    await idle();
    await user.click(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
    const options = () => Array.from(document.querySelectorAll('.ant-select-item-option-content')).map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['5 / page', '10 / page', '20 / page', '50 / page']));
  });

  it('the immediate variant is 72vw, has no Confirm and applies every change at once', async () => {
    renderWithWidgets(<Harness applyImmediately />, { services: fakeServer() });
    await screen.findByText('E001');
    await idle();
    expect(screen.queryByText('Confirm')).toBeNull();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('72vw');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('E014');
    fireEvent.click(screen.getByLabelText('row E014'));
    expect(status()).toHaveTextContent('[14]');
    // The new value does not reset the open dialog: still on page 2, the row still ticked.
    await idle();
    expect(screen.getByLabelText('row E014')).toBeChecked();
    expect(count()).toBe('1');
  });

  it('the confirm variant is 64vw × 50vh', async () => {
    renderWithWidgets(<Harness />, { services: fakeServer() });
    await screen.findByText('E001');
    await idle();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('64vw');
    expect((document.querySelector('.ant-modal-body') as HTMLElement).style.height).toBe('50vh');
  });
});

describe('EmployeeMultiSelect', () => {
  it('shows one tag plus +N, and the picked employees after Confirm', async () => {
    function Field() {
      const [value, setValue] = useState<Array<number | string>>([1, 2, 3]);
      return <EmployeeMultiSelect value={value} onChange={setValue} />;
    }
    renderWithWidgets(<Field />, { services: fakeServer() });
    // Code and full name: first names repeat (issue 17).
    expect(await screen.findByText('E001 Name1 Test')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
    await user.click(screen.getByText('Choose employees'));
    await screen.findByText('E010');
    await waitFor(() => expect(count()).toBe('3'));
    await user.click(screen.getByText('Clear all'));
    fireEvent.click(screen.getByLabelText('row E007'));
    await user.click(screen.getByText('Confirm'));
    await waitFor(() => expect(screen.queryByText('+2')).toBeNull());
    expect(screen.getByText('E007 Name7 Test')).toBeInTheDocument();
  });
});
