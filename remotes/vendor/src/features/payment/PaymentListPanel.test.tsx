import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastQueue } from '@timekeep/ui';
import { PAYMENTS_URL, queriesTo, renderWithServer } from './back-office-fake';
import { PaymentListPanel } from './PaymentListPanel';

configure({ asyncUtilTimeout: 5000 });
// getByRole walks the whole antd tree in jsdom; label and text queries keep these tests fast on a loaded machine.
jest.setTimeout(60000);

const renderPanel = () => renderWithServer((client) => <PaymentListPanel client={client} />);
const toasts = () => toastQueue.getVisible().map((toast) => toast.message);

beforeEach(() => toastQueue.clear());

describe('vendor payment (transaction) list', () => {
  it('reads the settlements page by page with their order and company', async () => {
    const { requests, payments } = renderPanel();
    await screen.findByText('TXN-24');
    expect(queriesTo(requests, PAYMENTS_URL)).toEqual(['?page=1&page_size=20']);
    expect(screen.getByText(`Total: ${payments.length}`)).toBeInTheDocument();
    const row = screen.getByText('TXN-24').closest('tr') as HTMLElement;
    expect(within(row).getByText('ORD-024')).toBeInTheDocument();
    expect(within(row).getByText('Globex Corporation')).toBeInTheDocument();
    expect(within(row).getByText('PAYER-9')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
  });

  it('offers only settled statuses and filters by one', async () => {
    const { requests } = renderPanel();
    await screen.findByText('TXN-24');
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(4));
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
    expect(offered).toEqual(['Paid', 'Cancelled', 'Declined', 'Failed']);
    fireEvent.click(screen.getByText('Declined', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(queriesTo(requests, PAYMENTS_URL).at(-1)).toBe('?page=1&page_size=20&status=DECLINED'));
    await waitFor(() => expect(screen.getByText('Total: 5')).toBeInTheDocument());
  });

  it('searches and opens a payment with the provider answer', async () => {
    const { requests } = renderPanel();
    await screen.findByText('TXN-24');
    const search = screen.getByPlaceholderText('Transaction, reference, payer, order or company');
    fireEvent.change(search, { target: { value: 'TXN-22' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByText('Total: 1')).toBeInTheDocument());
    expect(queriesTo(requests, PAYMENTS_URL).at(-1)).toBe('?page=1&page_size=20&search=TXN-22');
    fireEvent.click(screen.getByLabelText('Details of TXN-22'));
    const drawer = (await screen.findByText(/^(Order|Payment) /, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('Payment TXN-22')).toBeInTheDocument();
    expect(within(drawer).getByText('Cancelled')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Provider answer')).toHaveTextContent('"code": 3');
    expect(requests.some((r) => r.path === `${PAYMENTS_URL}122/`)).toBe(true);
  });

  it('exports the filtered settlements', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:payments'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderPanel();
    await screen.findByText('TXN-24');
    const search = screen.getByPlaceholderText('Transaction, reference, payer, order or company');
    fireEvent.change(search, { target: { value: 'globex' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queriesTo(requests, PAYMENTS_URL).at(-1)).toContain('search=globex'));
    fireEvent.click(screen.getByText('Export CSV'));
    await waitFor(() => expect(toasts()).toContain('Downloaded payments-20261122.csv.'));
    expect(queriesTo(requests, `${PAYMENTS_URL}export/`)).toEqual(['?search=globex']);
  });
});
