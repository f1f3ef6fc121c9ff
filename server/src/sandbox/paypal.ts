/**
 * A loopback fake of PayPal REST v1 payments: `POST /v1/oauth2/token` (basic auth, grant_type
 * client_credentials), `GET /v1/payments/payment/{id}`, `POST /v1/payments/payment/{id}/execute` with
 * `{payer_id}`. Payments have state created → approved | failed; errors are `{name, message,
 * information_link, debug_id}` as PayPal sends them.
 */
import crypto from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-http';

export interface PayPalFakePayment {
  id: string;
  amount: string;
  currency: string;
  /** The buyer who approved the payment on PayPal; null while the buyer has not approved it. */
  approvedBy: string | null;
  /** What execution does: approve (sale completed), decline (INSTRUMENT_DECLINED), fail (state failed). */
  outcome: 'approve' | 'decline' | 'fail';
  state: 'created' | 'approved' | 'failed';
}

export interface PayPalFake extends FakeServer {
  clientId: string;
  clientSecret: string;
  payments: Map<string, PayPalFakePayment>;
  setPayment(payment: Omit<PayPalFakePayment, 'state'> & { state?: PayPalFakePayment['state'] }): void;
  executionsFor(id: string): number;
}

function error(status: number, name: string, message: string) {
  return {
    status,
    body: { name, message, information_link: `https://developer.paypal.com/docs/api/payments/v1/#error-${name}`, debug_id: crypto.randomBytes(6).toString('hex') },
  };
}

export async function startPayPalFake(options: { clientId?: string; clientSecret?: string; port?: number } = {}): Promise<PayPalFake> {
  const clientId = options.clientId ?? 'fake-paypal-client';
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret';
  const payments = new Map<string, PayPalFakePayment>();
  const tokens = new Set<string>();

  const paymentBody = (payment: PayPalFakePayment) => ({
    id: payment.id,
    intent: 'sale',
    state: payment.state,
    cart: payment.id.slice(-17),
    create_time: '2026-01-01T10:00:00Z',
    update_time: '2026-01-01T10:05:00Z',
    payer: {
      payment_method: 'paypal',
      status: 'VERIFIED',
      ...(payment.approvedBy
        ? { payer_info: { email: 'buyer@example.com', first_name: 'Demo', last_name: 'Buyer', payer_id: payment.approvedBy, country_code: 'US' } }
        : {}),
    },
    transactions: [
      {
        amount: { total: payment.amount, currency: payment.currency, details: { subtotal: payment.amount } },
        description: 'Timekeep subscription',
        related_resources:
          payment.state === 'approved'
            ? [{ sale: { id: `SALE${payment.id.replace(/\W/g, '').slice(-12)}`, state: 'completed', amount: { total: payment.amount, currency: payment.currency } } }]
            : [],
      },
    ],
    links: [{ href: `/v1/payments/payment/${payment.id}`, rel: 'self', method: 'GET' }],
  });

  const server = await startFakeServer(({ method, path, body, headers }) => {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (headers.authorization !== expected || new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = `A21AA${crypto.randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return {
        status: 200,
        body: { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: crypto.randomBytes(8).toString('hex') },
      };
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return error(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
    }
    const match = /^\/v1\/payments\/payment\/([^/]+)(\/execute)?\/?$/.exec(path);
    if (!match) return error(404, 'NOT_FOUND', 'The requested resource was not found.');
    const payment = payments.get(decodeURIComponent(match[1]));
    if (!payment) return error(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    if (method === 'GET' && !match[2]) return { status: 200, body: paymentBody(payment) };
    if (method !== 'POST' || !match[2]) return error(405, 'METHOD_NOT_SUPPORTED', 'The server does not implement the requested HTTP method.');

    let payerId = '';
    try {
      payerId = String((JSON.parse(body) as { payer_id?: unknown }).payer_id ?? '');
    } catch {
      return error(400, 'MALFORMED_REQUEST', 'Incoming JSON request does not map to API request');
    }
    if (payment.state === 'approved') return error(400, 'PAYMENT_ALREADY_DONE', 'Payment has been done already for this cart.');
    if (payment.state === 'failed' || !payment.approvedBy) return error(400, 'PAYMENT_NOT_APPROVED_FOR_EXECUTION', 'Payer has not approved payment');
    if (payerId !== payment.approvedBy) return error(400, 'INVALID_PAYER_ID', 'Payer ID is invalid');
    if (payment.outcome === 'decline') {
      return error(400, 'INSTRUMENT_DECLINED', 'The instrument presented  was either declined by the processor or bank, or it can\'t be used for this payment.');
    }
    payment.state = payment.outcome === 'fail' ? 'failed' : 'approved';
    return { status: 200, body: paymentBody(payment) };
  }, options.port);

  return Object.assign(server, {
    clientId,
    clientSecret,
    payments,
    setPayment(payment: Omit<PayPalFakePayment, 'state'> & { state?: PayPalFakePayment['state'] }) {
      payments.set(payment.id, { ...payment, state: payment.state ?? 'created' });
    },
    executionsFor(id: string) {
      return server.requests.filter((r) => r.method === 'POST' && r.path.includes(`/payment/${id}/execute`)).length;
    },
  });
}
