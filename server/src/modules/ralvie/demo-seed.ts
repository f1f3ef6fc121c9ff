/**
 * Demo productivity data (SeedStep `demo-ralvie`, demo only), so the /ralvie screens show what they are for: an
 * agent token, the usual categories, and what agents would have posted for demo employees 1001–1012 on the
 * weekdays of the last RALVIE_TREND_DAYS days, 09:00–17:00 company time, in 15-minute samples (up to now).
 * Which application a slot shows and whether it was idle is a hash of employee, day and slot: the same on every
 * run, so the samples' keys make the step idempotent; the daily usage is rebuilt from the samples.
 */
import { RALVIE_TREND_DAYS } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { demoCompanyId } from '../personnel/demo-seed';
import { hashSecret, newAgentSecret } from './ingest';

export const DEMO_RALVIE_CATEGORIES = [
  ['application', 'excel.exe', 'productive'],
  ['application', 'code.exe', 'productive'],
  ['application', 'outlook.exe', 'productive'],
  ['application', 'teams.exe', 'productive'],
  ['domain', 'docs.google.com', 'productive'],
  ['domain', 'github.com', 'productive'],
  ['domain', 'youtube.com', 'unproductive'],
  ['domain', 'facebook.com', 'unproductive'],
  ['application', 'spotify.exe', 'neutral'],
] as const;

/** What a slot shows: weighted towards work; the last one has no category (rated by the setting). */
const DEMO_USAGE = [
  ['application', 'excel.exe'], ['application', 'excel.exe'], ['application', 'outlook.exe'], ['application', 'outlook.exe'],
  ['application', 'teams.exe'], ['application', 'code.exe'], ['domain', 'docs.google.com'], ['domain', 'github.com'],
  ['domain', 'www.youtube.com'], ['domain', 'www.facebook.com'], ['application', 'spotify.exe'], ['domain', 'news.example.com'],
] as const;

export const DEMO_RALVIE_EMPLOYEES = Array.from({ length: 12 }, (_, n) => String(1001 + n));

export async function seedDemoRalvie(deps: AppDeps): Promise<void> {
  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  await deps.database.withTenant(companyId, async (trx) => {
    // The demo token's secret is thrown away: it lists as a token would, and no agent can use it.
    const secret = newAgentSecret();
    await sql`insert into ralvie_agent_tokens (company_id, name, token_hash, token_prefix)
      select ${companyId}, 'Office PCs', ${hashSecret(secret)}, ${secret.slice(0, 10)}
      where not exists (select 1 from ralvie_agent_tokens where company_id = ${companyId} and lower(name) = 'office pcs')`.execute(trx);
    for (const [kind, pattern, category] of DEMO_RALVIE_CATEGORIES) {
      await sql`insert into ralvie_categories (company_id, kind, pattern, category) values (${companyId}, ${kind}, ${pattern}, ${category})
        on conflict do nothing`.execute(trx);
    }
    const kinds = DEMO_USAGE.map(([kind]) => kind);
    const names = DEMO_USAGE.map(([, name]) => name);
    await sql`
      with zone as (
        select company_timezone as tz, (cast(${deps.now()} as timestamptz) at time zone company_timezone)::date as today from companies where id = ${companyId}
      ), slots as (
        select e.id as employee, e.emp_code, (zone.today - d.back) as day, s.slot, zone.tz,
          ((zone.today - d.back) + time '09:00' + s.slot * interval '15 minutes') at time zone zone.tz as started_at,
          abs(hashtext(e.emp_code || ':' || (zone.today - d.back)::text || ':' || s.slot::text)) as h
        from employees e, zone, generate_series(0, ${RALVIE_TREND_DAYS - 1}) d(back), generate_series(0, 31) s(slot)
        where e.company_id = ${companyId} and e.emp_code in (${sql.join(DEMO_RALVIE_EMPLOYEES)})
          and extract(isodow from zone.today - d.back) < 6
      )
      insert into ralvie_samples (company_id, employee, device, started_at, seconds, work_date, kind, name, active)
      select ${companyId}, s.employee, 'PC-' || s.emp_code, s.started_at, 900, s.day,
        (${kinds}::text[])[1 + s.h % ${kinds.length}], (${names}::text[])[1 + s.h % ${names.length}], s.h % 9 <> 0
      from slots s
      where s.started_at + interval '15 minutes' <= cast(${deps.now()} as timestamptz)
      on conflict (company_id, employee, device, started_at) do nothing`.execute(trx);
    await sql`delete from ralvie_usage where company_id = ${companyId}`.execute(trx);
    await sql`insert into ralvie_usage (company_id, employee, work_date, kind, name, active, seconds)
      select company_id, employee, work_date, kind, name, active, sum(seconds)::int from ralvie_samples
      where company_id = ${companyId} group by company_id, employee, work_date, kind, name, active`.execute(trx);
  });
}
