/**
 * An imported file names related records the way people know them: a department by its code or name, an
 * employee by its emp_code, areas as `DOCK, GATE`. For every `ref`/`refs` field of a resource, the records it
 * may name are looked up once per import (one query per field) by each unique text field of the referred
 * resource (code, name, emp_code; case-insensitive), and a cell that is not an id is turned into the id. A
 * number stays an id (an exported file imports back unchanged); a name that matches nothing is left as it is,
 * so the strict check refuses it naming the field.
 */
import type { FieldSpec } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import { assertIdentifier } from './query';
import { resourceRegistry, tableOfRef } from './registry';
import type { ResourceDefinition, Trx } from './types';

/** Field → (lower-cased unique text → id). */
export type RefLookups = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** The stored columns of the unique text fields of the resource `ref` names (none when it is not on the kernel). */
function keyColumns(deps: AppDeps, ref: string): string[] {
  const referred = resourceRegistry(deps).get(ref);
  if (!referred) return [];
  return Object.entries(referred.contract.fields)
    .filter(([, spec]) => spec.unique && spec.kind === 'text')
    .map(([field]) => referred.columns?.[field] ?? field)
    .filter((column): column is string => typeof column === 'string')
    .map(assertIdentifier);
}

export async function refLookups(trx: Trx, deps: AppDeps, definition: ResourceDefinition, companyId: number): Promise<RefLookups> {
  const lookups = new Map<string, Map<string, number>>();
  for (const [field, spec] of Object.entries(definition.contract.fields)) {
    if (spec.readOnly || (spec.kind !== 'ref' && spec.kind !== 'refs') || !spec.ref) continue;
    const columns = keyColumns(deps, spec.ref);
    if (columns.length === 0) continue;
    const keys = sql.join(columns.map((column) => sql`lower(${sql.ref(`r.${column}`)})`));
    const { rows } = await sql<{ id: number | string; keys: Array<string | null> }>`select r.id, array[${keys}] as keys
      from ${sql.table(tableOfRef(deps, spec.ref))} r where r.company_id = ${companyId}`.execute(trx);
    const byKey = new Map<string, number>();
    // Earlier columns win (a code over a name that happens to read the same).
    for (const column of columns.keys()) {
      for (const row of rows) {
        const key = row.keys[column];
        if (key && !byKey.has(key)) byKey.set(key, Number(row.id));
      }
    }
    lookups.set(field, byKey);
  }
  return lookups;
}

/** An imported ref cell as the id it names (a `refs` cell item by item); anything else unchanged. */
export function resolveRefCell(spec: FieldSpec, value: unknown, lookup: ReadonlyMap<string, number> | undefined): unknown {
  if (!lookup) return value;
  const one = (item: unknown) => (typeof item === 'string' ? (lookup.get(item.trim().toLowerCase()) ?? item) : item);
  if (spec.kind === 'refs' && Array.isArray(value)) return value.map(one);
  return spec.kind === 'ref' ? one(value) : value;
}
