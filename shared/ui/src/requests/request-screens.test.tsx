import '../widgets/test-utils/messageChannelPolyfill';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceList } from '../resource/ResourceList';
import { createResourceHarness, envelope, pageOf, queryOf, type RecordedRequest } from '../resource/testing/resource-harness';
import { captureDownloads } from '../resource/testing/downloads';
import { toastQueue } from '../toast/toast-queue';
import { requestDeclaration } from './request-screens';

configure({ asyncUtilTimeout: 10000 });
// antd modals take seconds on the shared, loaded test machine.
jest.setTimeout(120000);

const LEAVES = '/web/att/api/v2/leaves/';
const LEAVE_TYPES = '/web/att/api/v2/leave-types/';
const BALANCES = '/web/att/api/v2/leave-balances/';

const leave = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  employee: 1001,
  employee_name: '1001 Ana Ruiz',
  leave_type: 2,
  start_time: '2026-03-02 00:00:00',
  end_time: '2026-03-02 23:59:59',
  reason: 'Family',
  attachment: '',
  days: 1,
  status: 'pending',
  level: 1,
  levels: 2,
  created_at: '2026-03-01 10:00:00',
  history: [],
  ...extra,
});

const decided = leave(6, {
  status: 'approved',
  level: 2,
  history: [
    { level: 1, user: null, employee: 7, name: '1007 Head', decision: 'approved', comment: 'fine', time: '2026-03-01 11:00:00' },
    { level: 2, user: 3, employee: null, name: 'hr@demo.test', decision: 'approved', comment: '', time: '2026-03-01 12:00:00' },
  ],
});

function server(extra?: (request: RecordedRequest) => { status?: number; data: unknown; headers?: Record<string, string> } | undefined) {
  return createResourceHarness((request) => {
    const own = extra?.(request);
    if (own) return own;
    if (request.method === 'GET' && request.path === LEAVES) return { data: pageOf([leave(5), decided], queryOf(request)) };
    if (request.method === 'POST' && /\/leaves\/\d+\/(approve|reject|withdraw)\/$/.test(request.path)) return { data: envelope(leave(5, { status: 'approved' }), 'ZAPR0000') };
    if (request.method === 'POST' && request.path === `${LEAVE_TYPES}read/`) return { data: envelope([{ id: 2, name: 'Annual' }], 'ZAPR0000') };
    if (request.method === 'GET' && request.path === `${LEAVE_TYPES}2/`) return { data: envelope({ id: 2, name: 'Annual' }, 'ZAPR0000') };
    if (request.method === 'GET' && request.path === LEAVE_TYPES) return { data: pageOf([{ id: 2, name: 'Annual' }], queryOf(request)) };
    if (request.method === 'GET' && request.path === BALANCES) {
      return { data: envelope([{ employee: 1001, leave_type: 2, year: 2026, entitled: 2, taken: 1, pending: 0.5, balance: 0.5 }], 'ZAPR0000') };
    }
    return { status: 404, data: envelope(null, 'ZGEN0404') };
  });
}

const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;
const modalTitled = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

beforeEach(() => toastQueue.clear());

describe('/att/leave (administrators)', () => {
  it('lists requests with their employee, coloured status and level; approves one with a comment and shows who decided what', async () => {
    const { requests, renderScreen } = server();
    renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'admin', client)} client={client} />);
    expect((await screen.findAllByText('1001 Ana Ruiz')).length).toBe(2);
    expect(await screen.findAllByText('Annual')).toHaveLength(2);
    expect(screen.getByText('Pending').closest('.ant-tag')?.className).toContain('gold');
    expect(screen.getByText('1/2')).toBeTruthy();
    // A decided request offers no decision any more.
    expect(screen.queryByLabelText('Approve #6')).toBeNull();

    fireEvent.click(screen.getByLabelText('Approve #5'));
    const dialog = await modalTitled('Approve requests: 1');
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: ' ok ' } });
    fireEvent.click(buttonIn(dialog, 'Approve'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === `${LEAVES}5/approve/`)).toBe(true));
    expect(requests.find((r) => r.path === `${LEAVES}5/approve/`)?.body).toEqual({ comment: 'ok' });
    await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toContain('Approved: 1'));

    fireEvent.click(screen.getByLabelText('History of #6'));
    const history = await modalTitled('Approval history');
    expect(within(history).getByText('1007 Head')).toBeTruthy();
    expect(within(history).getByText('hr@demo.test')).toBeTruthy();
    expect(within(history).getByText('fine')).toBeTruthy();
    expect(within(history).getByText('Level 2 of 2')).toBeTruthy();
  });

  it('approves the selected requests in bulk', async () => {
    const { requests, renderScreen } = server();
    renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'admin', client)} client={client} />);
    await screen.findAllByText('1001 Ana Ruiz');
    const checkboxes = screen.getAllByRole('checkbox');
    fireEvent.click(checkboxes[1]);
    fireEvent.click(checkboxes[2]);
    fireEvent.click(screen.getByTestId('request-approve-selected'));
    const dialog = await modalTitled('Approve requests: 2');
    fireEvent.click(buttonIn(dialog, 'Approve'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/approve/')).map((r) => r.path)).toEqual([`${LEAVES}5/approve/`, `${LEAVES}6/approve/`]));
    await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toContain('Approved: 2'));
  });
});

describe('/personal/request/leave (the employee)', () => {
  it('files a whole day for themselves with the balance shown, and shows the refusal with the balance translated', async () => {
    const { requests, renderScreen } = server((request) =>
      request.method === 'POST' && request.path === LEAVES
        ? { status: 400, data: { code: 'ZAPR0003', context: { params: { days: 1, balance: 0.5, year: 2026 } }, data: null } }
        : undefined,
    );
    renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'personal', client)} client={client} />);
    await screen.findAllByText('Annual');
    // Their own list: no employee column, no approving.
    expect(screen.queryByText('1001 Ana Ruiz')).toBeNull();
    expect(screen.queryByLabelText('Approve #5')).toBeNull();
    expect(screen.queryByLabelText('Withdraw #6')).toBeTruthy();

    fireEvent.click(buttonIn(document.body, 'New request'));
    const form = await modalTitled('New request: Leave');
    expect(within(form).queryByLabelText('Employee')).toBeNull();
    fireEvent.mouseDown(within(form).getByLabelText('Leave types'));
    fireEvent.click(await screen.findByTitle('Annual'));
    expect(await within(form).findByText('Balance 2026: 0.5 of 2 days (taken 1, pending 0.5)')).toBeTruthy();
    const start = within(form).getByLabelText('Start');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2026-03-04 09:00:00' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(buttonIn(form, 'Whole day'));
    fireEvent.click(buttonIn(form, 'Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === LEAVES)).toBe(true));
    expect(requests.find((r) => r.method === 'POST' && r.path === LEAVES)?.body).toEqual({
      leave_type: 2,
      start_time: '2026-03-04 00:00:00',
      end_time: '2026-03-04 23:59:59',
      reason: '',
    });
    expect(await within(form).findByText('The leave needs 1 days but only 0.5 are left in 2026.')).toBeTruthy();
  });

  it('changes a pending request by PATCH and withdraws it', async () => {
    const { requests, renderScreen } = server((request) => (request.method === 'PATCH' ? { data: envelope(leave(5, { reason: 'Moved' }), 'ZAPR0000') } : undefined));
    renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'personal', client)} client={client} />);
    fireEvent.click(await screen.findByLabelText('Change #5'));
    const form = await modalTitled('Change request: Leave');
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Moved' } });
    fireEvent.click(buttonIn(form, 'Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH' && r.path === `${LEAVES}5/`)).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ reason: 'Moved', leave_type: 2 });

    fireEvent.click(screen.getByLabelText('Withdraw #5'));
    const dialog = await modalTitled('Withdraw the request');
    fireEvent.click(buttonIn(dialog, 'Withdraw'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === `${LEAVES}5/withdraw/`)).toBe(true));
  });
});

describe('/personal/approval/leave (what waits for me)', () => {
  it('lists only what waits for the signed-in person and files nothing', async () => {
    const { requests, renderScreen } = server();
    renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'approval', client)} client={client} />);
    await screen.findAllByText('1001 Ana Ruiz');
    expect(queryOf(requests.find((r) => r.method === 'GET' && r.path === LEAVES) as RecordedRequest).get('approver')).toBe('me');
    expect(screen.queryByText('New request')).toBeNull();
    expect(screen.queryByLabelText('Withdraw #5')).toBeNull();
    expect(screen.getByLabelText('Reject #5')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    const { renderScreen } = createResourceHarness((request) => (request.path === LEAVES ? { data: pageOf([leave(5)], queryOf(request)) } : { status: 404, data: envelope(null, 'ZGEN0404') }), { lng: 'ar' });
    renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'approval', client)} client={client} />);
    expect(await screen.findByText('قيد الانتظار')).toBeTruthy();
    expect(screen.getByText('موافقة')).toBeTruthy();
  });
});

describe('a leave\'s proof (ADR 0093)', () => {
  it('the approver downloads the attached proof with their session; the requester attaches one and sees a refusal translated', async () => {
    const downloads = captureDownloads();
    try {
      const attached = leave(5, { attachment_name: 'note.pdf' });
      const { requests, renderScreen } = server((request) => {
        if (request.method === 'GET' && request.path === LEAVES) return { data: pageOf([attached], queryOf(request)) };
        if (request.method === 'GET' && request.path === `${LEAVES}5/attachment/`) return { data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), headers: { 'content-disposition': 'attachment; filename="note.pdf"' } };
        if (request.method === 'POST' && request.path === `${LEAVES}5/attachment/`) return { status: 400, data: { code: 'ZAPR0013', context: { params: { types: 'PDF, JPEG, PNG' } }, data: null } };
        return undefined;
      });
      const view = renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'approval', client)} client={client} />);
      fireEvent.click(await screen.findByLabelText('Download note.pdf'));
      await waitFor(() => expect(downloads.saved.map((file) => file.fileName)).toEqual(['note.pdf']));
      expect(requests.some((r) => r.method === 'GET' && r.path === `${LEAVES}5/attachment/`)).toBe(true);
      // Approvers attach nothing.
      expect(screen.queryByText('Replace the proof')).toBeNull();
      view.unmount();

      renderScreen((client) => <ResourceList declaration={requestDeclaration('leave', 'personal', client)} client={client} />);
      await screen.findByLabelText('Download note.pdf');
      const input = screen.getByTestId('request-attachment-input') as HTMLInputElement;
      expect(input.accept).toContain('application/pdf');
      fireEvent.change(input, { target: { files: [new File(['hello'], 'note.txt', { type: 'text/plain' })] } });
      await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === `${LEAVES}5/attachment/`)).toBe(true));
      await waitFor(() => expect(toastQueue.getVisible().map((t) => t.message)).toContain('The attachment must be a PDF, JPEG or PNG file.'));
    } finally {
      downloads.restore();
    }
  });
});
