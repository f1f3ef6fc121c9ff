/**
 * Demo leave types for the demo company (SeedStep `demo-leave-types`, demo only), so the demo employee can ask
 * for a day off at once: paid annual leave of 12 days a year in half days, and sick leave without a limit.
 * Idempotent (by name).
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { demoCompanyId } from '../personnel/demo-seed';

export const DEMO_LEAVE_TYPES = [
  { name: 'Annual leave', unit: 'half_day', paid: true, yearly_entitlement: 12 },
  { name: 'Sick leave', unit: 'day', paid: true, yearly_entitlement: null },
] as const;

export async function seedDemoLeaveTypes(deps: AppDeps): Promise<void> {
  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  await deps.database.withTenant(companyId, async (trx) => {
    for (const type of DEMO_LEAVE_TYPES) {
      await sql`insert into leave_types (company_id, name, unit, paid, yearly_entitlement)
        select ${companyId}, ${type.name}, ${type.unit}, ${type.paid}, ${type.yearly_entitlement}
        where not exists (select 1 from leave_types where company_id = ${companyId} and lower(name) = lower(${type.name}))`.execute(trx);
    }
  });
}
