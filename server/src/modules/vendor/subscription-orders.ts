/**
 * `/web/vendor/api/v2/subscriptions/orders/` (screen /subscription/order): the signed-in company's own subscription
 * orders on the resource kernel — a company resource, so company_id and RLS keep every company to its own rows, and
 * the group matrix offers "view" and "export". Never written here: the purchase creates an order and the provider's
 * return settles it (payment-service.ts); an order's rows in other companies are the vendor back-office's.
 */
import { SUBSCRIPTION_ORDER_RESOURCE } from '@timekeep/contracts';
import { defineResource } from '../../resources/register';
import { VENDOR_CODES } from './codes';

export const subscriptionOrders = defineResource({
  contract: SUBSCRIPTION_ORDER_RESOURCE,
  prefix: '/web/vendor/api/v2',
  codes: { ok: VENDOR_CODES.ok },
  table: 'vendor_orders',
  filters: {
    status: { kind: 'eq', field: 'status' },
    provider: { kind: 'eq', field: 'provider' },
    start_time: { kind: 'gte', field: 'created_at' },
    end_time: { kind: 'lte', field: 'created_at' },
  },
  search: ['order_no', 'plan'],
  ordering: { fields: ['order_no', 'amount', 'status', 'created_at'], default: ['-created_at', '-id'] },
});
