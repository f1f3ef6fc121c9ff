/**
 * Kysely table types. Each module declares its own tables by augmenting `Tables` from its own file:
 *
 *   declare module '../../db/schema' { interface Tables { users: UsersTable } }
 *
 * so no module has to edit a central list. Column types follow what both drivers return after the type
 * parsers set in database.ts: int8 → number, date → 'YYYY-MM-DD' string, timestamptz → Date, numeric → string.
 */
import type { ColumnType, Generated } from 'kysely';

export type Id = Generated<number>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface RegionsTable {
  code: string;
  identify_code: string;
  product_name: string;
  website: string;
  copyright: string;
  logo: string;
  /** Host names (exact, or a parent domain of the request host) that select this region. */
  hosts: string[];
  is_default: boolean;
}

export interface SchemaMigrationsTable {
  id: string;
  applied_at: CreatedAt;
}

// eslint-free marker interface: modules add their tables by declaration merging (see the file comment).
export interface Tables {
  regions: RegionsTable;
  schema_migrations: SchemaMigrationsTable;
}
