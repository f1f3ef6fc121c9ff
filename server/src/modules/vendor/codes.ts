/** Vendor response codes (translated in the `api` namespace). */
export const VENDOR_CODES = {
  ok: 'ZVEN0000',
  providerTimeout: 'ZVEN0001',
  providerFailed: 'ZVEN0002',
  notConfigured: 'ZVEN0003',
  /** A CSV export would exceed MAX_EXPORT_ROWS (params max, total). */
  exportTooLarge: 'ZVEN0004',
  /** Checkout (ADR 0118): no active plan price for the plan, currency, period and count. */
  noPrice: 'ZVEN0005',
  discountUnknown: 'ZVEN0006',
  discountNotNow: 'ZVEN0007',
  discountUsedUp: 'ZVEN0008',
  discountCurrency: 'ZVEN0009',
  /** The discount leaves nothing to pay (a provider takes no zero order). */
  nothingToPay: 'ZVEN0010',
  // ADR 0119 (numbered apart from the checkout's codes, written at the same time).
  /** An operator's account (its e-mail) cannot change once added. */
  operatorAccountFixed: 'ZVEN0190',
  /** An operator cannot deactivate themself. */
  operatorSelf: 'ZVEN0191',
  /** No account uses the e-mail given for a new operator. */
  noSuchAccount: 'ZVEN0192',
  /** The sales chart's range is too long for its period (params: max). */
  salesRangeTooLong: 'ZVEN0193',
} as const;

/**
 * `data.status` of a payment return (SPEC §4 Payment status). The first seven are the SPEC's; PENDING,
 * NOT_APPROVED and AMOUNT_MISMATCH are honest answers for states the SPEC does not name (clients show them as
 * an unknown result, which is an error).
 */
export type PaymentResultStatus =
  | 'ORDER_NOT_FOUND'
  | 'INVALID_PAYER'
  | 'ORDER_PAID'
  | 'PAID'
  | 'CANCELLED'
  | 'DECLINED'
  | 'FAILED'
  | 'PENDING'
  | 'NOT_APPROVED'
  | 'AMOUNT_MISMATCH';

/** What an order ends as once its provider has settled it. */
export type SettledStatus = 'PAID' | 'CANCELLED' | 'DECLINED' | 'FAILED';
export type OrderStatus = 'PENDING' | SettledStatus;
export type PaymentProvider = 'telr' | 'paypal';
