/**
 * Exact employee totals without count(*): migration 0033 keeps, per company, the number of employees, of
 * resigned ones, of ones with attendance enabled, and of ones both (statement triggers in the writing
 * transaction). Every combination of the list's `resigned` and `enable_att` filters follows from these four.
 */
import { sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/postgres-dialect';
import type { Tables } from '../../db/schema';

export interface EmployeeCounts {
  total: number;
  resigned: number;
  enable_att: number;
  resigned_enable_att: number;
}

export interface CountedFilters {
  resigned?: boolean;
  enable_att?: boolean;
}

/** How many employees match the two flag filters (undefined: either value), by inclusion and exclusion. */
export function countMatching(counts: EmployeeCounts, filters: CountedFilters): number {
  const { total, resigned, enable_att: att, resigned_enable_att: both } = counts;
  const r = filters.resigned;
  const a = filters.enable_att;
  if (r === undefined && a === undefined) return total;
  if (a === undefined) return r ? resigned : total - resigned;
  if (r === undefined) return a ? att : total - att;
  if (r && a) return both;
  if (r) return resigned - both;
  if (a) return att - both;
  return total - resigned - att + both;
}

export async function readEmployeeCounts(trx: Transaction<Tables>, companyId: number): Promise<EmployeeCounts> {
  // A named statement on PostgreSQL: every employee list page reads it (ADR 0122).
  const { rows } = await sql<EmployeeCounts>`${sql.raw(PREPARED)}select total, resigned, enable_att, resigned_enable_att
    from employee_counts where company_id = ${companyId}`.execute(trx);
  return rows[0] ?? { total: 0, resigned: 0, enable_att: 0, resigned_enable_att: 0 };
}
