/**
 * Telr hosted payment page, order check (`POST {base}/gateway/order.json`, form fields ivp_method=check,
 * ivp_store, ivp_authkey, order_ref). The answer is `{order: {ref, amount, currency, status: {code, text},
 * transaction: {ref, status, message}}}` or `{error: {message, note}}`.
 */
import type { ProviderConfig } from '../../../config';
import { exchange, isRecord, ProviderError, stringOf } from './http';

/** Telr order status codes. */
export const TELR_STATUS = { pending: 1, authorised: 2, paid: 3, expired: -1, cancelled: -2, declined: -3 } as const;

export type TelrCheck =
  | { kind: 'order'; ref: string; statusCode: number; statusText: string; amount: string; currency: string; transactionRef: string; answer: unknown }
  | { kind: 'error'; message: string; note: string };

export interface TelrClient {
  checkOrder(orderRef: string): Promise<TelrCheck>;
}

export function createTelrClient(config: ProviderConfig): TelrClient {
  return {
    async checkOrder(orderRef) {
      const form = new URLSearchParams({ ivp_method: 'check', ivp_store: config.id, ivp_authkey: config.secret, order_ref: orderRef });
      const { body } = await exchange(
        'Telr',
        new URL('/gateway/order.json', config.baseUrl).toString(),
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: form.toString() },
        config.timeoutMs,
      );
      if (!isRecord(body)) throw new ProviderError('unavailable', 'Telr answered with an unexpected body');
      if (isRecord(body.error)) return { kind: 'error', message: stringOf(body.error.message), note: stringOf(body.error.note) };
      const order = body.order;
      if (!isRecord(order) || !isRecord(order.status)) throw new ProviderError('unavailable', 'Telr answered without an order status');
      const code = Number(order.status.code);
      if (!Number.isInteger(code)) throw new ProviderError('unavailable', 'Telr answered with a non-numeric order status');
      const transaction = isRecord(order.transaction) ? order.transaction : {};
      return {
        kind: 'order',
        ref: stringOf(order.ref),
        statusCode: code,
        statusText: stringOf(order.status.text),
        amount: stringOf(order.amount),
        currency: stringOf(order.currency),
        transactionRef: stringOf(transaction.ref),
        answer: body,
      };
    },
  };
}
