import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse, FieldSpec } from '@timekeep/contracts';
import { renderWithWidgets, unusedServices } from '../widgets/test-utils/renderWithWidgets';
import type { FieldWidgetProps } from './declaration';
import { FieldInput } from './FieldInput';

const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZPER0000', context: {}, data });
const props = (value: unknown): FieldWidgetProps => ({
  id: 'employee',
  value,
  setValue: () => undefined,
  values: {},
  setValues: () => undefined,
  label: 'Employee',
  onBlur: () => undefined,
  submit: () => undefined,
});

describe('FieldInput: a field referring to employees', () => {
  it('picks from the employees, named by code and full name, though its declaration names no lookup', async () => {
    const luis = (id: number, code: string, last: string) => ({ id, display_name: 'Luis', emp_code: code, first_name: 'Luis', last_name: last });
    const get = jest.fn(async () => ok({ data: [luis(1, '1001', 'Hernandez'), luis(2, '1009', 'Torres')], next: null }));
    const spec: FieldSpec = { kind: 'ref', ref: 'personnel.employee', label: 'att:approval.fields.employee', required: true };
    renderWithWidgets(<FieldInput spec={spec} field={{ name: 'employee' }} props={props(null)} />, { services: { ...unusedServices, get } });
    await userEvent.click(screen.getByLabelText('Employee'));
    expect(await screen.findByText('1001 Luis Hernandez')).toBeInTheDocument();
    expect(screen.getByText('1009 Luis Torres')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/personnel/api/v2/employees/', expect.anything());
  });
});
