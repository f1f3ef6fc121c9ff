/**
 * SPEC §4 Payment status → the alert a payment page shows. The two providers differ on purpose (the SPEC
 * says so): FAILED is an error for Telr but shown as success for PayPal, and CANCELLED / DECLINED are
 * warnings only for Telr. Anything else, including a status the SPEC does not name, is an error.
 */
export type PaymentProvider = 'telr' | 'paypal';
export type AlertType = 'success' | 'warning' | 'error';

export const PAYMENT_STATUSES = ['ORDER_NOT_FOUND', 'INVALID_PAYER', 'ORDER_PAID', 'PAID', 'CANCELLED', 'DECLINED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentAlert {
  type: AlertType;
  /** Key in the `sub` namespace. */
  messageKey: string;
}

const COMMON: Partial<Record<string, PaymentAlert>> = {
  ORDER_NOT_FOUND: { type: 'error', messageKey: 'payment.status.orderNotFound' },
  INVALID_PAYER: { type: 'error', messageKey: 'payment.status.invalidPayer' },
  ORDER_PAID: { type: 'warning', messageKey: 'payment.status.orderPaid' },
  PAID: { type: 'success', messageKey: 'payment.status.paid' },
};

const BY_PROVIDER: Record<PaymentProvider, Partial<Record<string, PaymentAlert>>> = {
  telr: {
    CANCELLED: { type: 'warning', messageKey: 'payment.status.cancelled' },
    DECLINED: { type: 'warning', messageKey: 'payment.status.declined' },
    FAILED: { type: 'error', messageKey: 'payment.status.failed' },
  },
  paypal: {
    FAILED: { type: 'success', messageKey: 'payment.status.failed' },
  },
};

export const UNKNOWN_ALERT: PaymentAlert = { type: 'error', messageKey: 'payment.status.unknown' };

export function paymentAlert(provider: PaymentProvider, status: unknown): PaymentAlert {
  if (typeof status !== 'string') return UNKNOWN_ALERT;
  return BY_PROVIDER[provider][status] ?? COMMON[status] ?? UNKNOWN_ALERT;
}
