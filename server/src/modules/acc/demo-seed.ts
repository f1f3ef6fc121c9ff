/**
 * Demo access-control set-up for the demo company (SeedStep `demo-acc`, demo only), so the access-control screens
 * show what they are for: two time periods ("Office hours": weekdays 08:00–18:00 and Saturday morning; "Always":
 * every day and holiday type, all day), a public holiday of type 1, and two access groups using them. Configuration
 * only: no door and no privilege, so nothing is queued for a terminal (a privilege sends user records, ADR 0111).
 * Idempotent (by name).
 */
import { sql } from 'kysely';
import { ACC_PERIOD_DAYS, type AccInterval, type AccPeriodDay } from '@timekeep/contracts';
import type { AppDeps } from '../../deps';
import { demoCompanyId } from '../personnel/demo-seed';

const day = (start: string, end: string): AccInterval[] => [{ start, end }];
const intervals = (days: Partial<Record<AccPeriodDay, AccInterval[]>>): Record<AccPeriodDay, AccInterval[]> =>
  Object.fromEntries(ACC_PERIOD_DAYS.map((key) => [key, days[key] ?? []])) as Record<AccPeriodDay, AccInterval[]>;

const weekday = day('08:00', '18:00');
export const DEMO_ACC_TIME_PERIODS = [
  { name: 'Office hours', intervals: intervals({ mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: day('09:00', '13:00') }) },
  { name: 'Always', intervals: intervals(Object.fromEntries(ACC_PERIOD_DAYS.map((key) => [key, day('00:00', '23:59')]))) },
] as const;

export const DEMO_ACC_GROUPS = [
  { no: 2, name: 'Staff', period: 'Office hours', holidayValid: true },
  { no: 3, name: 'Security', period: 'Always', holidayValid: false },
] as const;

export async function seedDemoAccessControl(deps: AppDeps): Promise<void> {
  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  await deps.database.withTenant(companyId, async (trx) => {
    for (const period of DEMO_ACC_TIME_PERIODS) {
      await sql`insert into acc_time_periods (company_id, name, intervals)
        select ${companyId}, ${period.name}, ${JSON.stringify(period.intervals)}::jsonb
        where not exists (select 1 from acc_time_periods where company_id = ${companyId} and lower(name) = lower(${period.name}))`.execute(trx);
    }
    const year = new Date().getUTCFullYear();
    await sql`insert into acc_holidays (company_id, name, holiday_type, start_date, end_date, recurring)
      select ${companyId}, 'New Year', '1', ${`${year}-01-01`}::date, ${`${year}-01-01`}::date, true
      where not exists (select 1 from acc_holidays where company_id = ${companyId} and lower(name) = 'new year')`.execute(trx);
    for (const group of DEMO_ACC_GROUPS) {
      await sql`insert into acc_groups (company_id, no, name, time_period_id, holiday_valid)
        select p.company_id, ${group.no}, ${group.name}, p.id, ${group.holidayValid} from acc_time_periods p
        where p.company_id = ${companyId} and lower(p.name) = lower(${group.period})
          and not exists (select 1 from acc_groups g where g.company_id = p.company_id and (lower(g.name) = lower(${group.name}) or g.no = ${group.no}))`.execute(trx);
    }
  });
}
