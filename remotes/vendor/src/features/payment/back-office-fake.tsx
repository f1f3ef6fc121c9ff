/**
 * Test support: an in-memory vendor back-office server (orders, payments, companies, exports) behind the real
 * api-client, and the providers a screen renders under in the shell.
 */
import '@timekeep/ui/src/widgets/test-utils/messageChannelPolyfill';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createApiClient, type ApiClient } from '@timekeep/api-client';
import { createFakeTransport, makeJwt, type RecordedRequest } from '@timekeep/api-client/src/test-support/fake-transport';
import type { VendorOrderRecord, VendorPaymentDetail, VendorPaymentRecord } from '@timekeep/contracts';
import { createTestI18n } from '@timekeep/i18n/testing';
import { AppProvider, DialogProvider, type WidgetServices } from '@timekeep/ui';

export const ORDERS_URL = '/web/vendor/api/v2/orders/';
export const PAYMENTS_URL = '/web/vendor/api/v2/payments/';
const COMPANIES_URL = '/web/vendor/api/v2/companies/';

const COMPANIES = [
  { id: 1, company_name: 'Acme Trading', company_domain: 'acme', display_name: 'Acme Trading' },
  { id: 2, company_name: 'Globex Corporation', company_domain: 'globex', display_name: 'Globex Corporation' },
];
const STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'DECLINED', 'FAILED'] as const;

/** 25 orders, newest first: ORD-025 … ORD-001; odd numbers Acme/telr, even Globex/paypal; status by n mod 5. */
function order(n: number): VendorOrderRecord {
  const company = COMPANIES[n % 2 === 1 ? 0 : 1];
  const status = STATUSES[n % 5];
  const created = new Date(Date.UTC(2026, 10, n, 12, 0, 0));
  return {
    id: n,
    company: company.id,
    company_name: company.company_name,
    company_domain: company.company_domain,
    order_no: `ORD-${String(n).padStart(3, '0')}`,
    plan: 'standard-monthly',
    amount: n % 2 === 1 ? '99.00' : '29.00',
    currency: n % 2 === 1 ? 'AED' : 'USD',
    provider: n % 2 === 1 ? 'telr' : 'paypal',
    provider_ref: `REF-${n}`,
    status,
    paid_at: status === 'PAID' ? new Date(created.getTime() + 300_000).toISOString() : null,
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
  };
}

function paymentOf(o: VendorOrderRecord): VendorPaymentDetail {
  return {
    id: 100 + o.id,
    company: o.company,
    company_name: o.company_name,
    company_domain: o.company_domain,
    order: o.id,
    order_no: o.order_no,
    provider: o.provider,
    provider_ref: o.provider_ref,
    transaction_ref: `TXN-${o.id}`,
    status: o.status as VendorPaymentRecord['status'],
    amount: o.amount,
    currency: o.currency,
    payer_id: o.provider === 'paypal' ? 'PAYER-9' : '',
    created_at: o.paid_at ?? o.updated_at,
    provider_answer: { order: { ref: o.provider_ref, status: { code: 3 } } },
  };
}

const envelope = (data: unknown, code = 'ZVEN0000') => ({ code, context: {}, data });

export interface FakeOptions {
  /** Every call answers 403 (a caller who is not a vendor operator). */
  forbidden?: boolean;
}

export function backOfficeServer(options: FakeOptions = {}) {
  const orders = Array.from({ length: 25 }, (_, i) => order(25 - i));
  const payments = orders.filter((o) => o.status !== 'PENDING').map(paymentOf);
  const matches = (query: URLSearchParams, row: { company: number; provider: string; status: string; created_at: string }, text: string) => {
    const search = query.get('search')?.toLowerCase();
    const day = row.created_at.slice(0, 10);
    return (
      (!search || text.toLowerCase().includes(search)) &&
      (!query.get('status') || row.status === query.get('status')) &&
      (!query.get('provider') || row.provider === query.get('provider')) &&
      (!query.get('company') || row.company === Number(query.get('company'))) &&
      (!query.get('date_from') || day >= (query.get('date_from') ?? '')) &&
      (!query.get('date_to') || day <= (query.get('date_to') ?? ''))
    );
  };
  const page = (query: URLSearchParams, rows: unknown[]) => {
    const number = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    return envelope({ data: rows.slice((number - 1) * size, number * size), total: rows.length, page: number, page_size: size, next: null });
  };
  const { adapter, requests } = createFakeTransport((request: RecordedRequest) => {
    if (options.forbidden) return { status: 403, data: { code: 'ZGEN0403', context: { message: 'Only vendor operators' }, data: null } };
    const query = new URL(request.url, 'http://x').searchParams;
    const foundOrders = () => orders.filter((o) => matches(query, o, `${o.order_no} ${o.provider_ref} ${o.plan} ${o.company_name}`));
    const foundPayments = () => payments.filter((p) => matches(query, p, `${p.transaction_ref} ${p.provider_ref} ${p.payer_id} ${p.order_no} ${p.company_name}`));
    const csv = (name: string, lines: string[]) => ({
      data: new Blob([lines.join('\r\n')], { type: 'text/csv' }),
      headers: { 'content-disposition': `attachment; filename="${name}"` },
    });
    if (request.path === ORDERS_URL) return { data: page(query, foundOrders()) };
    if (request.path === PAYMENTS_URL) return { data: page(query, foundPayments()) };
    if (request.path === `${ORDERS_URL}export/`) return csv('orders-20261122.csv', foundOrders().map((o) => o.order_no));
    if (request.path === `${PAYMENTS_URL}export/`) return csv('payments-20261122.csv', foundPayments().map((p) => p.transaction_ref));
    if (request.path === COMPANIES_URL) return { data: page(new URLSearchParams({ page: '1', page_size: '20' }), COMPANIES) };
    const oneOrder = /orders\/(\d+)\/$/.exec(request.path);
    if (oneOrder) {
      const found = orders.find((o) => o.id === Number(oneOrder[1]));
      const payment = payments.find((p) => p.order === found?.id) ?? null;
      return found ? { data: envelope({ ...found, payment }) } : { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
    }
    const onePayment = /payments\/(\d+)\/$/.exec(request.path);
    if (onePayment) {
      const found = payments.find((p) => p.id === Number(onePayment[1]));
      return found ? { data: envelope(found) } : { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
    }
    return { status: 404, data: { code: 'ZGEN0404', context: {}, data: null } };
  });
  const storage = new Map<string, string>([['accessToken', makeJwt({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 })]]);
  const i18n = createTestI18n('en');
  const client = createApiClient({
    adapter,
    storage: () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }),
    hooks: { translate: (key, opts) => i18n.t(key, opts), notify: () => undefined, navigate: () => undefined, timezone: 'UTC' },
  });
  return { client, requests, orders, payments, i18n };
}

function servicesOf(client: ApiClient): WidgetServices {
  return { get: (path, params) => client.get(path, params), post: (path, body) => client.post(path, body) };
}

/** Renders a panel (given the fake's client) under the providers the shell gives every screen. */
export function renderWithServer(panel: (client: ApiClient) => ReactElement, options: FakeOptions = {}) {
  const server = backOfficeServer(options);
  render(
    <I18nextProvider i18n={server.i18n}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <AppProvider services={servicesOf(server.client)}>
            <DialogProvider>{panel(server.client)}</DialogProvider>
          </AppProvider>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
  return server;
}

/** The query strings of the GET calls to `path`, in order. */
export function queriesTo(requests: RecordedRequest[], path: string): string[] {
  return requests.filter((r) => r.method === 'GET' && r.path === path).map((r) => new URL(r.url, 'http://x').search);
}
