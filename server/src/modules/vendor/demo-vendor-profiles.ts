/**
 * The vendor's demo selling profiles (SeedStep `demo-vendor-profiles`, demo only; ADR 0119): the entity the demo
 * orders in dirhams are invoiced by (the default) and one for US dollars, so /vendor/company/vendor-profile shows
 * something. Runs after the demo catalogue (the currencies). Idempotent: an existing code is left as it is.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

export async function seedDemoVendorProfiles(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const hasDefault = (await sql`select 1 from vendor_profiles where is_default`.execute(db)).rows.length > 0;
  await sql`insert into vendor_profiles (code, name, legal_name, country, currency, invoice_prefix, is_default) values
    ('UAE', 'Timekeep Middle East', 'Timekeep Software FZ-LLC', 'United Arab Emirates', 'AED', 'AE', ${!hasDefault}),
    ('US', 'Timekeep Americas', 'Timekeep Inc.', 'United States', 'USD', 'US', false)
    on conflict do nothing`.execute(db);
  await sql`update vendor_organisation set legal_name = 'Timekeep Software FZ-LLC', support_email = 'support@timekeep.test', website = 'https://timekeep.test'
    where legal_name = ''`.execute(db);
}
