/**
 * A loopback fake of Telr's hosted-payment-page order API (`POST /gateway/order.json`, form encoded,
 * ivp_method / ivp_store / ivp_authkey / order_ref), answering like Telr: `{method, order: {ref, cartid,
 * amount, currency, description, status: {code, text}, transaction: {ref, type, class, status, code,
 * message}}}` or `{method, error: {message, note}}`.
 */
import { startFakeServer, type FakeServer } from './fake-http';

export interface TelrFakeOrder {
  ref: string;
  cartid: string;
  amount: string;
  currency: string;
  /** 1 pending, 2 authorised, 3 paid, -1 expired, -2 cancelled, -3 declined. */
  statusCode: number;
}

const STATUS_TEXT: Record<number, string> = { 1: 'Pending', 2: 'Authorised', 3: 'Paid', [-1]: 'Expired', [-2]: 'Cancelled', [-3]: 'Declined' };
/** Telr transaction status letters: A authorised, H on hold, D declined, C cancelled, E error. */
const TRANSACTION_STATUS: Record<number, string> = { 2: 'A', 3: 'A', [-2]: 'C', [-3]: 'D' };

export interface TelrFake extends FakeServer {
  storeId: string;
  authKey: string;
  orders: Map<string, TelrFakeOrder>;
  setOrder(order: TelrFakeOrder): void;
  /** How many check requests were made for `ref`. */
  checksFor(ref: string): number;
}

export async function startTelrFake(options: { storeId?: string; authKey?: string; port?: number } = {}): Promise<TelrFake> {
  const storeId = options.storeId ?? '20001';
  const authKey = options.authKey ?? 'fake-telr-auth-key';
  const orders = new Map<string, TelrFakeOrder>();
  const failure = (method: string, message: string, note: string) => ({ status: 200, body: { method, error: { message, note } } });

  const server = await startFakeServer(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/gateway/order.json') return { status: 404, body: { error: { message: 'E00:Not found', note: path } } };
    const form = new URLSearchParams(body);
    const ivpMethod = form.get('ivp_method') ?? '';
    if (ivpMethod !== 'check') return failure(ivpMethod, 'E01:Invalid request', 'Unsupported method');
    if (form.get('ivp_store') !== storeId || form.get('ivp_authkey') !== authKey) {
      return failure('check', 'E04:Authentication failed', 'Store ID or authentication key is not valid');
    }
    const order = orders.get(form.get('order_ref') ?? '');
    if (!order) return failure('check', 'E05:Order not found', 'Order reference is not valid');
    const transactionStatus = TRANSACTION_STATUS[order.statusCode];
    return {
      status: 200,
      body: {
        method: 'check',
        trace: `${Date.now()}`,
        order: {
          ref: order.ref,
          cartid: order.cartid,
          test: 1,
          amount: order.amount,
          currency: order.currency,
          description: 'Timekeep subscription',
          status: { code: order.statusCode, text: STATUS_TEXT[order.statusCode] ?? 'Unknown' },
          ...(transactionStatus
            ? {
                transaction: {
                  ref: `0300${order.ref.replace(/\W/g, '').slice(-8)}`,
                  type: 'sale',
                  class: 'ECom',
                  status: transactionStatus,
                  code: transactionStatus === 'A' ? '123456' : '31',
                  message: transactionStatus === 'A' ? 'Authorised' : transactionStatus === 'D' ? 'Declined' : 'Cancelled',
                },
              }
            : {}),
        },
      },
    };
  }, options.port);

  return Object.assign(server, {
    storeId,
    authKey,
    orders,
    setOrder(order: TelrFakeOrder) {
      orders.set(order.ref, order);
    },
    checksFor(ref: string) {
      return server.requests.filter((r) => new URLSearchParams(r.body).get('order_ref') === ref).length;
    },
  });
}
