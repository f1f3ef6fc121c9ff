/**
 * Checkout pricing and subscription periods (ADR 0118). The price of a choice comes from the catalogue's plan
 * pricing (ADR 0116): the active row of the plan, currency and period whose tier holds the licensed count, times
 * the count for a per-employee or per-device strategy, once for a per-company one; then an optional discount.
 * Money is counted in hundredths with bigint (unit price × count can pass 2^53 hundredths).
 */
import type { SubscriptionChoice, SubscriptionQuote } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { VENDOR_CODES } from './codes';
import type { BillingPeriod, PriceUnit } from './tables';
import './tables';

/** numeric(12,2) holds less than 10^10. */
const MAX_AMOUNT_CENTS = 10n ** 12n - 1n;

export function toCents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The list amount: unit price × count, or the unit price alone for a per-company (flat) strategy. */
export function listCents(unitPrice: string, unit: PriceUnit, count: number): bigint {
  return unit === 'company' ? toCents(unitPrice) : toCents(unitPrice) * BigInt(count);
}

/** A percentage rounds half up to the hundredth; an amount never takes more than the list amount. */
export function discountCents(list: bigint, type: 'percent' | 'amount', value: string): bigint {
  if (type === 'amount') {
    const off = toCents(value);
    return off > list ? list : off;
  }
  return (list * toCents(value) + 5_000n) / 10_000n;
}

/** The 'YYYY-MM-DD' day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day covered by one period starting on `start`: a month (a year) later, the day before. A start on the
 * 31st of a month with fewer days ends on that month's last day minus nothing more (31 Jan + 1 month → 28 Feb, so
 * the last day covered is 27 Feb).
 */
export function periodEnd(start: string, period: BillingPeriod): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const months = period === 'monthly' ? 1 : 12;
  const targetMonth = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay)));
  return addDays(next.toISOString().slice(0, 10), -1);
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

interface PriceRow {
  unit_price: string;
  unit: PriceUnit;
}

interface DiscountRow {
  code: string;
  discount_type: 'percent' | 'amount';
  value: string;
  currency: string | null;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  used_count: number;
  is_active: boolean;
}

/** Why a discount code cannot be used for this order today, or null when it can. */
export function discountRefusal(discount: DiscountRow | undefined, currency: string, today: string): ApiError | null {
  const field = { fields: { discount_code: 'invalid' } };
  if (!discount || !discount.is_active) return new ApiError(400, VENDOR_CODES.discountUnknown, { message: 'This discount code does not exist.', ...field });
  if ((discount.valid_from !== null && discount.valid_from > today) || (discount.valid_to !== null && discount.valid_to < today)) {
    return new ApiError(400, VENDOR_CODES.discountNotNow, { message: 'This discount code is not valid today.', ...field });
  }
  if (discount.usage_limit !== null && discount.used_count >= discount.usage_limit) {
    return new ApiError(400, VENDOR_CODES.discountUsedUp, { message: 'This discount code has been used up.', ...field });
  }
  if (discount.discount_type === 'amount' && discount.currency !== currency) {
    return new ApiError(400, VENDOR_CODES.discountCurrency, { message: 'This discount code is for another currency.', params: { currency: discount.currency ?? '' }, ...field });
  }
  return null;
}

/**
 * The server's price of `choice` today, read from the catalogue as the vendor role (the tenant role has no grant
 * on it, migration 0108). Refuses, as a translated 400 naming the field, a choice with no price, a discount code
 * that cannot be used, and a total of nothing.
 */
export async function priceChoice(deps: AppDeps, choice: SubscriptionChoice, today: string): Promise<SubscriptionQuote> {
  const code = choice.discount_code?.trim() ?? '';
  const { price, discount } = await deps.database.withVendor(async (trx) => {
    // The catalogue tables are not in the typed schema (platform resources are declared by name): plain SQL.
    const prices = await sql<PriceRow>`select p.unit_price, s.unit from plan_pricing p
      join price_strategies s on s.code = p.strategy join currencies c on c.code = p.currency
      where p.plan = ${choice.plan} and p.currency = ${choice.currency} and p.billing_period = ${choice.billing_period}
        and p.is_active and s.is_active and c.is_active
        and p.tier_from <= ${choice.licensed_count} and (p.tier_to is null or p.tier_to >= ${choice.licensed_count})
      order by p.tier_from desc limit 1`.execute(trx);
    const discounts = code
      ? await sql<DiscountRow>`select code, discount_type, value, currency, valid_from, valid_to, usage_limit, used_count, is_active
          from discounts where lower(code) = ${code.toLowerCase()}`.execute(trx)
      : { rows: [] };
    const price: PriceRow | undefined = prices.rows[0];
    const discount: DiscountRow | undefined = discounts.rows[0];
    return { price, discount };
  });
  if (!price) {
    throw new ApiError(400, VENDOR_CODES.noPrice, { message: 'There is no price for this plan, currency, period and count.', fields: { licensed_count: 'invalid' } });
  }
  const list = listCents(price.unit_price, price.unit, choice.licensed_count);
  if (list > MAX_AMOUNT_CENTS) throw new ApiError(400, VENDOR_CODES.noPrice, { message: 'The order is too large.', fields: { licensed_count: 'invalid' } });
  let applied: DiscountRow | undefined;
  if (code) {
    const refusal = discountRefusal(discount, choice.currency, today);
    if (refusal) throw refusal;
    applied = discount;
  }
  const off = applied ? discountCents(list, applied.discount_type, applied.value) : 0n;
  const total = list - off;
  if (total <= 0n) throw new ApiError(400, VENDOR_CODES.nothingToPay, { message: 'This discount leaves nothing to pay.', fields: { discount_code: 'invalid' } });
  return {
    plan: choice.plan,
    currency: choice.currency,
    billing_period: choice.billing_period,
    unit: price.unit,
    licensed_count: choice.licensed_count,
    unit_price: fromCents(toCents(price.unit_price)),
    list_amount: fromCents(list),
    discount_code: applied ? applied.code : null,
    discount_amount: fromCents(off),
    amount: fromCents(total),
  };
}
