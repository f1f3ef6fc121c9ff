import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@timekeep/contracts';
import { renderWithWidgets, unusedServices } from '../test-utils/renderWithWidgets';
import type { WidgetServices } from '../providers/AppProvider';
import { MultiSelectFromRecords, recordName, SelectFromRecords } from './SelectFromRecords';
import { TextAreaInput } from './TextAreaInput';

const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZPER0000', context: {}, data });
const services: WidgetServices = {
  ...unusedServices,
  get: jest.fn(async (path: string) =>
    path.endsWith('/44/') ? ok({ id: 44, display_name: 'Archive' }) : ok({ data: [{ id: 1, display_name: 'Sales' }, { id: 2, display_name: 'Ops' }], next: null }),
  ),
  post: jest.fn(async () => ok([{ id: 44, display_name: 'Archive' }, { id: 45, display_name: 'Vault' }])),
};

const status = () => document.querySelector('output') as HTMLElement;
const show = (v: unknown) => (v === undefined ? 'UNDEFINED' : JSON.stringify(v));

function Single({ required, initial = null }: { required?: boolean; initial?: number | null }) {
  const [value, setValue] = useState<number | string | null | undefined>(initial);
  return (
    <>
      <SelectFromRecords aria-label="department" listPath="/personnel/api/v2/departments/" value={value} onChange={setValue} required={required} />
      <output>{show(value)}</output>
    </>
  );
}

describe('SelectFromRecords', () => {
  it('emits the chosen record id', async () => {
    renderWithWidgets(<Single />, { services });
    await userEvent.click(screen.getByLabelText('department'));
    await userEvent.click(await screen.findByText('Ops'));
    expect(status()).toHaveTextContent('2');
  });

  it('filters the loaded page locally when the server reported no more', async () => {
    renderWithWidgets(<Single />, { services });
    await userEvent.type(screen.getByLabelText('department'), 'sal');
    expect(await screen.findByText('Sales')).toBeInTheDocument();
    expect(screen.queryByText('Ops')).toBeNull();
  });

  it.each([
    [false, 'null'],
    [true, 'UNDEFINED'],
  ])('clearing (required=%p) gives %s', async (required, shown) => {
    renderWithWidgets(<Single required={required} initial={1} />, { services });
    await waitFor(() => expect(screen.getByText('Sales')).toBeInTheDocument());
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.querySelector('.ant-select-clear') as HTMLElement);
    expect(status()).toHaveTextContent(shown);
  });

  // Issue 17: the demo has two "Luis"; the server's display_name is the first name alone.
  const luis = (id: number, code: string, last: string) => ({ id, display_name: 'Luis', emp_code: code, first_name: 'Luis', last_name: last });
  const people = (): WidgetServices => ({
    ...unusedServices,
    get: jest.fn(async () => ok({ data: [luis(1, 'E1', 'García'), luis(2, 'E2', 'Pérez')], next: null })),
    post: jest.fn(async () => ok([luis(2, 'E2', 'Pérez')])),
  });

  it('names employees by code and full name without being told how (two "Luis" told apart)', async () => {
    renderWithWidgets(<SelectFromRecords aria-label="employee" listPath="/personnel/api/v2/employees/" value={null} onChange={() => undefined} />, { services: people() });
    await userEvent.click(screen.getByLabelText('employee'));
    expect(await screen.findByText('E1 Luis García')).toBeInTheDocument();
    expect(screen.getByText('E2 Luis Pérez')).toBeInTheDocument();
    expect(screen.queryByText('Luis')).toBeNull();
  });

  it('names chosen employees by code and full name in a multiple select too', async () => {
    renderWithWidgets(<MultiSelectFromRecords aria-label="employees" listPath="/personnel/api/v2/employees/" value={[2]} onChange={() => undefined} />, { services: people() });
    expect(await screen.findByText('E2 Luis Pérez')).toBeInTheDocument();
  });

  it('still takes an own optionLabel', async () => {
    renderWithWidgets(
      <SelectFromRecords aria-label="employee" listPath="/personnel/api/v2/employees/" optionLabel={(record) => `#${String(record.emp_code)}`} value={null} onChange={() => undefined} />,
      { services: people() },
    );
    await userEvent.click(screen.getByLabelText('employee'));
    expect(await screen.findByText('#E1')).toBeInTheDocument();
  });

  it('retrieves the label of a value outside the first page', async () => {
    renderWithWidgets(<Single initial={44} />, { services });
    expect(await screen.findByText('Archive')).toBeInTheDocument();
  });

  it('caps the menu at 400 px', async () => {
    renderWithWidgets(<Single />, { services });
    await userEvent.click(screen.getByLabelText('department'));
    await screen.findByText('Ops');
    const holder = document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement | null;
    expect(holder?.style.maxHeight).toBe('400px');
  });
});

describe('MultiSelectFromRecords', () => {
  it('shows labels of chosen ids read with the multi-read action', async () => {
    function Multi() {
      const [value, setValue] = useState<Array<number | string>>([44, 45]);
      return <MultiSelectFromRecords aria-label="areas" listPath="/personnel/api/v2/areas/" value={value} onChange={setValue} />;
    }
    renderWithWidgets(<Multi />, { services });
    expect(await screen.findByText('Vault')).toBeInTheDocument();
    expect(services.post).toHaveBeenCalledWith('/personnel/api/v2/areas/read/', { items: [44, 45] });
  });
});

describe('TextAreaInput', () => {
  it('defaults to 5 rows', () => {
    renderWithWidgets(<TextAreaInput aria-label="notes" value="" />);
    expect(screen.getByLabelText('notes')).toHaveAttribute('rows', '5');
  });
});

describe('recordName', () => {
  it('names kernel records without display_name by name, alias or e-mail (workflow roles, users), else by id', () => {
    expect(recordName({ id: 1, display_name: 'Sales', name: 'x' })).toBe('Sales');
    expect(recordName({ id: 2, name: 'HR' } as never)).toBe('HR');
    expect(recordName({ id: 3, email: 'hr@demo.test' } as never)).toBe('hr@demo.test');
    expect(recordName({ id: 4 } as never)).toBe('#4');
  });

  it('names an employee record by code and full name, or by code alone without a name', () => {
    expect(recordName({ id: 5, display_name: 'Wei', emp_code: '1012', first_name: 'Wei', last_name: 'Zhang' })).toBe('1012 Wei Zhang');
    expect(recordName({ id: 6, display_name: '1013', emp_code: '1013', first_name: '', last_name: '' })).toBe('1013');
  });
});
