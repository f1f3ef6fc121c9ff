import { signedInUserOf } from './current-user';

describe('the signed-in user from current-user/', () => {
  it('takes the permission fields the server sends', () => {
    expect(signedInUserOf({ id: 4, permissions: ['system.view_group'], is_admin: false, employee_id: null, is_vendor_operator: false })).toEqual({
      id: 4,
      permissions: ['system.view_group'],
      is_admin: false,
      employee_id: null,
      is_employee_login: false,
      is_vendor_operator: false,
    });
  });

  it('an employee login is one even when its account is linked to no employee', () => {
    expect(signedInUserOf({ id: 1, role: 'employee', employee_id: null, permissions: [], is_admin: false, is_vendor_operator: false })).toMatchObject({
      employee_id: null,
      is_employee_login: true,
    });
  });

  it('reads a server without roles as before: an employee login is limited, a user is not', () => {
    expect(signedInUserOf({ id: 1, role: 'admin' })).toMatchObject({ is_admin: true, employee_id: null, is_vendor_operator: true });
    expect(signedInUserOf({ id: 2, role: 'employee', employee_id: 8 })).toMatchObject({ is_admin: false, employee_id: 8, permissions: [] });
  });

  it('never makes a user with a permissions list an administrator unless the server says so', () => {
    expect(signedInUserOf({ id: 3, permissions: [] })).toMatchObject({ is_admin: false, is_vendor_operator: false });
  });
});
