/**
 * One record written inside the caller's tenant transaction, with every rule of the kernel: SPEC §5 text, the
 * resource's own hooks, unique fields, refs in the company, the row and its link tables. Used by the create /
 * PUT / PATCH routes and by every row of an import, so the two can never disagree.
 */
import type { AppDeps } from '../deps';
import type { WriteMode } from './fields';
import { findRecord } from './query';
import type { ResourceDefinition, Row, Trx, WriteContext } from './types';
import { assertLegalText, assertRefsExist, assertUnique, insertRow, notFoundError, updateRow, writeLinks } from './write';

export interface SaveRequest {
  trx: Trx;
  deps: AppDeps;
  definition: ResourceDefinition;
  companyId: number;
  userId: number | null;
  mode: WriteMode;
  /** Checked values (checkInput): every writable field on create/PUT, the sent ones on PATCH. */
  values: Row;
  sent: ReadonlySet<string>;
  /** Update: the record's id (404 when the company has none). */
  id?: number;
  /** Read the saved record back (the routes answer it; an import only counts). Default true. */
  readBack?: boolean;
}

/** Writes the record; answers its id and, unless `readBack` is false, the saved record. */
export async function saveRecord(request: SaveRequest): Promise<{ id: number; record: Row | undefined }> {
  const { trx, deps, definition, companyId, userId, mode, values, sent, id } = request;
  const existing = id === undefined ? undefined : await findRecord(trx, definition, companyId, id);
  if (id !== undefined && !existing) throw notFoundError(definition);
  const merged = existing ? { ...pickWritable(definition, existing), ...values } : values;
  const context: WriteContext = { trx, companyId, deps, userId, existing, values: merged, sent };
  assertLegalText(definition, merged, sent);
  await definition.hooks?.beforeWrite?.(context);
  await assertUnique(trx, definition, companyId, context.values, sent, id);
  await assertRefsExist(trx, deps, definition, companyId, context.values, sent);
  let rowId: number;
  if (id === undefined) rowId = await insertRow(trx, definition, companyId, context.values);
  else {
    rowId = id;
    await updateRow(trx, definition, companyId, id, context.values, deps.now());
  }
  await writeLinks(trx, definition, companyId, rowId, context.values, mode === 'patch' ? sent : undefined);
  await definition.hooks?.afterWrite?.({ ...context, id: rowId });
  const record = request.readBack === false ? undefined : await findRecord(trx, definition, companyId, rowId);
  return { id: rowId, record };
}

/** The writable fields of a stored record (what PATCH keeps when not sent). */
function pickWritable(definition: ResourceDefinition, existing: Row): Row {
  return Object.fromEntries(Object.entries(definition.contract.fields).filter(([, spec]) => !spec.readOnly && !spec.writeOnly).map(([field]) => [field, existing[field]]));
}
