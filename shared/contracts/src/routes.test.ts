import { canOpenPath, type PageAccessSubject } from './routes';

const user = (held: string[], extra: Partial<PageAccessSubject> = {}): PageAccessSubject => ({
  can: (codename) => held.includes(codename),
  employeeId: null,
  isVendorOperator: false,
  ...extra,
});

describe('canOpenPath (menu and routes agree with the API)', () => {
  it('a page with a view permission opens only with it; pages without one are open to company users', () => {
    expect(canOpenPath('/complement/document-type', user([]))).toBe(false);
    expect(canOpenPath('/complement/document-type/', user(['complement.view_documenttype']))).toBe(true);
    expect(canOpenPath('/company/settings', user([]))).toBe(true);
    expect(canOpenPath('/company/department', user([]))).toBe(false);
    expect(canOpenPath('/system/operation-Log?page=2', user(['system.view_operationlog']))).toBe(true);
  });

  it('an employee login opens only the Personal area, home and the user guide', () => {
    const employee = user(['complement.view_documenttype'], { employeeId: 9 });
    expect(canOpenPath('/personal/request/leave', employee)).toBe(true);
    expect(canOpenPath('/', employee)).toBe(true);
    expect(canOpenPath('/complement/document-type', employee)).toBe(false);
    expect(canOpenPath('/company/location', employee)).toBe(false);
    expect(canOpenPath('/dashboard', employee)).toBe(false);
    // An employee login whose account is linked to no employee yet (the demo's) is still an employee login.
    const unlinked = user([], { employeeId: null, employeeLogin: true });
    expect(canOpenPath('/personal/request/leave', unlinked)).toBe(true);
    expect(canOpenPath('/team/employee', unlinked)).toBe(false);
    expect(canOpenPath('/dashboard', unlinked)).toBe(false);
  });

  it('the vendor back-office opens only for vendor operators', () => {
    expect(canOpenPath('/vendor/payment/order', user([]))).toBe(false);
    expect(canOpenPath('/vendor/payment/order', user([], { isVendorOperator: true }))).toBe(true);
  });
});
