import type { ApiClient } from '@timekeep/api-client';
import type { ApiResponse } from '@timekeep/contracts';
import type { PaymentProvider } from './payment-status';

/** SPEC §7: the double slash is the SPEC's path; the server accepts it as written. */
export const PAYMENT_PATHS: Record<PaymentProvider, string> = {
  telr: '/vendor/api/v2/payment//telr/',
  paypal: '/vendor/api/v2/payment//paypal/',
};

export interface PaymentCheckData {
  status?: string;
}

/** Query parameters each provider's return link carries. */
export interface PaymentReference {
  telr: { orderRef: string };
  paypal: { paymentId: string; payerId: string };
}

/** The unauthenticated check call (SPEC §6: payment result checks need no session). */
export function checkPayment(client: ApiClient, provider: PaymentProvider, search: URLSearchParams): Promise<ApiResponse<PaymentCheckData | null>> | null {
  if (provider === 'telr') {
    const orderRef = search.get('OrderRef');
    if (!orderRef) return null;
    return client.post<PaymentCheckData | null>(PAYMENT_PATHS.telr, { order_ref: orderRef }, { auth: false });
  }
  const paymentId = search.get('paymentId');
  const payerId = search.get('PayerID');
  if (!paymentId || !payerId) return null;
  return client.post<PaymentCheckData | null>(PAYMENT_PATHS.paypal, { payment_id: paymentId, payer_id: payerId }, { auth: false });
}
