import type { ApiClient, DownloadResult } from '@timekeep/api-client';
import type {
  ApiResponse,
  Paged,
  VendorOrderDetail,
  VendorOrderRecord,
  VendorOrderStatus,
  VendorPaymentDetail,
  VendorPaymentProvider,
  VendorPaymentRecord,
  VendorPaymentStatus,
} from '@timekeep/contracts';

/*
 * The filter choices. Only types come from @timekeep/contracts: at run time the shell provides that package as
 * a singleton, and a shell built before the vendor shapes existed has no such values. Records keyed by the
 * contract unions make the compiler insist on every status and provider.
 */
const ORDER_STATUS_ORDER: Record<VendorOrderStatus, number> = { PENDING: 0, PAID: 1, CANCELLED: 2, DECLINED: 3, FAILED: 4 };
const PROVIDER_ORDER: Record<VendorPaymentProvider, number> = { telr: 0, paypal: 1 };
const byOrder = <K extends string>(order: Record<K, number>): K[] => (Object.keys(order) as K[]).sort((a, b) => order[a] - order[b]);

export const ORDER_STATUSES: readonly VendorOrderStatus[] = byOrder(ORDER_STATUS_ORDER);
/** A payment is a settlement: never PENDING. */
export const PAYMENT_STATUSES: readonly VendorPaymentStatus[] = ORDER_STATUSES.filter((status): status is VendorPaymentStatus => status !== 'PENDING');
export const PAYMENT_PROVIDERS: readonly VendorPaymentProvider[] = byOrder(PROVIDER_ORDER);

/** SPEC §7 vendor base paths (the client adds /web). */
export const VENDOR_PATHS = {
  orders: '/vendor/api/v2/orders/',
  payments: '/vendor/api/v2/payments/',
  companies: '/vendor/api/v2/companies/',
} as const;

/** What the operator narrowed the list to; empty values are "no filter". */
export interface BackOfficeFilters<S extends string = string> {
  search: string;
  status: S | null;
  provider: VendorPaymentProvider | null;
  company: number | null;
  /** Calendar days `YYYY-MM-DD`, both inclusive, in the browser time zone (sent as the Timezone header). */
  dateFrom: string | null;
  dateTo: string | null;
}

export const NO_FILTERS: BackOfficeFilters<never> = { search: '', status: null, provider: null, company: null, dateFrom: null, dateTo: null };

/** The list query of both back-office lists; the export takes the same filters without paging. */
export function filterParams(filters: BackOfficeFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.status) params.status = filters.status;
  if (filters.provider) params.provider = filters.provider;
  if (filters.company !== null) params.company = filters.company;
  if (filters.dateFrom) params.date_from = filters.dateFrom;
  if (filters.dateTo) params.date_to = filters.dateTo;
  return params;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function listParams(filters: BackOfficeFilters, paging: PageRequest): Record<string, string | number> {
  return { page: paging.page, page_size: paging.pageSize, ...filterParams(filters) };
}

export function listOrders(client: ApiClient, filters: BackOfficeFilters, paging: PageRequest): Promise<ApiResponse<Paged<VendorOrderRecord>>> {
  return client.list<VendorOrderRecord>(VENDOR_PATHS.orders, listParams(filters, paging));
}

export function retrieveOrder(client: ApiClient, id: number): Promise<ApiResponse<VendorOrderDetail>> {
  return client.retrieve<VendorOrderDetail>(VENDOR_PATHS.orders, id);
}

export function listPayments(client: ApiClient, filters: BackOfficeFilters, paging: PageRequest): Promise<ApiResponse<Paged<VendorPaymentRecord>>> {
  return client.list<VendorPaymentRecord>(VENDOR_PATHS.payments, listParams(filters, paging));
}

export function retrievePayment(client: ApiClient, id: number): Promise<ApiResponse<VendorPaymentDetail>> {
  return client.retrieve<VendorPaymentDetail>(VENDOR_PATHS.payments, id);
}

/** The filtered list as CSV (`{base}export/`); the file name comes from Content-Disposition. */
export function exportList(client: ApiClient, base: string, filters: BackOfficeFilters): Promise<DownloadResult> {
  return client.download(`${base}export/`, { params: filterParams(filters) });
}
