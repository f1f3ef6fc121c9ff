import { employeeListParams } from './employee-api';
import { serverFieldErrors } from './server-errors';

describe('employeeListParams', () => {
  it('sends only page and page_size without filters', () => {
    expect(employeeListParams({ page: 2, page_size: 20, search: '  ', department: null, ids: [] })).toEqual({ page: 2, page_size: 20 });
  });

  it('sends the trimmed search, the department and the picked ids comma-joined', () => {
    expect(employeeListParams({ page: 1, page_size: 10, search: ' ana ', department: 4, ids: [3, 9, 12] })).toEqual({
      page: 1,
      page_size: 10,
      search: 'ana',
      department__in: '4',
      id__in: '3,9,12',
    });
  });
});

describe('serverFieldErrors', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options && Object.keys(options).length ? JSON.stringify(options) : ''}`;

  it('translates response codes per field with the response params', () => {
    const response = { code: 'ZPER0002', context: { params: { emp_code: 'A1' }, fields: { emp_code: 'ZPER0002' } }, data: null };
    expect(serverFieldErrors(response, t)).toEqual({ emp_code: 'api:ZPER0002{"emp_code":"A1"}' });
  });

  it('maps the generic "required" marker to the form message', () => {
    expect(serverFieldErrors({ code: 'ZGEN0400', context: { fields: { emp_code: 'required' } }, data: null }, t)).toEqual({ emp_code: 'common:form.required' });
  });
});
