/**
 * The vendor dashboard (SPEC §7 vendor paths `dashboard` and `dashboard/get_sales_data`; ADR 0119): the
 * platform's figures now, and paid sales per day, week or month. Vendor operators only (the guard), read in the
 * vendor's read-only transaction; the counts read only the key columns the vendor role may select.
 */
import {
  GENERAL_CODES,
  VENDOR_SALES_PERIODS,
  type VendorDashboard,
  type VendorSalesData,
  type VendorSalesPeriod,
} from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { ApiError } from '../../http/api-error';
import { VENDOR_CODES } from './codes';
import { vendorGuard } from './vendor-access';

/** Most buckets a chart draws (a year of days, five years of weeks, ten of months). */
export const MAX_SALES_POINTS = { day: 366, week: 262, month: 120 } as const satisfies Record<VendorSalesPeriod, number>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The first day of the bucket holding `day` (weeks start on Monday, ISO). */
export function bucketStart(day: Date, period: VendorSalesPeriod): Date {
  if (period === 'day') return day;
  if (period === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
}

function nextBucket(start: Date, period: VendorSalesPeriod): Date {
  if (period === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (period === 'week' ? 7 : 1) * 86_400_000);
}

/** Every bucket start from `from` to `to` (inclusive), or null when there would be more than the period allows. */
export function bucketsOf(from: Date, to: Date, period: VendorSalesPeriod): string[] | null {
  const starts: string[] = [];
  for (let start = bucketStart(from, period); start <= to; start = nextBucket(start, period)) {
    if (starts.length === MAX_SALES_POINTS[period]) return null;
    starts.push(utcDay(start));
  }
  return starts;
}

const invalid = (field: string, message: string) => new ApiError(400, GENERAL_CODES.validation, { message, fields: { [field]: 'invalid' } });

interface SalesQuery {
  period?: string;
  start_date?: string;
  end_date?: string;
}

/** Days ahead in which a running subscription counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

async function dashboard(deps: AppDeps): Promise<VendorDashboard> {
  // Subscriptions run by the app's clock in UTC days (ADR 0118's ends_on is the last day covered).
  const today = utcDay(deps.now());
  const horizon = utcDay(new Date(parseDay(today).getTime() + EXPIRING_WITHIN_DAYS * 86_400_000));
  return deps.database.withVendor(async (trx) => {
    const { rows } = await sql<Record<string, number | string>>`select
        (select count(*) from company_subscriptions where status = 'active' and ends_on >= ${today}) as subscriptions_active,
        (select count(*) from company_subscriptions where status = 'trial' and ends_on >= ${today}) as subscriptions_trial,
        (select count(*) from company_subscriptions where status in ('active', 'trial') and ends_on >= ${today} and ends_on < ${horizon}) as subscriptions_expiring,
        (select count(*) from companies) as companies,
        (select count(*) from companies where is_active) as active_companies,
        (select count(*) from employees where not resigned) as employees,
        (select count(*) from iclock_devices where company_id is not null) as devices,
        (select count(*) from iclock_devices where company_id is null) as pending_devices,
        (select count(*) from gps_accounts where enabled) as mobile_accounts,
        (select count(*) from vendor_orders where status = 'PAID') as orders_paid,
        (select count(*) from vendor_orders where status = 'PENDING') as orders_pending`.execute(trx);
    const revenue = await sql<{ currency: string; amount: string; orders: number | string }>`select currency, sum(amount)::text as amount, count(*) as orders
        from vendor_orders where status = 'PAID' group by currency order by currency`.execute(trx);
    const counts = rows[0];
    const n = (key: string) => Number(counts[key]);
    return {
      companies: n('companies'),
      active_companies: n('active_companies'),
      employees: n('employees'),
      devices: n('devices'),
      pending_devices: n('pending_devices'),
      mobile_accounts: n('mobile_accounts'),
      orders_paid: n('orders_paid'),
      orders_pending: n('orders_pending'),
      subscriptions_active: n('subscriptions_active'),
      subscriptions_trial: n('subscriptions_trial'),
      subscriptions_expiring: n('subscriptions_expiring'),
      revenue: revenue.rows.map((row) => ({ currency: row.currency, amount: Number(row.amount).toFixed(2), orders: Number(row.orders) })),
    };
  });
}

/** Paid orders per bucket (by the UTC day they were paid), every bucket of the range present. */
async function salesData(deps: AppDeps, query: SalesQuery): Promise<VendorSalesData> {
  const period = (query.period ?? 'day') as VendorSalesPeriod;
  if (!VENDOR_SALES_PERIODS.includes(period)) throw invalid('period', 'period is day, week or month.');
  for (const field of ['start_date', 'end_date'] as const) {
    const value = query[field];
    if (value !== undefined && (!DAY.test(value) || utcDay(parseDay(value)) !== value)) throw invalid(field, `${field} must be a day (YYYY-MM-DD).`);
  }
  const today = parseDay(utcDay(deps.now()));
  const to = query.end_date ? parseDay(query.end_date) : today;
  const from = query.start_date ? parseDay(query.start_date) : new Date(to.getTime() - 29 * 86_400_000);
  if (from > to) throw invalid('end_date', 'end_date must not be before start_date.');
  const buckets = bucketsOf(from, to, period);
  if (!buckets) {
    throw new ApiError(400, VENDOR_CODES.salesRangeTooLong, { message: 'The range is too long for this period.', params: { max: MAX_SALES_POINTS[period] }, fields: { start_date: VENDOR_CODES.salesRangeTooLong } });
  }
  const until = new Date(to.getTime() + 86_400_000);
  const rows = await deps.database.withVendor(async (trx) =>
    (
      await sql<{ day: string; currency: string; orders: number | string; amount: string }>`select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          currency, count(*) as orders, sum(amount)::text as amount
        from vendor_orders
        where status = 'PAID' and paid_at >= ${from} and paid_at < ${until}
        group by 1, 2`.execute(trx)
    ).rows,
  );
  const points = new Map(buckets.map((start) => [start, { start, orders: 0, revenue: {} as Record<string, number> }]));
  const currencies = new Set<string>();
  for (const row of rows) {
    const point = points.get(utcDay(bucketStart(parseDay(row.day), period)));
    if (!point) continue;
    currencies.add(row.currency);
    point.orders += Number(row.orders);
    // Cents as integers while adding, so 0.1 + 0.2 stays 0.3.
    point.revenue[row.currency] = Math.round((point.revenue[row.currency] ?? 0) * 100 + Number(row.amount) * 100) / 100;
  }
  return { period, start_date: utcDay(from), end_date: utcDay(to), currencies: [...currencies].sort(), points: [...points.values()] };
}

export function registerVendorDashboard(app: FastifyInstance, deps: AppDeps): void {
  const guard = vendorGuard(deps);
  const envelope = (data: object) => ({ 200: { type: 'object', properties: { code: { type: 'string' }, context: { type: 'object', additionalProperties: true }, data } } });
  app.get(
    '/dashboard/',
    {
      preHandler: guard,
      schema: {
        tags: ['vendor'],
        summary: 'Platform figures: companies, subscriptions, employees, devices, mobile accounts, orders and paid revenue per currency (vendor operators)',
        security: [{ jwt: [] }],
        response: envelope({ type: 'object', additionalProperties: true }),
      },
    },
    async () => ok(await dashboard(deps), VENDOR_CODES.ok),
  );
  app.get<{ Querystring: SalesQuery }>(
    '/dashboard/get_sales_data/',
    {
      preHandler: guard,
      schema: {
        tags: ['vendor'],
        summary: 'Paid sales per day, week or month of a range (UTC days; default the last 30 days by day) (vendor operators)',
        security: [{ jwt: [] }],
        querystring: {
          type: 'object',
          properties: { period: { type: 'string' }, start_date: { type: 'string' }, end_date: { type: 'string' } },
        },
        response: envelope({ type: 'object', additionalProperties: true }),
      },
    },
    async (request) => ok(await salesData(deps, request.query), VENDOR_CODES.ok),
  );
}
