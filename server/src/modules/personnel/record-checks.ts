/**
 * Checks against a company's stored personnel records that several resources make alike: deleting a set of
 * ids all together or not at all.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { TreeTableName } from './tables';

type Db = Kysely<Tables> | Transaction<Tables>;

/** The tables whose records carry a per-company unique `name`. */
export type NamedTable = TreeTableName | 'locations';

/** Throws `notFound()` unless the company has a record of `table` for every one of `ids`. */
export async function assertAllFound(trx: Db, table: NamedTable | 'employees', companyId: number, ids: number[], notFound: () => ApiError): Promise<void> {
  const found = await trx.selectFrom(table).select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw notFound();
}

/** Deletes the company's rows `ids` of `table`, all or none: an id that is not the company's throws `notFound`. */
export async function deleteAllOrNone(trx: Db, table: NamedTable | 'employees', companyId: number, ids: number[], notFound: () => ApiError): Promise<number> {
  await assertAllFound(trx, table, companyId, ids, notFound);
  await trx.deleteFrom(table).where('company_id', '=', companyId).where('id', 'in', ids).execute();
  return ids.length;
}
