import { clientFixture } from './test-support/client-fixture';
import { freshToken, ok, type RecordedRequest } from './test-support/fake-transport';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', freshToken());
});

const query = (request: RecordedRequest): URLSearchParams => new URLSearchParams(request.url.split('?')[1] ?? '');

describe('lookups (SPEC §7 Lookups and pickers)', () => {
  it('lookupList: page 1, page_size 20, search and extras; reads data.data and data.next', async () => {
    const rows = [{ id: 1, display_name: 'Ops' }];
    const { client, requests } = clientFixture(() => ok({ data: rows, next: 2, total: 30, page: 1, page_size: 20 }));
    const page = await client.lookupList('/personnel/api/v2/departments/', { search: 'op', company: 4 });
    expect(page).toEqual({ items: rows, next: 2 });
    expect(requests[0].path).toBe('/web/personnel/api/v2/departments/');
    expect(Object.fromEntries(query(requests[0]))).toEqual({ page: '1', page_size: '20', search: 'op', company: '4' });
  });

  it('lookupList: honours a page_size and yields nothing for a failed read', async () => {
    const { client, requests } = clientFixture(() => ({ status: 200, data: { code: 'ZPER0001', context: {}, data: null } }));
    await expect(client.lookupList('/x/', { page_size: 5, page: 3 })).resolves.toEqual({ items: [], next: null });
    expect(query(requests[0]).get('page_size')).toBe('5');
    expect(query(requests[0]).get('page')).toBe('3');
  });

  it('lookupRead: POST {base}read/ with items', async () => {
    const rows = [{ id: 1, display_name: 'A' }, { id: 2, display_name: 'B' }];
    const { client, requests } = clientFixture(() => ok(rows));
    await expect(client.lookupRead('/personnel/api/v2/positions/', [1, 2])).resolves.toEqual(rows);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/web/personnel/api/v2/positions/read/', body: { items: [1, 2] } });
  });

  it('fetchEmployeePage: reads data.total and data.data; filter ids comma-joined', async () => {
    const rows = [{ id: 1, emp_code: 'E1', first_name: 'Ana' }];
    const { client, requests } = clientFixture(() => ok({ data: rows, total: 41, page: 2, page_size: 10, next: 3 }));
    const page = await client.fetchEmployeePage('/personnel/api/v2/employees/', {
      page: 2,
      page_size: 10,
      search: 'an',
      department__in: [1, 2],
      area__in: [],
    });
    expect(page).toEqual({ rows, total: 41 });
    expect(Object.fromEntries(query(requests[0]))).toEqual({
      page: '2', page_size: '10', search: 'an', department__in: '1,2', area__in: '',
    });
  });

  it('resolveIds: id__in with page_size 50, paged until total is reached', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => i + 1);
    const { client, requests } = clientFixture((request) => {
      const page = Number(query(request).get('page'));
      const slice = ids.slice((page - 1) * 50, page * 50).map((id) => ({ id }));
      return ok({ data: slice, total: 120, page, page_size: 50, next: page < 3 ? page + 1 : null });
    });
    const rows = await client.resolveIds('/personnel/api/v2/employees/', ids);
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(requests).toHaveLength(3);
    for (const [i, request] of requests.entries()) {
      expect(query(request).get('id__in')).toBe(ids.join(','));
      expect(query(request).get('page_size')).toBe('50');
      expect(query(request).get('page')).toBe(String(i + 1));
    }
  });

  it('resolveIds: no ids, no request; an empty page stops the paging', async () => {
    const { client, requests } = clientFixture(() => ok({ data: [], total: 10, page: 1, page_size: 50, next: null }));
    await expect(client.resolveIds('/x/', [])).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
    await expect(client.resolveIds('/x/', [1, 1, 2])).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
    expect(query(requests[0]).get('id__in')).toBe('1,2');
  });

  it('treeAction: GET {uri}{view}/ (view tree by default); reads isSuccess and data', async () => {
    const nodes = [{ id: 1, name: 'Root', parent: null }, { id: 2, name: 'Child', parent: 1 }];
    const { client, requests } = clientFixture(() => ({ data: { code: 'ZGEN0000', context: {}, isSuccess: true, data: nodes } }));
    await expect(client.treeAction('/personnel/api/v2/departments/')).resolves.toEqual(nodes);
    await client.treeAction('/personnel/api/v2/areas/', 'access_tree');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /web/personnel/api/v2/departments/tree/',
      'GET /web/personnel/api/v2/areas/access_tree/',
    ]);
  });

  it('treeAction: no rows when isSuccess is false', async () => {
    const { client } = clientFixture(() => ({ data: { code: 'ZGEN0000', context: {}, isSuccess: false, data: [{ id: 1 }] } }));
    await expect(client.treeAction('/x/')).resolves.toEqual([]);
  });
});
