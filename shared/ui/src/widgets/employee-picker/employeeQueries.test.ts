import type { ApiResponse } from '@timekeep/contracts';
import { unusedServices } from '../test-utils/renderWithWidgets';
import type { WidgetQuery, WidgetServices } from '../providers/AppProvider';
import {
  employeeLabel,
  employeeRecordLabel,
  employeeQuery,
  EMPTY_FILTER,
  fetchAllOptions,
  resolveEmployees,
  setSelected,
  type Employee,
} from './employeeQueries';

const ok = <T,>(data: T): ApiResponse<T> => ({ code: 'ZPER0000', context: {}, data });
const emp = (id: number): Employee => ({ id, emp_code: `E${id}`, first_name: id % 2 ? `Name${id}` : null });

describe('employee helpers', () => {
  it('labels with first_name, else emp_code', () => {
    expect(employeeLabel({ id: 1, emp_code: 'E1', first_name: 'Ana' })).toBe('E1 Ana');
    expect(employeeLabel({ id: 2, emp_code: 'E2', first_name: '' })).toBe('E2');
    expect(employeeLabel({ id: 3, emp_code: 'E3' })).toBe('E3');
    // Two people with one first name are told apart by code and last name.
    expect(employeeLabel({ id: 4, emp_code: 'E4', first_name: 'Luis', last_name: 'García' })).toBe('E4 Luis García');
    expect(employeeLabel({ id: 5, emp_code: 'E5', first_name: ' Luis ', last_name: 'Pérez' })).toBe('E5 Luis Pérez');
    expect(employeeLabel({ id: 6, emp_code: 'E6', first_name: null, last_name: 'Wei' })).toBe('E6 Wei');
  });

  it('names a looked-up employee record the same way, or by its display_name when it is not an employee row', () => {
    expect(employeeRecordLabel({ id: 1, display_name: 'Luis', emp_code: 'E1', first_name: 'Luis', last_name: 'García' })).toBe('E1 Luis García');
    expect(employeeRecordLabel({ id: 2, display_name: 'Head Office' })).toBe('Head Office');
  });

  it('builds the SPEC filter parameters, leaving out empty ones', () => {
    expect(employeeQuery(EMPTY_FILTER, 1, 10)).toEqual({ page: 1, page_size: 10 });
    expect(employeeQuery({ departments: [1, 2], areas: [7], positions: [], search: ' ana ' }, 3, 20)).toEqual({
      page: 3,
      page_size: 20,
      department__in: '1,2',
      area__in: '7',
      search: 'ana',
    });
  });

  it('keeps a selection map, unchanged when nothing changes', () => {
    const one = setSelected(new Map(), emp(1), true);
    expect([...one.keys()]).toEqual([1]);
    expect(setSelected(one, emp(1), true)).toBe(one);
    expect([...setSelected(one, emp(1), false).keys()]).toEqual([]);
  });
});

describe('resolveEmployees', () => {
  function server(total: number) {
    const all = Array.from({ length: total }, (_, i) => emp(i + 1));
    const get = jest.fn(async (_path: string, params?: WidgetQuery) => {
      const page = Number(params?.page);
      const size = Number(params?.page_size);
      return ok({ data: all.slice((page - 1) * size, page * size), total });
    });
    return { ...unusedServices, get } satisfies WidgetServices;
  }

  it('asks with id__in in pages of 50 until total is reached', async () => {
    const services = server(120);
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const found = await resolveEmployees(services, ids);
    expect(found).toHaveLength(120);
    expect(services.get).toHaveBeenCalledTimes(3);
    expect(services.get).toHaveBeenNthCalledWith(1, '/personnel/api/v2/employees/', { id__in: ids.join(','), page: 1, page_size: 50 });
    expect(services.get).toHaveBeenNthCalledWith(3, '/personnel/api/v2/employees/', { id__in: ids.join(','), page: 3, page_size: 50 });
  });

  it('stops on an empty page and makes no call for no ids', async () => {
    const services = { ...unusedServices, get: jest.fn(async () => ok({ data: [], total: 99 })) };
    expect(await resolveEmployees(services, [1, 2])).toEqual([]);
    expect(services.get).toHaveBeenCalledTimes(1);
    const idle = { ...unusedServices, get: jest.fn() };
    expect(await resolveEmployees(idle, [])).toEqual([]);
    expect(idle.get).not.toHaveBeenCalled();
  });

  it('reads every filter option page', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ id: i, name: `D${i}`, parent: null }));
    const get = jest.fn(async (_p: string, params?: WidgetQuery) => {
      const page = Number(params?.page);
      return ok({ data: rows.slice((page - 1) * 100, page * 100), total: 150 });
    });
    expect(await fetchAllOptions({ ...unusedServices, get }, '/personnel/api/v2/departments/')).toHaveLength(150);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
