import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastQueue } from '@timekeep/ui';
import { ORDERS_URL, queriesTo, renderWithServer } from './back-office-fake';
import { OrderListPanel } from './OrderListPanel';

configure({ asyncUtilTimeout: 5000 });
// getByRole walks the whole antd tree in jsdom; label and text queries keep these tests fast on a loaded machine.
jest.setTimeout(60000);

const renderPanel = (options = {}) => renderWithServer((client) => <OrderListPanel client={client} />, options);
const toasts = () => toastQueue.getVisible().map((toast) => toast.message);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]);
}

beforeEach(() => toastQueue.clear());

describe('vendor order list', () => {
  it('reads server pages newest first and shows the total', async () => {
    const { requests } = renderPanel();
    await screen.findByText('ORD-025');
    expect(queriesTo(requests, ORDERS_URL)).toEqual(['?page=1&page_size=20']);
    expect(screen.getByText('Total: 25')).toBeInTheDocument();
    expect(screen.queryByText('ORD-005')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('ORD-005');
    expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=2&page_size=20');
    expect(screen.queryByText('ORD-025')).not.toBeInTheDocument();
  });

  it('shows company, money in the reader language, provider and translated status', async () => {
    renderPanel();
    const row = (await screen.findByText('ORD-021')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Acme Trading')).toBeInTheDocument();
    expect(within(row).getByText('Telr')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText(/AED\s?99\.00/)).toBeInTheDocument();
  });

  it('keeps the Actions column pinned to the row end, so the table scrolling sideways never hides it', async () => {
    renderPanel();
    await screen.findByText('ORD-025');
    const header = screen.getAllByText('Actions').map((text) => text.closest('th')).find((cell) => cell !== null);
    expect(header?.className).toMatch(/ant-table-cell-fix-end\b/);
    const button = screen.getByLabelText('Details of ORD-025');
    expect((button.closest('td') as HTMLElement).className).toMatch(/ant-table-cell-fix-end\b/);
  });

  it('searches on Enter from page 1', async () => {
    const { requests } = renderPanel();
    await screen.findByText('ORD-025');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('ORD-005');
    const search = screen.getByPlaceholderText('Order no., reference, plan or company');
    fireEvent.change(search, { target: { value: ' ORD-007 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=1&page_size=20&search=ORD-007'));
    await waitFor(() => expect(screen.getByText('Total: 1')).toBeInTheDocument());
  });

  it('filters by status, provider and company together, and resets them', async () => {
    const { requests } = renderPanel();
    await screen.findByText('ORD-025');
    await choose('Status', 'Pending');
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=1&page_size=20&status=PENDING'));
    await choose('Provider', 'PayPal');
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=1&page_size=20&status=PENDING&provider=paypal'));
    await choose('Company', 'Globex Corporation');
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=1&page_size=20&status=PENDING&provider=paypal&company=2'));
    // Pending PayPal orders of Globex: ORD-020 and ORD-010.
    await waitFor(() => expect(screen.getByText('Total: 2')).toBeInTheDocument());
    expect(screen.getByText('ORD-020')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Reset filters'));
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=1&page_size=20'));
  });

  it('filters by days and refuses an end day before the start day without asking the server', async () => {
    const { requests } = renderPanel();
    await screen.findByText('ORD-025');
    const from = screen.getByLabelText('From date');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toBe('?page=1&page_size=20&date_from=2026-11-10'));
    const calls = queriesTo(requests, ORDERS_URL).length;
    const to = screen.getByLabelText('To date');
    fireEvent.mouseDown(to);
    fireEvent.change(to, { target: { value: '2026-11-05' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(toasts()).toContain('The end date must not be before the start date.'));
    expect(queriesTo(requests, ORDERS_URL)).toHaveLength(calls);
  });

  it('opens an order with its settlement and the provider answer in a drawer', async () => {
    const { requests } = renderPanel();
    await screen.findByText('ORD-021');
    fireEvent.click(screen.getByLabelText('Details of ORD-021'));
    const drawer = (await screen.findByText(/^(Order|Payment) /, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Order ORD-021')).toBeInTheDocument();
    expect(within(drawer).getByText('Acme Trading (acme)')).toBeInTheDocument();
    expect(within(drawer).getByText('TXN-21')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Provider answer')).toHaveTextContent('"ref": "REF-21"');
    expect(requests.some((r) => r.path === `${ORDERS_URL}21/`)).toBe(true);
    fireEvent.click(within(drawer).getByLabelText('Close'));
    fireEvent.click(screen.getByLabelText('Details of ORD-025'));
    expect(await screen.findByText('The provider has not settled this order yet.')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV under the server file name', async () => {
    const createObjectURL = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = renderPanel();
    await screen.findByText('ORD-025');
    await choose('Provider', 'Telr');
    await waitFor(() => expect(queriesTo(requests, ORDERS_URL).at(-1)).toContain('provider=telr'));
    fireEvent.click(screen.getByText('Export CSV'));
    await waitFor(() => expect(toasts()).toContain('Downloaded orders-20261122.csv.'));
    expect(queriesTo(requests, `${ORDERS_URL}export/`)).toEqual(['?provider=telr']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['orders-20261122.csv']);
  });

  it("explains a refusal with the server's translated message (a company user is not a vendor operator)", async () => {
    renderPanel({ forbidden: true });
    await waitFor(() => expect(toasts()).toContain('You do not have permission to perform this operation.'));
    expect(screen.getByText('No records match the filters.')).toBeInTheDocument();
  });
});
