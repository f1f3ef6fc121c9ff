/** Vendor back-office API shapes shared by the server (producer) and the vendor remote (consumer). */

export type VendorOrderStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'DECLINED' | 'FAILED';
export type VendorPaymentStatus = Exclude<VendorOrderStatus, 'PENDING'>;
export type VendorPaymentProvider = 'telr' | 'paypal';

export const VENDOR_ORDER_STATUSES: readonly VendorOrderStatus[] = ['PENDING', 'PAID', 'CANCELLED', 'DECLINED', 'FAILED'];
export const VENDOR_PAYMENT_STATUSES: readonly VendorPaymentStatus[] = ['PAID', 'CANCELLED', 'DECLINED', 'FAILED'];
export const VENDOR_PAYMENT_PROVIDERS: readonly VendorPaymentProvider[] = ['telr', 'paypal'];

/** The company an order or payment belongs to, as the vendor side shows it. */
interface VendorCompanyColumns {
  company: number;
  company_name: string;
  company_domain: string;
}

/** A row of `GET /web/vendor/api/v2/orders/`. Amounts are decimal strings ('99.00'); times are ISO strings. */
export interface VendorOrderRecord extends VendorCompanyColumns {
  id: number;
  order_no: string;
  plan: string;
  amount: string;
  currency: string;
  provider: VendorPaymentProvider;
  provider_ref: string;
  status: VendorOrderStatus;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A row of `GET /web/vendor/api/v2/payments/`: the one settlement a provider reported for an order. */
export interface VendorPaymentRecord extends VendorCompanyColumns {
  id: number;
  order: number;
  order_no: string;
  provider: VendorPaymentProvider;
  provider_ref: string;
  transaction_ref: string;
  status: VendorPaymentStatus;
  amount: string;
  currency: string;
  payer_id: string;
  created_at: string;
}

/** `GET /web/vendor/api/v2/payments/{id}/`: the row plus the provider's recorded answer. */
export interface VendorPaymentDetail extends VendorPaymentRecord {
  provider_answer: Record<string, unknown>;
}

/** `GET /web/vendor/api/v2/orders/{id}/`: the row plus its settlement, if any. */
export interface VendorOrderDetail extends VendorOrderRecord {
  payment: VendorPaymentDetail | null;
}

/** A row of `GET /web/vendor/api/v2/companies/` (the company filter's record lookup; label display_name). */
export interface VendorCompanyOption {
  id: number;
  company_name: string;
  company_domain: string;
  display_name: string;
}
