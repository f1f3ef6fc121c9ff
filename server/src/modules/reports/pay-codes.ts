/** The company's pay codes as the exports apply them: a `minutes` column prints in its pay code's unit. */
import { REPORT_STATUS_CODES, REPORT_STATUS_DEFAULTS, type ReportLegendEntry } from '@timekeep/contracts';
import { sql } from 'kysely';
import { payCodeTotal, type PayCodeRounding } from '../../attendance/engine/paycode';
import type { Translate } from '../../i18n/translator';
import type { Trx } from '../../resources/types';
import type { ReportColumnDefinition } from './definition';

export type PayCodes = ReadonlyMap<string, PayCodeRounding & { symbol: string; color: string }>;

export async function loadPayCodes(trx: Trx, companyId: number): Promise<PayCodes> {
  const { rows } = await sql<{ key: string; unit: PayCodeRounding['unit']; minimum_unit: string | number; round_mode: PayCodeRounding['mode']; minutes_per_day: number; symbol: string; color: string }>`
    select key, unit, minimum_unit, round_mode, minutes_per_day, symbol, color from pay_codes where company_id = ${companyId}`.execute(trx);
  return new Map(rows.map((row) => [row.key, { unit: row.unit, minimumUnit: Number(row.minimum_unit), mode: row.round_mode, minutesPerDay: row.minutes_per_day, symbol: row.symbol, color: row.color }]));
}

/** A minutes value as an export prints it: rounded once by the column's pay code, or whole minutes without one. */
export function exportedMinutes(column: ReportColumnDefinition, payCodes: PayCodes, minutes: unknown): number | null {
  if (minutes === null || minutes === undefined || minutes === '') return null;
  const value = Number(minutes);
  if (!Number.isInteger(value)) return null;
  const rounding = column.payCode ? payCodes.get(column.payCode) : undefined;
  return rounding ? payCodeTotal(value, rounding) : value;
}

/** The header of an exported column; a pay-coded one names its unit ("Total time (h)"). */
export function exportedTitle(column: ReportColumnDefinition, payCodes: PayCodes, t: Translate): string {
  const title = t(column.title);
  if (column.kind !== 'minutes') return title;
  const unit = (column.payCode && payCodes.get(column.payCode)?.unit) || 'minute';
  return `${title} (${t(`report:units.${unit}`)})`;
}

/**
 * What each matrix status code prints as: the symbol and colour of the company's pay code of the same key, the
 * default where the company has none (or left its symbol empty), and the code's name in the request's language.
 */
export function statusLegend(payCodes: PayCodes, t: Translate): ReportLegendEntry[] {
  return REPORT_STATUS_CODES.map((code) => {
    const own = payCodes.get(code);
    const fallback = REPORT_STATUS_DEFAULTS[code];
    return { code, symbol: own?.symbol || fallback.symbol, color: own?.color || fallback.color, title: t(`report:library.status.${code}`) };
  });
}

/** Whether any of the columns is a status cell (the page then carries the legend). */
export function hasStatusCells(columns: readonly ReportColumnDefinition[]): boolean {
  return columns.some((column) => column.kind === 'status');
}
