import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithWidgets } from '../test-utils/renderWithWidgets';
import { EmployeeGrid } from './EmployeeGrid';
import type { Employee } from './employeeQueries';

const rows: Employee[] = [
  { id: 1, emp_code: 'E001', first_name: 'Ana', last_name: 'Ruiz' },
  { id: 2, emp_code: 'E002', first_name: 'Ben', last_name: 'Ode' },
];

const rowCheckbox = (code: string) =>
  (screen.getByText(code).closest('[role=row]') as HTMLElement).querySelector('input[type=checkbox]') as HTMLInputElement;

describe('EmployeeGrid', () => {
  it('shows the page rows with translated headers and mirrors the selection', async () => {
    const onToggle = jest.fn();
    const { rerender } = renderWithWidgets(<EmployeeGrid rows={rows} selectedIds={new Set([2])} onToggle={onToggle} />);
    expect(await screen.findByText('E001')).toBeInTheDocument();
    expect(screen.getByText('Employee ID')).toBeInTheDocument();
    await waitFor(() => expect(rowCheckbox('E002').checked).toBe(true));
    expect(rowCheckbox('E001').checked).toBe(false);
    rerender(<EmployeeGrid rows={rows} selectedIds={new Set([1])} onToggle={onToggle} />);
    await waitFor(() => expect(rowCheckbox('E001').checked).toBe(true));
    expect(rowCheckbox('E002').checked).toBe(false);
    // Mirroring the selection is not a user action.
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('reports user toggles', async () => {
    const onToggle = jest.fn();
    renderWithWidgets(<EmployeeGrid rows={rows} selectedIds={new Set()} onToggle={onToggle} />);
    await screen.findByText('E001');
    fireEvent.click(rowCheckbox('E001'));
    await waitFor(() => expect(onToggle).toHaveBeenCalledWith(rows[0], true));
  });
});
