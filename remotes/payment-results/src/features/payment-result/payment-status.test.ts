import { paymentAlert, PAYMENT_STATUSES } from './payment-status';

describe('payment status alerts (SPEC §4)', () => {
  it.each([
    ['ORDER_NOT_FOUND', 'error', 'error'],
    ['INVALID_PAYER', 'error', 'error'],
    ['ORDER_PAID', 'warning', 'warning'],
    ['PAID', 'success', 'success'],
    ['CANCELLED', 'warning', 'error'],
    ['DECLINED', 'warning', 'error'],
    ['FAILED', 'error', 'success'],
  ])('%s is %s for Telr and %s for PayPal', (status, telr, paypal) => {
    expect(paymentAlert('telr', status).type).toBe(telr);
    expect(paymentAlert('paypal', status).type).toBe(paypal);
  });

  it('shows the status’s own message where the provider maps it, and “unknown” otherwise', () => {
    expect(paymentAlert('telr', 'CANCELLED').messageKey).toBe('payment.status.cancelled');
    expect(paymentAlert('paypal', 'CANCELLED').messageKey).toBe('payment.status.unknown');
    expect(paymentAlert('paypal', 'FAILED').messageKey).toBe('payment.status.failed');
  });

  it('treats anything else as an unknown error', () => {
    for (const status of ['PENDING', 'paid', '', undefined, null, 42]) {
      expect(paymentAlert('telr', status)).toEqual({ type: 'error', messageKey: 'payment.status.unknown' });
      expect(paymentAlert('paypal', status)).toEqual({ type: 'error', messageKey: 'payment.status.unknown' });
    }
    expect(PAYMENT_STATUSES).toHaveLength(7);
  });
});
