/**
 * Payment returns (SPEC §4 Payment status). The browser only brings a reference; the answer comes from the
 * provider, asked by the server. A paid order answers ORDER_PAID without asking again; a provider that times
 * out or fails leaves the order untouched and the caller gets a clear error.
 */
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { VENDOR_CODES, type OrderStatus, type PaymentResultStatus, type SettledStatus } from './codes';
import { findOrderByReference, settleOrder, type OrderRow, type Settlement } from './orders-repository';
import { ProviderError } from './providers/http';
import { createPayPalClient, type PayPalClient, type PayPalPayment } from './providers/paypal';
import { createTelrClient, TELR_STATUS, type TelrClient } from './providers/telr';

export interface PaymentService {
  telrReturn(orderRef: string): Promise<PaymentResultStatus>;
  paypalReturn(paymentId: string, payerId: string): Promise<PaymentResultStatus>;
}

function sameMoney(amountA: string, currencyA: string, amountB: string, currencyB: string): boolean {
  const a = Number(amountA);
  const b = Number(amountB);
  return Number.isFinite(a) && Number.isFinite(b) && a.toFixed(2) === b.toFixed(2) && currencyA.toUpperCase() === currencyB.toUpperCase();
}

/** An order that is already settled answers from our records, never from a second provider call. */
function settledAnswer(status: OrderStatus): PaymentResultStatus | null {
  if (status === 'PAID') return 'ORDER_PAID';
  if (status === 'PENDING') return null;
  return status;
}

function providerFailure(error: unknown): never {
  if (error instanceof ProviderError) {
    if (error.failure === 'timeout') throw new ApiError(504, VENDOR_CODES.providerTimeout, { message: error.message });
    throw new ApiError(502, VENDOR_CODES.providerFailed, { message: error.message });
  }
  throw error;
}

function assertConfigured(name: string, id: string, secret: string): void {
  if (!id || !secret) throw new ApiError(503, VENDOR_CODES.notConfigured, { message: `${name} credentials are not configured.` });
}

export function createPaymentService(deps: AppDeps, clients: { telr?: TelrClient; paypal?: PayPalClient } = {}): PaymentService {
  const telr = clients.telr ?? createTelrClient(deps.config.telr);
  const paypal = clients.paypal ?? createPayPalClient(deps.config.paypal, deps.now);

  async function settle(order: OrderRow, settlement: Settlement): Promise<PaymentResultStatus> {
    const result = await settleOrder(deps, order, settlement);
    if (result.settled) return settlement.status;
    return settledAnswer(result.status) ?? 'PENDING';
  }

  return {
    async telrReturn(orderRef) {
      const order = await findOrderByReference(deps, 'telr', orderRef);
      if (!order) return 'ORDER_NOT_FOUND';
      const known = settledAnswer(order.status);
      if (known) return known;
      assertConfigured('Telr', deps.config.telr.id, deps.config.telr.secret);
      const check = await telr.checkOrder(orderRef).catch(providerFailure);
      if (check.kind === 'error') {
        throw new ApiError(502, VENDOR_CODES.providerFailed, { message: `Telr: ${check.message}${check.note ? ` (${check.note})` : ''}` });
      }
      if (check.ref !== orderRef) throw new ApiError(502, VENDOR_CODES.providerFailed, { message: 'Telr answered for another order.' });
      if (!sameMoney(check.amount, check.currency, order.amount, order.currency)) return 'AMOUNT_MISMATCH';
      const outcome: Partial<Record<number, SettledStatus>> = {
        [TELR_STATUS.paid]: 'PAID',
        [TELR_STATUS.cancelled]: 'CANCELLED',
        [TELR_STATUS.declined]: 'DECLINED',
        [TELR_STATUS.expired]: 'FAILED',
      };
      const status = outcome[check.statusCode];
      // Pending, or authorised but not captured: not paid yet, nothing to record.
      if (!status) return 'PENDING';
      return settle(order, { status, transactionRef: check.transactionRef, payerId: '', answer: check.answer });
    },

    async paypalReturn(paymentId, payerId) {
      const order = await findOrderByReference(deps, 'paypal', paymentId);
      if (!order) return 'ORDER_NOT_FOUND';
      const known = settledAnswer(order.status);
      if (known) return known;
      assertConfigured('PayPal', deps.config.paypal.id, deps.config.paypal.secret);
      const found = await paypal.getPayment(paymentId).catch(providerFailure);
      if (found.kind === 'error') {
        if (found.status === 404) return 'ORDER_NOT_FOUND';
        throw new ApiError(502, VENDOR_CODES.providerFailed, { message: `PayPal: ${found.name} ${found.message}`.trim() });
      }
      const payment = found.payment;
      if (payment.payerId && payment.payerId !== payerId) return 'INVALID_PAYER';
      if (!sameMoney(payment.amount, payment.currency, order.amount, order.currency)) return 'AMOUNT_MISMATCH';
      const settleAs = (status: SettledStatus, settled: PayPalPayment) =>
        settle(order, { status, transactionRef: settled.saleId, payerId, answer: settled.answer });
      if (payment.state === 'approved') return settleAs('PAID', payment);
      if (payment.state === 'failed') return settleAs('FAILED', payment);
      if (payment.state !== 'created') return 'PENDING';

      const executed = await paypal.executePayment(paymentId, payerId).catch(providerFailure);
      if (executed.kind === 'payment') {
        if (executed.payment.state === 'approved') return settleAs('PAID', executed.payment);
        if (executed.payment.state === 'failed') return settleAs('FAILED', executed.payment);
        return 'PENDING';
      }
      switch (executed.name) {
        case 'INVALID_PAYER_ID':
        case 'PAYER_ID_INVALID':
          return 'INVALID_PAYER';
        case 'INSTRUMENT_DECLINED':
          return settle(order, { status: 'DECLINED', transactionRef: '', payerId, answer: executed });
        case 'PAYMENT_NOT_APPROVED_FOR_EXECUTION':
          return 'NOT_APPROVED';
        case 'PAYMENT_ALREADY_DONE': {
          // Executed by a concurrent return: read the final state once more.
          const again = await paypal.getPayment(paymentId).catch(providerFailure);
          if (again.kind === 'payment' && again.payment.state === 'approved') return settleAs('PAID', again.payment);
          throw new ApiError(502, VENDOR_CODES.providerFailed, { message: 'PayPal reported the payment as done but not approved.' });
        }
        default:
          throw new ApiError(502, VENDOR_CODES.providerFailed, { message: `PayPal: ${executed.name} ${executed.message}`.trim() });
      }
    },
  };
}
