import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList, toastQueue } from '@timekeep/ui';
import { createHarness, envelope, pageOf, queryOf, type RecordedRequest } from '../testing/panel-harness';
import { EMPLOYEE_SCREEN, type EmployeeRow } from './employee-screen';
import { RESIGN_SCREEN, type ResignRow } from './resign-screen';

configure({ asyncUtilTimeout: 5000 });
// antd drawers and modals take seconds on the shared, loaded test machine.
jest.setTimeout(120000);

const EMPLOYEES = '/web/personnel/api/v2/employees/';
const RESIGNS = '/web/personnel/api/v2/resigns/';

const employee: EmployeeRow = {
  id: 7,
  emp_code: '1007',
  first_name: 'Ayse',
  last_name: 'Kaya',
  display_name: 'Ayse',
  department: 2,
  department_name: 'Sales',
  areas: [1, 2],
  area_names: 'Dock, Gate',
  position: null,
  position_name: null,
  hire_date: '2025-01-15',
  email: '',
  mobile: '',
  card_no: '0012345678',
  device_password: '',
  device_privilege: 'employee',
  gender: null,
  birthday: null,
  national_id: '',
  address: '',
  city: '',
  postcode: '',
  office_tel: '',
  emergency_contact: '',
  emergency_phone: '',
  photo: null,
  enable_att: true,
  resigned: false,
  bio_photo: null,
};

const resign: ResignRow = {
  id: 3,
  employee: 7,
  emp_code: '1007',
  first_name: 'Ayse',
  last_name: 'Kaya',
  display_name: 'Ayse',
  department_name: 'Sales',
  resign_date: '2026-03-31',
  resign_type: 'quit',
  reason: 'Moved abroad',
  disable_att: true,
};

function fakeServer() {
  const harness = createHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    if (request.method === 'GET' && /\/(departments|areas|positions)\/tree\/$/.test(request.path)) return { data: envelope([]) };
    if (request.method === 'GET' && request.path === `${EMPLOYEES}filter_by_resign_emp/`) return { data: pageOf([], query) };
    if (request.method === 'GET' && request.path === `${EMPLOYEES}7/`) return { data: envelope(employee) };
    if (request.method === 'GET' && request.path === EMPLOYEES) return { data: pageOf([employee], query) };
    if (request.method === 'POST' && request.path === EMPLOYEES) return { data: envelope({ ...employee, ...(request.body as object), id: 8 }) };
    if (request.method === 'GET' && request.path === RESIGNS) return { data: pageOf([resign], query) };
    if (request.method === 'DELETE' && request.path === `${RESIGNS}3/`) return { data: envelope({ deleted: 1 }) };
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  return harness;
}

const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;

beforeEach(() => toastQueue.clear());

describe('/team/employee on the resource kit', () => {
  it('lists the areas and department, and creates an employee with the pinned fields (no read-only resigned sent)', async () => {
    const { requests, renderPanel } = fakeServer();
    renderPanel((client) => <ResourceList declaration={EMPLOYEE_SCREEN} client={client} />);
    expect(await screen.findByText('Dock, Gate')).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();

    fireEvent.click(screen.getByText('Add employee').closest('button') as HTMLElement);
    const drawer = (await screen.findByText('New employee')).closest('.ant-drawer') as HTMLElement;
    for (const label of ['Areas', 'Hire date', 'Card number', 'Device privilege', 'Device password', 'Gender', 'National ID', 'Emergency phone', 'Employee login password']) {
      expect(within(drawer).getAllByText(label).length).toBeGreaterThan(0);
    }
    fireEvent.change(within(drawer).getByLabelText('Employee code'), { target: { value: 'E9' } });
    fireEvent.change(within(drawer).getByLabelText('Card number'), { target: { value: '4242' } });
    // The password widget strips whitespace as typed (SPEC §2).
    fireEvent.change(within(drawer).getByLabelText('Employee login password'), { target: { value: ' Secret#2026 ' } });
    fireEvent.click(buttonIn(drawer, 'Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === EMPLOYEES)).toBe(true));
    const body = requests.find((r) => r.method === 'POST' && r.path === EMPLOYEES)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ emp_code: 'E9', card_no: '4242', areas: [], device_privilege: 'employee', self_password: 'Secret#2026' });
    expect(body).not.toHaveProperty('resigned');
    await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toContain('Employee E9 was created.'));
  });
});

describe('/team/resign on the resource kit', () => {
  it('keeps the employee of a resignation fixed when editing, and deleting is reinstating', async () => {
    const { requests, renderPanel } = fakeServer();
    renderPanel((client) => <ResourceList declaration={RESIGN_SCREEN} client={client} />);
    expect(await screen.findByText('Moved abroad')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Edit the resignation of 1007'));
    const modal = (await screen.findByText('Edit resignation')).closest('.ant-modal') as HTMLElement;
    const fixed = within(modal).getByLabelText('Employee') as HTMLInputElement;
    expect(fixed.disabled).toBe(true);
    // The resigned employee is no candidate: named through the employee retrieve path.
    // Named by code and full name (issue 17: first names repeat).
    expect(await within(modal).findByText('1007 Ayse Kaya')).toBeTruthy();
    fireEvent.click(buttonIn(modal, 'Cancel'));

    fireEvent.click(screen.getByLabelText('Reinstate 1007'));
    const confirm = (await screen.findByText('Reinstate employees')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(buttonIn(confirm, 'Reinstate'));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE' && r.path.startsWith(RESIGNS))).toBe(true));
    await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toContain('Employees reinstated: 1'));
  });
});
