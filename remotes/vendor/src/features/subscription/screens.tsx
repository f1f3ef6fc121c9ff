import { SUBSCRIPTION_ORDER_RESOURCE, SUBSCRIPTION_PROVIDERS, VENDOR_ORDER_STATUSES, type VendorOrderStatus } from '@timekeep/contracts';
import { areaScreen, resourceScreen, type RemoteScreens, type ResourceDeclaration } from '@timekeep/ui';
import { OnlineSubscription } from './OnlineSubscription';
import { SubscriptionScreen } from './SubscriptionScreen';
import { StatusTag } from '../payment/StatusTag';

const S = 'vendor:subscriptionOrder';

/**
 * /subscription/order: the company's own subscription orders, newest first, with where each stands (pending until
 * the provider settles it). Read and exported only: an order is made by a purchase and settled by the provider.
 */
const orders: ResourceDeclaration = {
  contract: SUBSCRIPTION_ORDER_RESOURCE,
  search: true,
  import: false,
  export: 'server',
  columns: [
    { key: 'order_no', sortable: true },
    { key: 'plan' },
    { key: 'amount', sortable: true, render: (row) => `${Number(row.amount).toFixed(2)} ${String(row.currency)}` },
    { key: 'provider' },
    { key: 'status', sortable: true, render: (row) => <StatusTag status={row.status as VendorOrderStatus} /> },
    { key: 'created_at', sortable: true },
    { key: 'paid_at' },
  ],
  filters: [
    { kind: 'choice', param: 'status', label: `${S}.fields.status`, options: (t) => VENDOR_ORDER_STATUSES.map((value) => ({ value, label: t(`vendor:status.${value}`) })) },
    { kind: 'choice', param: 'provider', label: `${S}.fields.provider`, options: (t) => SUBSCRIPTION_PROVIDERS.map((value) => ({ value, label: t(`vendor:provider.${value}`) })) },
    { kind: 'dateRange', params: ['start_time', 'end_time'], label: `${S}.fields.created_at` },
  ],
  rowLabel: (row) => String(row.order_no),
};

export const SUBSCRIPTION_SCREENS: RemoteScreens = {
  '/subscription': areaScreen(() => <SubscriptionScreen />, 'SubscriptionScreen'),
  '/subscription/order': resourceScreen(orders),
  '/onlineSubscription': areaScreen(() => <OnlineSubscription />, 'OnlineSubscriptionScreen'),
};
