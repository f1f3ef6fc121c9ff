import { CATALOGUE_BILLING_PERIODS, SUBSCRIPTION_STATUSES, VENDOR_COMPANY_SUBSCRIPTION_RESOURCE, type SubscriptionStatus } from '@timekeep/contracts';
import { resourceScreen, type ResourceDeclaration } from '@timekeep/ui';
import { SubscriptionStatusTag } from '../subscription/SubscriptionStatusTag';

const V = 'sub:companySubscription';

/**
 * `/vendor/payment/company-subscription`: every company's subscription (a platform resource, ADR 0118), server
 * paged, searchable by company or plan, filtered by status, period and end date, exported from the filtered list.
 */
export const companySubscriptionDeclaration: ResourceDeclaration = {
  contract: VENDOR_COMPANY_SUBSCRIPTION_RESOURCE,
  gated: false,
  search: true,
  export: 'client',
  import: false,
  columns: [
    { key: 'company_name', sortable: true },
    { key: 'plan', sortable: true },
    { key: 'status', render: (row) => <SubscriptionStatusTag status={row.status as SubscriptionStatus} /> },
    { key: 'billing_period' },
    { key: 'currency', hiddenByDefault: true },
    { key: 'unit' },
    { key: 'licensed_count', sortable: true },
    { key: 'used_count' },
    { key: 'starts_on', sortable: true },
    { key: 'ends_on', sortable: true },
    { key: 'updated_at', sortable: true, hiddenByDefault: true },
  ],
  filters: [
    { kind: 'choice', param: 'status', label: `${V}.fields.status`, options: (t) => SUBSCRIPTION_STATUSES.map((value) => ({ value, label: t(`sub:subscription.status.${value}`) })) },
    { kind: 'choice', param: 'billing_period', label: `${V}.fields.billing_period`, options: (t) => CATALOGUE_BILLING_PERIODS.map((value) => ({ value, label: t(`vendor:catalogue.period.${value}`) })) },
    { kind: 'dateRange', params: ['ends_from', 'ends_to'], label: `${V}.fields.ends_on` },
  ],
  rowLabel: (row) => String(row.company_name),
};

export const CompanySubscriptionScreen = resourceScreen(companySubscriptionDeclaration);
