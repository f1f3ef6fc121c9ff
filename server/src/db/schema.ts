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

export interface CompaniesTable {
  id: Id;
  company_name: string;
  company_domain: string;
  company_address: ColumnType<string, string | undefined, string>;
  company_timezone: ColumnType<string, string | undefined, string>;
  company_country: ColumnType<string, string | undefined, string>;
  company_country_code: ColumnType<string, string | undefined, string>;
  company_province: ColumnType<string, string | undefined, string>;
  company_city: ColumnType<string, string | undefined, string>;
  company_latitude: number | null;
  company_longitude: number | null;
  /** Migration 0036: the company settings. */
  company_logo: ColumnType<string, string | undefined, string>;
  date_format: ColumnType<string, string | undefined, string>;
  time_format: ColumnType<string, string | undefined, string>;
  first_day_of_week: ColumnType<number, number | undefined, number>;
  default_language: ColumnType<string, string | undefined, string>;
  region_code: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsersTable {
  id: Id;
  email: string;
  phone_number: ColumnType<string, string | undefined, string>;
  password_hash: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  is_staff: ColumnType<boolean, boolean | undefined, boolean>;
  language: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface Tables {
  companies: CompaniesTable;
  users: UsersTable;
}
