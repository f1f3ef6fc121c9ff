/**
 * PayPal REST v1 payments: OAuth client-credentials token (`POST /v1/oauth2/token`, basic auth), payment
 * lookup (`GET /v1/payments/payment/{id}`) and execution (`POST /v1/payments/payment/{id}/execute` with
 * `payer_id`). Payments have `state` created | approved | failed; errors are `{name, message, debug_id}`.
 */
import type { ProviderConfig } from '../../../config';
import { exchange, isRecord, ProviderError, stringOf } from './http';

export interface PayPalPayment {
  id: string;
  state: string;
  payerId: string;
  amount: string;
  currency: string;
  /** Id of the sale the execution produced, when there is one. */
  saleId: string;
  answer: unknown;
}

export type PayPalResult = { kind: 'payment'; payment: PayPalPayment } | { kind: 'error'; status: number; name: string; message: string };

export interface PayPalClient {
  getPayment(paymentId: string): Promise<PayPalResult>;
  executePayment(paymentId: string, payerId: string): Promise<PayPalResult>;
}

function paymentOf(body: Record<string, unknown>): PayPalPayment {
  const payer = isRecord(body.payer) ? body.payer : {};
  const payerInfo = isRecord(payer.payer_info) ? payer.payer_info : {};
  const transactions = Array.isArray(body.transactions) ? body.transactions : [];
  const first: Record<string, unknown> = isRecord(transactions[0]) ? transactions[0] : {};
  const amount = isRecord(first.amount) ? first.amount : {};
  const related = Array.isArray(first.related_resources) ? first.related_resources : [];
  const sale = related.map((r: unknown) => (isRecord(r) && isRecord(r.sale) ? r.sale : null)).find((s) => s !== null);
  return {
    id: stringOf(body.id),
    state: stringOf(body.state),
    payerId: stringOf(payerInfo.payer_id),
    amount: stringOf(amount.total),
    currency: stringOf(amount.currency),
    saleId: sale ? stringOf(sale.id) : '',
    answer: body,
  };
}

export function createPayPalClient(config: ProviderConfig, now: () => Date): PayPalClient {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime()) return token.value;
    const { status, body } = await exchange(
      'PayPal',
      new URL('/v1/oauth2/token', config.baseUrl).toString(),
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${config.id}:${config.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      config.timeoutMs,
    );
    if (status !== 200 || !isRecord(body) || typeof body.access_token !== 'string') {
      throw new ProviderError('unavailable', `PayPal refused the client credentials (HTTP ${status})`);
    }
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 0;
    // Renew a minute early so a token never expires between our check and PayPal's.
    token = { value: body.access_token, expiresAt: now().getTime() + Math.max(0, expiresIn - 60) * 1000 };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<PayPalResult> {
    const bearer = await accessToken();
    const { status, body } = await exchange(
      'PayPal',
      new URL(path, config.baseUrl).toString(),
      {
        method,
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json' },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      },
      config.timeoutMs,
    );
    if (status === 401) token = null;
    if (!isRecord(body)) throw new ProviderError('unavailable', `PayPal answered HTTP ${status} with an unexpected body`);
    if (status >= 400) return { kind: 'error', status, name: stringOf(body.name), message: stringOf(body.message) };
    return { kind: 'payment', payment: paymentOf(body) };
  }

  return {
    getPayment: (paymentId) => call('GET', `/v1/payments/payment/${encodeURIComponent(paymentId)}`),
    executePayment: (paymentId, payerId) => call('POST', `/v1/payments/payment/${encodeURIComponent(paymentId)}/execute`, { payer_id: payerId }),
  };
}
