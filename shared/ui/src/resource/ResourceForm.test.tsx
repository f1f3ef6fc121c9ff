import '../widgets/test-utils/messageChannelPolyfill';
import '@testing-library/jest-dom';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceContract } from '@timekeep/contracts';
import { toastQueue } from '../toast/toast-queue';
import type { ResourceDeclaration, ResourceRow } from './declaration';
import { ResourceList } from './ResourceList';
import { createResourceHarness, envelope, pageOf, queryOf, type RecordedRequest } from './testing/resource-harness';

configure({ asyncUtilTimeout: 5000 });
// antd modals take many seconds on the shared, loaded test machine.
jest.setTimeout(120000);

const BASE = '/web/test/api/v2/sites/';
const contract: ResourceContract = {
  name: 'test.site',
  path: '/test/api/v2/sites/',
  label: 'menu:company.location',
  fields: {
    name: { kind: 'text', label: 'per:location.fields.name', required: true, maxLength: 10, unique: true },
    floors: { kind: 'integer', label: 'per:location.fields.latitude', min: 0, max: 99, nullable: true },
  },
};
interface Site extends ResourceRow {
  name: string;
  floors: number | null;
}
const declaration: ResourceDeclaration<Site> = {
  contract,
  columns: [{ key: 'name' }, { key: 'floors' }],
  form: { fields: ['name', 'floors'] },
  rowLabel: (row) => row.name,
  export: 'server',
  import: true,
};

function server(handler: (request: RecordedRequest) => { status?: number; data?: unknown; headers?: Record<string, string> } | undefined) {
  const rows: Site[] = [{ id: 1, name: 'North', floors: 2 }];
  const harness = createResourceHarness((request) => {
    const own = handler(request);
    if (own) return own;
    if (request.method === 'GET' && request.path === BASE) return { data: pageOf(rows, queryOf(request)) };
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  harness.renderScreen((client) => <ResourceList declaration={declaration} client={client} />);
  return harness;
}

beforeEach(() => toastQueue.clear());

// Document-wide role queries take tens of seconds on the shared, loaded test machine (each checks the computed style
// of every element): the page is queried by label and text, roles only inside a dialog.
const modalOf = async (text: string) => (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;
const addButton = () => screen.getByText('Add').closest('button') as HTMLElement;
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;

describe('ResourceForm', () => {
  it('validates with the rules generated from the FieldSpecs before anything is sent', async () => {
    const { requests } = server(() => undefined);
    await screen.findByText('North');
    fireEvent.click(addButton());
    const dialog = await modalOf('New record: Location');
    fireEvent.click(buttonIn(dialog, 'Save'));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'A name too long' } });
    expect(await within(dialog).findByText('At most 10 characters')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields, translated from api:<code>", async () => {
    server((request) =>
      request.method === 'POST' && request.path === BASE
        ? { status: 400, data: { code: 'ZPER0003', context: { params: { name: 'North' }, fields: { name: 'ZPER0003' } }, data: null } }
        : undefined,
    );
    await screen.findByText('North');
    fireEvent.click(addButton());
    const dialog = await modalOf('New record: Location');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'North' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    const nameItem = within(dialog).getByLabelText('Name').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(nameItem.querySelector('.ant-form-item-explain-error')?.textContent).toMatch(/North/));
    expect(within(dialog).getByTestId('site-form-error')).toBeInTheDocument();
  });

  it('creates once however often Save is pressed while saving, then reloads', async () => {
    let release: () => void = () => undefined;
    const { requests } = server((request) => {
      if (request.method === 'POST' && request.path === BASE) {
        return new Promise((resolve) => {
          release = () => resolve({ data: envelope({ id: 2, name: 'South', floors: null }) });
        }) as never;
      }
      return undefined;
    });
    await screen.findByText('North');
    fireEvent.click(addButton());
    const dialog = await modalOf('New record: Location');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' South ' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'South', floors: null });
    release();
    await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Saved: South'));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('import and export', () => {
  it('a dry run with errors shows the per-row report and Import stays off; nothing is imported', async () => {
    const { requests } = server((request) =>
      request.method === 'POST' && request.path === `${BASE}import/`
        ? { data: envelope({ created: 0, updated: 0, errors: [{ row: 3, field: 'name', code: 'ZPER0003', message: 'duplicate' }, { row: 5, field: 'floors', code: 'max', message: 'At most 99' }] }, 'ZBLK0422') }
        : undefined,
    );
    await screen.findByText('North');
    fireEvent.click(screen.getByText('Import').closest('button') as HTMLElement);
    const dialog = await modalOf('Import from a file');
    const file = new File(['name\nNorth\n'], 'sites.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('File to import'), { target: { files: [file] } });
    fireEvent.click(buttonIn(dialog, 'Check file'));
    const report = await within(dialog).findByTestId('import-errors');
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(report).toHaveTextContent('5');
    expect(report).toHaveTextContent('At most 99');
    expect(report).toHaveTextContent('Latitude');
    expect(within(dialog).getByText('Rows with errors: 2. Nothing was imported.')).toBeInTheDocument();
    expect(buttonIn(dialog, 'Import')).toBeDisabled();
    const sent = requests.filter((r) => r.path === `${BASE}import/`);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toContain('dry_run=true');
    expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('a clean dry run enables Import, which writes and reloads', async () => {
    const { requests } = server((request) =>
      request.method === 'POST' && request.path === `${BASE}import/` ? { data: envelope({ created: 2, updated: 1, errors: [] }) } : undefined,
    );
    await screen.findByText('North');
    fireEvent.click(screen.getByText('Import').closest('button') as HTMLElement);
    const dialog = await modalOf('Import from a file');
    fireEvent.change(within(dialog).getByLabelText('File to import'), { target: { files: [new File(['x'], 'sites.xlsx')] } });
    fireEvent.click(buttonIn(dialog, 'Check file'));
    await within(dialog).findByText(/The file is valid: 2 new, 1 updated/);
    fireEvent.click(buttonIn(dialog, 'Import'));
    await waitFor(() => expect(toastQueue.getVisible().map((toast) => toast.message)).toContain('Imported: 2 new, 1 updated'));
    const sent = requests.filter((r) => r.path === `${BASE}import/`);
    expect(sent.map((r) => r.url.includes('dry_run'))).toEqual([true, false]);
  });

  it('an import answered with 202 follows the job with progress and shows its result as the answer', async () => {
    let polls = 0;
    server((request) => {
      if (request.method === 'POST' && request.path === `${BASE}import/`) return { status: 202, data: envelope({ job: 42 }) };
      if (request.path === '/web/api/v2/jobs/42/') {
        polls += 1;
        return {
          data: envelope(
            polls < 2
              ? { id: 42, status: 'running', progress: 50, file_url: null, result: null }
              : { id: 42, status: 'done', progress: 100, file_url: null, result: { created: 0, updated: 0, errors: [{ row: 4001, field: 'name', code: 'required', message: 'Required' }] } },
          ),
        };
      }
      return undefined;
    });
    await screen.findByText('North');
    fireEvent.click(screen.getByText('Import').closest('button') as HTMLElement);
    const dialog = await modalOf('Import from a file');
    fireEvent.change(within(dialog).getByLabelText('File to import'), { target: { files: [new File(['x'], 'sites.xlsx')] } });
    fireEvent.click(buttonIn(dialog, 'Check file'));
    expect(await within(dialog).findByTestId('import-progress')).toBeInTheDocument();
    const report = await within(dialog).findByTestId('import-errors', undefined, { timeout: 10000 });
    expect(report).toHaveTextContent('4001');
    expect(within(dialog).queryByTestId('import-progress')).toBeNull();
    expect(buttonIn(dialog, 'Import')).toBeDisabled();
  });

  it('an export answered with 202 follows the job with progress, then downloads its file', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let polls = 0;
    const { requests } = server((request) => {
      if (request.path === `${BASE}export/`) return { status: 202, data: new Blob([JSON.stringify(envelope({ job: 41 }))], { type: 'application/json' }) };
      if (request.path === '/web/api/v2/jobs/41/') {
        polls += 1;
        return { data: envelope(polls < 4 ? { id: 41, status: 'running', progress: 40, file_url: null } : { id: 41, status: 'done', progress: 100, file_url: '/web/api/v2/jobs/41/file/' }) };
      }
      if (request.path === '/web/api/v2/jobs/41/file/') return { data: new Blob(['a,b']), headers: { 'Content-Disposition': 'attachment; filename="sites.xlsx"' } };
      return undefined;
    });
    await screen.findByText('North');
    fireEvent.click(screen.getByText('Export').closest('button') as HTMLElement);
    fireEvent.click(await screen.findByText('Excel (XLSX)'));
    expect(await screen.findByTestId('export-progress')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['sites.xlsx']), { timeout: 20000 });
    expect(queryOf(requests.find((r) => r.path === `${BASE}export/`)!).get('format')).toBe('xlsx');
    expect(polls).toBe(4);
    click.mockRestore();
  });
});
