/**
 * Vendor back-office lists (SPEC §7 vendor base paths `orders`, `payments`, `companies`): server-paged lists
 * across every company with search and filters (status, provider, company, day range), one record, and CSV
 * export of the filtered list. Only vendor operators get in (vendor-access.ts); reads run as the read-only
 * vendor role (Database.withVendor).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  GENERAL_CODES,
  MAIL_DELIVERY_STATUSES,
  VENDOR_ORDER_STATUSES,
  VENDOR_PAYMENT_PROVIDERS,
  VENDOR_PAYMENT_STATUSES,
  type VendorOrderDetail,
  type VendorOrderRecord,
  type VendorPaymentDetail,
  type VendorPaymentRecord,
} from '@timekeep/contracts';
import type { Tables } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { containsPattern, offsetOf, pageOf, pageQueryProperties, type PageQuery } from '../personnel/paging';
import { VENDOR_CODES } from './codes';
import { attachmentDisposition, exportFileName, toCsv, type BulkColumn } from '../../bulk';
import { dayRange, zoneOf, type InstantRange } from './date-range';
import { vendorGuard } from './vendor-access';
import './tables';
import '../../mail/outbox';

type Trx = Transaction<Tables>;

/** An export is one file in one response: more rows than this must be narrowed with filters first. */
export const MAX_EXPORT_ROWS = 10_000;

interface VendorListQuery extends PageQuery {
  status?: string;
  provider?: string;
  company?: number;
  date_from?: string;
  date_to?: string;
}

const dayProperty = { type: 'string', maxLength: 10 } as const;

function listQuerySchema(statuses: readonly string[], paged: boolean) {
  const { page, page_size, search } = pageQueryProperties;
  return {
    type: 'object',
    properties: {
      ...(paged ? { page, page_size } : {}),
      search,
      status: { type: 'string', enum: [...statuses] },
      provider: { type: 'string', enum: [...VENDOR_PAYMENT_PROVIDERS] },
      company: { type: 'integer', minimum: 1 },
      date_from: dayProperty,
      date_to: dayProperty,
    },
  } as const;
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

interface Filters {
  search?: string;
  status?: string;
  provider?: string;
  company?: number;
  range: InstantRange;
}

function filtersOf(request: FastifyRequest<{ Querystring: VendorListQuery }>): Filters {
  const query = request.query;
  return {
    search: query.search?.trim() || undefined,
    status: query.status,
    provider: query.provider,
    company: query.company,
    range: dayRange(query.date_from || undefined, query.date_to || undefined, zoneOf(request.headers.timezone)),
  };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

// Orders ---------------------------------------------------------------------------------------------------

function selectOrders(trx: Trx, filters: Filters) {
  let query = trx.selectFrom('vendor_orders as o').innerJoin('companies as c', 'c.id', 'o.company_id');
  if (filters.status) query = query.where('o.status', '=', filters.status as VendorOrderRecord['status']);
  if (filters.provider) query = query.where('o.provider', '=', filters.provider as VendorOrderRecord['provider']);
  if (filters.company) query = query.where('o.company_id', '=', filters.company);
  if (filters.range.from) query = query.where('o.created_at', '>=', filters.range.from);
  if (filters.range.before) query = query.where('o.created_at', '<', filters.range.before);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('o.order_no', 'ilike', pattern),
        eb('o.provider_ref', 'ilike', pattern),
        eb('o.plan', 'ilike', pattern),
        eb('c.company_name', 'ilike', pattern),
        eb('c.company_domain', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const ORDER_COLUMNS = [
  'o.id',
  'o.company_id',
  'c.company_name',
  'c.company_domain',
  'o.order_no',
  'o.plan',
  'o.amount',
  'o.currency',
  'o.provider',
  'o.provider_ref',
  'o.status',
  'o.paid_at',
  'o.created_at',
  'o.updated_at',
] as const;

interface OrderRow {
  id: number;
  company_id: number;
  company_name: string;
  company_domain: string;
  order_no: string;
  plan: string;
  amount: string;
  currency: string;
  provider: VendorOrderRecord['provider'];
  provider_ref: string;
  status: VendorOrderRecord['status'];
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toOrder(row: OrderRow): VendorOrderRecord {
  return {
    id: row.id,
    company: row.company_id,
    company_name: row.company_name,
    company_domain: row.company_domain,
    order_no: row.order_no,
    plan: row.plan,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    provider_ref: row.provider_ref,
    status: row.status,
    paid_at: iso(row.paid_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ORDER_CSV: ReadonlyArray<BulkColumn<VendorOrderRecord>> = [
  { header: 'id', value: (o) => o.id },
  { header: 'order_no', value: (o) => o.order_no },
  { header: 'company', value: (o) => o.company_name },
  { header: 'company_domain', value: (o) => o.company_domain },
  { header: 'plan', value: (o) => o.plan },
  { header: 'amount', value: (o) => o.amount },
  { header: 'currency', value: (o) => o.currency },
  { header: 'provider', value: (o) => o.provider },
  { header: 'provider_ref', value: (o) => o.provider_ref },
  { header: 'status', value: (o) => o.status },
  { header: 'created_at', value: (o) => o.created_at },
  { header: 'paid_at', value: (o) => o.paid_at },
];

// Payments -------------------------------------------------------------------------------------------------

function selectPayments(trx: Trx, filters: Filters) {
  let query = trx
    .selectFrom('vendor_payments as p')
    .innerJoin('vendor_orders as o', (join) => join.onRef('o.company_id', '=', 'p.company_id').onRef('o.id', '=', 'p.order_id'))
    .innerJoin('companies as c', 'c.id', 'p.company_id');
  if (filters.status) query = query.where('p.status', '=', filters.status);
  if (filters.provider) query = query.where('p.provider', '=', filters.provider as VendorPaymentRecord['provider']);
  if (filters.company) query = query.where('p.company_id', '=', filters.company);
  if (filters.range.from) query = query.where('p.created_at', '>=', filters.range.from);
  if (filters.range.before) query = query.where('p.created_at', '<', filters.range.before);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('p.transaction_ref', 'ilike', pattern),
        eb('p.provider_ref', 'ilike', pattern),
        eb('p.payer_id', 'ilike', pattern),
        eb('o.order_no', 'ilike', pattern),
        eb('c.company_name', 'ilike', pattern),
        eb('c.company_domain', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const PAYMENT_COLUMNS = [
  'p.id',
  'p.company_id',
  'c.company_name',
  'c.company_domain',
  'p.order_id',
  'o.order_no',
  'p.provider',
  'p.provider_ref',
  'p.transaction_ref',
  'p.status',
  'p.amount',
  'p.currency',
  'p.payer_id',
  'p.created_at',
] as const;

interface PaymentRow {
  id: number;
  company_id: number;
  company_name: string;
  company_domain: string;
  order_id: number;
  order_no: string;
  provider: VendorPaymentRecord['provider'];
  provider_ref: string;
  transaction_ref: string;
  status: string;
  amount: string;
  currency: string;
  payer_id: string;
  created_at: Date;
}

function toPayment(row: PaymentRow): VendorPaymentRecord {
  return {
    id: row.id,
    company: row.company_id,
    company_name: row.company_name,
    company_domain: row.company_domain,
    order: row.order_id,
    order_no: row.order_no,
    provider: row.provider,
    provider_ref: row.provider_ref,
    transaction_ref: row.transaction_ref,
    status: row.status as VendorPaymentRecord['status'],
    amount: row.amount,
    currency: row.currency,
    payer_id: row.payer_id,
    created_at: row.created_at.toISOString(),
  };
}

/** The provider's answer as stored (jsonb); anything but an object is shown wrapped so the client gets one shape. */
function answerObject(answer: unknown): Record<string, unknown> {
  return answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : { value: answer };
}

/** One payment with its provider answer: by payment id, or the settlement of one order. */
async function findPayment(trx: Trx, key: { id: number } | { companyId: number; orderId: number }): Promise<VendorPaymentDetail | undefined> {
  let query = selectPayments(trx, { range: {} }).select([...PAYMENT_COLUMNS, 'p.provider_answer']);
  query = 'id' in key ? query.where('p.id', '=', key.id) : query.where('p.company_id', '=', key.companyId).where('p.order_id', '=', key.orderId);
  const row = await query.executeTakeFirst();
  return row ? { ...toPayment(row), provider_answer: answerObject(row.provider_answer) } : undefined;
}

const PAYMENT_CSV: ReadonlyArray<BulkColumn<VendorPaymentRecord>> = [
  { header: 'id', value: (p) => p.id },
  { header: 'transaction_ref', value: (p) => p.transaction_ref },
  { header: 'order_no', value: (p) => p.order_no },
  { header: 'company', value: (p) => p.company_name },
  { header: 'company_domain', value: (p) => p.company_domain },
  { header: 'provider', value: (p) => p.provider },
  { header: 'provider_ref', value: (p) => p.provider_ref },
  { header: 'payer_id', value: (p) => p.payer_id },
  { header: 'status', value: (p) => p.status },
  { header: 'amount', value: (p) => p.amount },
  { header: 'currency', value: (p) => p.currency },
  { header: 'created_at', value: (p) => p.created_at },
];

// Routes ---------------------------------------------------------------------------------------------------

function notFound(what: string): ApiError {
  return new ApiError(404, GENERAL_CODES.notFound, { message: `The ${what} was not found.` });
}

function tooManyToExport(total: number): ApiError {
  return new ApiError(400, VENDOR_CODES.exportTooLarge, {
    message: `The export is limited to ${MAX_EXPORT_ROWS} rows; narrow the filters (${total} match).`,
    params: { max: MAX_EXPORT_ROWS, total },
  });
}

function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(csv);
}

export function registerBackOfficeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const tags = ['vendor'];
  const preHandler = vendorGuard(deps);
  const orderQuery = listQuerySchema(VENDOR_ORDER_STATUSES, true);
  const paymentQuery = listQuerySchema(VENDOR_PAYMENT_STATUSES, true);

  app.get<{ Querystring: VendorListQuery }>(
    '/orders/',
    { preHandler, schema: { tags, summary: 'Orders of every company, paged, with search and filters', querystring: orderQuery } },
    async (request) => {
      const filters = filtersOf(request);
      return deps.database.withVendor(async (trx) => {
        const { total } = await selectOrders(trx, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await selectOrders(trx, filters)
          .select(ORDER_COLUMNS)
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(request.query.page_size)
          .offset(offsetOf(request.query))
          .execute();
        return ok(pageOf(rows.map(toOrder), Number(total), request.query), VENDOR_CODES.ok);
      });
    },
  );

  app.get<{ Querystring: VendorListQuery }>(
    '/orders/export/',
    { preHandler, schema: { tags, summary: 'The filtered orders as CSV', querystring: listQuerySchema(VENDOR_ORDER_STATUSES, false) } },
    async (request, reply) => {
      const filters = filtersOf(request);
      const rows = await deps.database.withVendor(async (trx) => {
        const { total } = await selectOrders(trx, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        if (Number(total) > MAX_EXPORT_ROWS) throw tooManyToExport(Number(total));
        return selectOrders(trx, filters).select(ORDER_COLUMNS).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute();
      });
      return sendCsv(reply, exportFileName('orders', deps.now(), 'csv'), toCsv(ORDER_CSV, rows.map(toOrder)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id/',
    { preHandler, schema: { tags, summary: 'One order with its settlement', params: idParams } },
    async (request) => {
      const detail = await deps.database.withVendor(async (trx): Promise<VendorOrderDetail | undefined> => {
        const row = await selectOrders(trx, { range: {} }).select(ORDER_COLUMNS).where('o.id', '=', request.params.id).executeTakeFirst();
        if (!row) return undefined;
        const payment = await findPayment(trx, { companyId: row.company_id, orderId: row.id });
        return { ...toOrder(row), payment: payment ?? null };
      });
      if (!detail) throw notFound('order');
      return ok(detail, VENDOR_CODES.ok);
    },
  );

  app.get<{ Querystring: VendorListQuery }>(
    '/payments/',
    { preHandler, schema: { tags, summary: 'Payments (provider settlements) of every company, paged, with search and filters', querystring: paymentQuery } },
    async (request) => {
      const filters = filtersOf(request);
      return deps.database.withVendor(async (trx) => {
        const { total } = await selectPayments(trx, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await selectPayments(trx, filters)
          .select(PAYMENT_COLUMNS)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(request.query.page_size)
          .offset(offsetOf(request.query))
          .execute();
        return ok(pageOf(rows.map(toPayment), Number(total), request.query), VENDOR_CODES.ok);
      });
    },
  );

  app.get<{ Querystring: VendorListQuery }>(
    '/payments/export/',
    { preHandler, schema: { tags, summary: 'The filtered payments as CSV', querystring: listQuerySchema(VENDOR_PAYMENT_STATUSES, false) } },
    async (request, reply) => {
      const filters = filtersOf(request);
      const rows = await deps.database.withVendor(async (trx) => {
        const { total } = await selectPayments(trx, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        if (Number(total) > MAX_EXPORT_ROWS) throw tooManyToExport(Number(total));
        return selectPayments(trx, filters).select(PAYMENT_COLUMNS).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
      });
      return sendCsv(reply, exportFileName('payments', deps.now(), 'csv'), toCsv(PAYMENT_CSV, rows.map(toPayment)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/payments/:id/',
    { preHandler, schema: { tags, summary: 'One payment with the provider answer', params: idParams } },
    async (request) => {
      const payment = await deps.database.withVendor((trx) => findPayment(trx, { id: request.params.id }));
      if (!payment) throw notFound('payment');
      return ok(payment, VENDOR_CODES.ok);
    },
  );

  // Platform mail (activation, account password reset) belongs to no company: its delivery log is the vendor's
  // (ADR 0075). Recipient and subject only; the bodies held one-time links and are emptied once settled.
  app.get<{ Querystring: PageQuery & { status?: (typeof MAIL_DELIVERY_STATUSES)[number] } }>(
    '/platform-mail/',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delivery log of platform mail (no company), newest first, paged, with search and a status filter',
        querystring: { type: 'object', properties: { ...pageQueryProperties, status: { type: 'string', enum: [...MAIL_DELIVERY_STATUSES] } } },
      },
    },
    async (request) => {
      const query = request.query;
      return deps.database.withVendor(async (trx) => {
        let mails = trx.selectFrom('platform_mail_outbox');
        if (query.status) mails = mails.where('status', '=', query.status);
        if (query.search?.trim()) {
          const pattern = containsPattern(query.search.trim());
          mails = mails.where((eb) => eb.or([eb('recipient', 'ilike', pattern), eb('subject', 'ilike', pattern)]));
        }
        const { total } = await mails.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await mails
          .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.page_size)
          .offset(offsetOf(query))
          .execute();
        return ok(pageOf(rows.map((row) => ({ ...row, id: Number(row.id) })), Number(total), query), VENDOR_CODES.ok);
      });
    },
  );
}
