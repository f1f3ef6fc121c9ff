import { clientFixture } from './test-support/client-fixture';
import { freshToken, ok } from './test-support/fake-transport';

const BASE = '/personnel/api/v2/departments/';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', freshToken());
  localStorage.setItem('refreshToken', 'r1');
});

function setup() {
  return clientFixture(() => ok({ done: true }));
}

describe('generic helpers (SPEC §7)', () => {
  it('list: GET base with params, arrays without indices', async () => {
    const { client, requests } = setup();
    await client.list(BASE, { page: 1, page_size: 20, id: [3, 4], search: 'ops' });
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url).toBe('/web/personnel/api/v2/departments/?page=1&page_size=20&id=3&id=4&search=ops');
  });

  it('create: POST base with a JSON body', async () => {
    const { client, requests } = setup();
    await client.create(BASE, { name: 'Ops' });
    expect(requests[0]).toMatchObject({ method: 'POST', path: `/web${BASE}`, body: { name: 'Ops' } });
    expect(requests[0].headers['content-type']).toBe('application/json');
  });

  it('createForm: POST multipart with a FormData body built from a record', async () => {
    const { client, requests } = setup();
    const logo = new Blob(['png'], { type: 'image/png' });
    await client.createForm(BASE, { name: 'Ops', tags: ['a', 'b'], logo, skipped: undefined });
    const sent = requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('multipart/form-data');
    expect(sent.body).toBeInstanceOf(FormData);
    const form = sent.body as FormData;
    expect(form.get('name')).toBe('Ops');
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('logo')).toBeInstanceOf(Blob);
    expect(form.has('skipped')).toBe(false);
  });

  it('createForm: sends a given FormData as it is', async () => {
    const { client, requests } = setup();
    const form = new FormData();
    form.append('x', '1');
    await client.createForm(BASE, form);
    expect(requests[0].body).toBe(form);
  });

  it('retrieve: GET {base}{id}/', async () => {
    const { client, requests } = setup();
    await client.retrieve(BASE, 12);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/web/personnel/api/v2/departments/12/' });
  });

  it('accepts a base without the trailing slash and encodes ids', async () => {
    const { client, requests } = setup();
    await client.retrieve('/personnel/api/v2/departments', 'a/b');
    expect(requests[0].path).toBe('/web/personnel/api/v2/departments/a%2Fb/');
  });

  it('update: PUT {base}{id}/ with JSON; updateForm: PUT multipart', async () => {
    const { client, requests } = setup();
    await client.update(BASE, 5, { name: 'A' });
    await client.updateForm(BASE, 5, { name: 'B' });
    expect(requests[0]).toMatchObject({ method: 'PUT', path: `/web${BASE}5/`, body: { name: 'A' } });
    expect(requests[1]).toMatchObject({ method: 'PUT', path: `/web${BASE}5/` });
    expect(requests[1].headers['content-type']).toBe('multipart/form-data');
    expect((requests[1].body as FormData).get('name')).toBe('B');
  });

  it('partialUpdate: PATCH {base}{id}/ with JSON; partialUpdateForm: PATCH multipart', async () => {
    const { client, requests } = setup();
    await client.partialUpdate(BASE, 5, { name: 'A' });
    await client.partialUpdateForm(BASE, 5, { name: 'B' });
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: `/web${BASE}5/`, body: { name: 'A' } });
    expect(requests[1]).toMatchObject({ method: 'PATCH', path: `/web${BASE}5/` });
    expect(requests[1].headers['content-type']).toBe('multipart/form-data');
  });

  it('destroy: DELETE {base}{id}/', async () => {
    const { client, requests } = setup();
    await client.destroy(BASE, 9);
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `/web${BASE}9/` });
  });

  it('multiDestroy: DELETE {base}multi-destroy/ with a body', async () => {
    const { client, requests } = setup();
    await client.multiDestroy(BASE, { ids: [1, 2] });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `/web${BASE}multi-destroy/`, body: { ids: [1, 2] } });
  });

  it('action: POST on {base}{id}/ and on {base}{sub}/{id}/', async () => {
    const { client, requests } = setup();
    await client.action('/device/api/v2/terminals/', 'reload_user', { sn: 'X' });
    await client.action('/device/api/v2/terminals/', 7, { force: true }, { sub: 'sync' });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/web/device/api/v2/terminals/reload_user/', body: { sn: 'X' } });
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/web/device/api/v2/terminals/sync/7/', body: { force: true } });
  });

  it('query: GET on {base}{id}/ and on {base}{sub}/{id}/ with params', async () => {
    const { client, requests } = setup();
    await client.query('/vendor/api/v2/dashboard/', 'get_sales_data', { year: 2026 });
    await client.query('/personnel/api/v2/areas/', 3, undefined, { sub: 'access_areas' });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/web/vendor/api/v2/dashboard/get_sales_data/?year=2026' });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/web/personnel/api/v2/areas/access_areas/3/' });
  });

  it('passes { auth: false } through the helpers', async () => {
    const { client, requests } = setup();
    await client.create('/device/api/v2/biophotos/self_register/', { company_id: 1 }, { auth: false });
    expect(requests[0].headers.authorization).toBeUndefined();
  });
});

describe('download (SPEC §7)', () => {
  it('GET as a blob, named from Content-Disposition', async () => {
    const file = new Blob(['a,b'], { type: 'text/csv' });
    const { client, requests } = clientFixture(() => ({
      data: file,
      headers: { 'Content-Disposition': 'attachment; filename="transactions.csv"' },
    }));
    const result = await client.download('/att/api/v2/transactions/export/', { params: { month: '2026-11' } });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/web/att/api/v2/transactions/export/?month=2026-11' });
    expect(result).toEqual({ blob: file, fileName: 'transactions.csv', status: 200 });
  });

  it('POST with a body when one is given, named after the last path segment', async () => {
    const { client, requests } = clientFixture(() => ({ data: new Blob(['%PDF']) }));
    const result = await client.download('/report/api/v2/files/summary.pdf', { body: { ids: [1] } });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { ids: [1] } });
    expect(result.fileName).toBe('summary.pdf');
  });

  it('reports 202 (a background export job started) so the caller follows the job', async () => {
    const { client } = clientFixture(() => ({ status: 202, data: new Blob([JSON.stringify({ code: 'ZGEN0000', context: {}, data: { job: 7 } })]) }));
    await expect(client.download('/personnel/api/v2/locations/export/')).resolves.toMatchObject({ status: 202 });
  });

  it('falls back to download_file', async () => {
    const { client } = clientFixture(() => ({ data: new Blob(['x']) }));
    await expect(client.download('/report/api/v2/export/')).resolves.toMatchObject({ fileName: 'download_file' });
  });

  it('rejects after the SPEC §8 toast when the server answers 400, reading the JSON error blob', async () => {
    const errorBlob = new Blob([JSON.stringify({ code: 'ZATT0400', context: { message: 'No rows' }, data: null })]);
    const { client, toasts } = clientFixture(() => ({ status: 400, data: errorBlob }));
    await expect(client.download('/att/api/v2/export/')).rejects.toMatchObject({
      reason: 'status',
      status: 400,
      response: { code: 'ZATT0400' },
    });
    expect(toasts).toEqual([{ type: 'error', message: 'No rows' }]);
  });
});
