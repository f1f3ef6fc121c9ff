import type { Kysely } from 'kysely';
import type { RegionsTable, Tables } from '../../db/schema';

export type Region = Omit<RegionsTable, 'hosts' | 'is_default'>;

/** Seeded regions (SPEC §3): global default plus Mexico, India, Middle East, Australia. */
export function seedRegionRows(baseDomain: string): RegionsTable[] {
  const row = (code: string, product: string, website: string, logo: string, isDefault = false): RegionsTable => ({
    code,
    identify_code: code.toUpperCase(),
    product_name: product,
    website,
    copyright: `© ${new Date().getUTCFullYear()} Timekeep. All rights reserved.`,
    logo,
    hosts: isDefault ? [] : [`${code}.${baseDomain}`],
    is_default: isDefault,
  });
  return [
    row('global', 'Timekeep', 'https://timekeep.example', '/web/static/logos/global.svg', true),
    row('mx', 'Timekeep México', 'https://mx.timekeep.example', '/web/static/logos/mx.svg'),
    row('in', 'Timekeep India', 'https://in.timekeep.example', '/web/static/logos/in.svg'),
    row('me', 'Timekeep Middle East', 'https://me.timekeep.example', '/web/static/logos/me.svg'),
    row('au', 'Timekeep Australia', 'https://au.timekeep.example', '/web/static/logos/global.svg'),
  ];
}

export async function seedRegions(db: Kysely<Tables>, baseDomain: string): Promise<void> {
  for (const region of seedRegionRows(baseDomain)) {
    await db
      .insertInto('regions')
      .values(region)
      .onConflict((oc) => oc.column('code').doUpdateSet({ hosts: region.hosts }))
      .execute();
  }
}

/** The region whose host (or parent domain of the host) matches, longest first; else the default region. */
export function pickRegion(rows: RegionsTable[], host: string): RegionsTable | undefined {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  let best: { row: RegionsTable; length: number } | undefined;
  for (const row of rows) {
    for (const candidate of row.hosts) {
      const h = candidate.toLowerCase();
      if ((hostname === h || hostname.endsWith(`.${h}`)) && (!best || h.length > best.length)) {
        best = { row, length: h.length };
      }
    }
  }
  return best?.row ?? rows.find((r) => r.is_default);
}

export async function identifyRegion(db: Kysely<Tables>, host: string): Promise<Region | undefined> {
  const rows = await db.selectFrom('regions').selectAll().execute();
  const row = pickRegion(rows, host);
  if (!row) return undefined;
  const { hosts: _hosts, is_default: _isDefault, ...region } = row;
  return region;
}
