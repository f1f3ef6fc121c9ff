import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastQueue } from '@timekeep/ui';
import { captureDownloads, createHarness, envelope, pageOf, queryOf, type RecordedRequest } from '../testing/panel-harness';
import { LocationListPanel } from './LocationListPanel';
import type { LocationRecord as LocationRow } from '@timekeep/contracts';

type LocationInput = Omit<LocationRow, 'id' | 'display_name'>;

configure({ asyncUtilTimeout: 5000 });
// The machine running the suite is shared and slow; antd modals take seconds there.
jest.setTimeout(120000);

const LOCATIONS = '/web/personnel/api/v2/locations/';

function location(n: number): LocationRow {
  return {
    id: n,
    name: `Site ${String(n).padStart(2, '0')}`,
    code: `S${n}`,
    address: n === 3 ? 'Calle 5, Monterrey' : `Street ${n}`,
    latitude: n === 1 ? 19.4326 : null,
    longitude: n === 1 ? -99.1332 : null,
    time_zone: n % 2 === 0 ? 'America/Monterrey' : 'America/Mexico_City',
    display_name: `Site ${n}`,
  };
}

/** An in-memory locations endpoint: 13 rows, paging, search, time_zone, create (duplicate names refused), update, delete. */
function fakeServer() {
  const rows = Array.from({ length: 13 }, (_, i) => location(i + 1));
  let nextId = 100;
  const harness = createHarness((request: RecordedRequest) => {
    const query = queryOf(request);
    const one = request.path.match(/locations\/(\d+)\/$/);
    if (request.method === 'GET' && request.path === LOCATIONS) {
      const search = query.get('search')?.toLowerCase();
      const zone = query.get('time_zone');
      const found = rows.filter(
        (r) => (!search || `${r.name} ${r.code} ${r.address}`.toLowerCase().includes(search)) && (!zone || r.time_zone === zone),
      );
      return { data: pageOf(found, query) };
    }
    if ((request.method === 'POST' && request.path === LOCATIONS) || (request.method === 'PUT' && one)) {
      const body = request.body as LocationInput;
      const id = one ? Number(one[1]) : nextId++;
      if (rows.some((r) => r.id !== id && r.name.toLowerCase() === body.name.toLowerCase())) {
        return { status: 400, data: { code: 'ZPER0003', context: { params: { name: body.name }, fields: { name: 'ZPER0003' } }, data: null } };
      }
      const saved = { ...body, id, display_name: body.name };
      if (one) rows.splice(rows.findIndex((r) => r.id === id), 1, saved);
      else rows.push(saved);
      return { data: envelope(saved) };
    }
    if (request.method === 'DELETE' && request.path === `${LOCATIONS}multi-destroy/`) {
      const ids = (request.body as { ids: number[] }).ids;
      for (const id of ids) rows.splice(rows.findIndex((r) => r.id === id), 1);
      return { data: envelope({ deleted: ids.length }) };
    }
    if (request.method === 'DELETE' && one) {
      rows.splice(rows.findIndex((r) => r.id === Number(one[1])), 1);
      return { data: envelope({ deleted: 1 }) };
    }
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  harness.renderPanel((client) => <LocationListPanel client={client} />);
  return { ...harness, rows };
}

const listQueries = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === LOCATIONS).map((r) => new URL(r.url, 'http://x').search);

async function chooseTimeZone(combobox: HTMLElement, zone: string) {
  fireEvent.mouseDown(combobox);
  fireEvent.change(combobox, { target: { value: zone } });
  const options = await screen.findAllByTitle(zone);
  fireEvent.click(options[options.length - 1]);
}

beforeEach(() => toastQueue.clear());

describe('location list', () => {
  it('reads server pages and searches from page 1', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    expect(listQueries(requests)[0]).toBe('?page=1&page_size=10');
    expect(screen.getByText('Total: 13')).toBeInTheDocument();
    expect(screen.getByText('19.432600')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Site 11');
    const search = screen.getByPlaceholderText('Name, code or address');
    fireEvent.change(search, { target: { value: ' monterrey ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&search=monterrey'));
    await screen.findByText('Site 03');
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('filters by time zone', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    await chooseTimeZone(screen.getByRole('combobox', { name: 'Filter by time zone' }), 'America/Monterrey');
    await waitFor(() => expect(listQueries(requests).at(-1)).toBe('?page=1&page_size=10&time_zone=America%2FMonterrey'));
    await waitFor(() => expect(screen.getByText('Total: 6')).toBeInTheDocument());
  });

  it('validates the form and sends nothing while it is invalid', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    fireEvent.click(screen.getByRole('button', { name: /Add location/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '20.5' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Gate <1>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Enter latitude and longitude together, or neither')).not.toHaveLength(0);
    expect(within(dialog).getByText('Illegal input: > = < are not allowed')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows a refused duplicate name, then creates with position and time zone', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    fireEvent.click(screen.getByRole('button', { name: /Add location/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Latitude'), { target: { value: '20.5' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'site 01' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Gate 1' } });
    fireEvent.change(within(dialog).getByLabelText('Longitude'), { target: { value: '-100.25' } });
    await chooseTimeZone(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'America/Mexico_City');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('location-form-error')).toHaveTextContent('The name site 01 is already in use.');

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' North Gate ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      name: 'North Gate',
      code: '',
      address: 'Gate 1',
      latitude: 20.5,
      longitude: -100.25,
      time_zone: 'America/Mexico_City',
    });
    expect(toastQueue.getVisible().map((t) => t.message)).toContain('Location North Gate was created.');
  });

  it('without a Maps key the Map button opens the manual form, which fills address, coordinates and time zone', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    fireEvent.click(screen.getByRole('button', { name: /Add location/ }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Plant 2' } });
    // The harness gives no Maps key: the map cannot be shown, so the field offers the manual form.
    fireEvent.click(within(form).getByRole('button', { name: 'Map' }));
    // The harness's antd gives every dialog the same labelled-by id: find the manual form by its title.
    const manualDialog = () => screen.queryAllByRole('dialog').find((d) => d.textContent?.startsWith('Enter the location'));
    const manual = await waitFor(() => manualDialog() ?? Promise.reject(new Error('no manual location form')));
    expect(within(manual).getByTestId('manual-location-notice')).toBeInTheDocument();
    expect(screen.queryByTestId('maps-unavailable')).toBeNull();
    fireEvent.change(within(manual).getByLabelText('Address'), { target: { value: 'Av. Constitución 400, Monterrey' } });
    fireEvent.change(within(manual).getByLabelText('Latitude'), { target: { value: '25.6714' } });
    fireEvent.change(within(manual).getByLabelText('Longitude'), { target: { value: '-100.3094' } });
    await chooseTimeZone(within(manual).getByRole('combobox', { name: 'Time zone' }), 'America/Monterrey');
    fireEvent.click(within(manual).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(manualDialog()).toBeUndefined());
    // Every value stays editable in the record form.
    expect(within(form).getByLabelText('Address')).toHaveValue('Av. Constitución 400, Monterrey');
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: 'Av. Constitución 401, Monterrey' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      name: 'Plant 2',
      code: '',
      address: 'Av. Constitución 401, Monterrey',
      latitude: 25.6714,
      longitude: -100.3094,
      time_zone: 'America/Monterrey',
    });
  });

  it('edits a location with PUT, keeping what was not changed', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Site 01' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Site 01');
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'HQ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`${LOCATIONS}1/`);
    expect(put?.body).toEqual({ name: 'Site 01', code: 'HQ', address: 'Street 1', latitude: 19.4326, longitude: -99.1332, time_zone: 'America/Mexico_City' });
    await screen.findByText('HQ');
  });

  it('deletes one after confirmation', async () => {
    const { requests, rows } = fakeServer();
    await screen.findByText('Site 01');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Site 01' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete location Site 01? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Site 01')).not.toBeInTheDocument());
    expect(rows).toHaveLength(12);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${LOCATIONS}1/`]);
  });

  it('deletes the selected rows with multi-destroy', async () => {
    const { requests } = fakeServer();
    await screen.findByText('Site 01');
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf('Site 02')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Site 03')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Site 02')).not.toBeInTheDocument());
    expect(requests.find((r) => r.path === `${LOCATIONS}multi-destroy/`)?.body).toEqual({ ids: [2, 3] });
    expect(screen.getByText('Total: 11')).toBeInTheDocument();
  });

  it('exports every row the filters match as CSV with translated headers', async () => {
    const downloads = captureDownloads();
    try {
      const { requests } = fakeServer();
      await screen.findByText('Site 01');
      await chooseTimeZone(screen.getByRole('combobox', { name: 'Filter by time zone' }), 'America/Mexico_City');
      await waitFor(() => expect(screen.getByText('Total: 7')).toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: /Export/ }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(listQueries(requests).at(-1)).toBe('?time_zone=America%2FMexico_City&page=1&page_size=500');
      expect(downloads.saved[0].fileName).toBe('locations.csv');
      const lines = (await downloads.text(downloads.saved[0].blob)).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('Name,Code,Address,Latitude,Longitude,Time zone');
      expect(lines).toHaveLength(8);
      expect(lines[1]).toBe('Site 01,S1,Street 1,19.4326,-99.1332,America/Mexico_City');
      expect(toastQueue.getVisible().map((t) => t.message)).toContain('Exported rows: 7');
    } finally {
      downloads.restore();
    }
  });
});
