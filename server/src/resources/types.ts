/**
 * What a server resource declares (ADR 0050): the shared contract (fields, limits, labels, permissions) plus
 * what only the server knows — its table, how fields map to columns, filters, search, ordering, links for
 * many-valued fields and hooks for its own rules. `registerResource` turns it into the SPEC §7 routes.
 */
import type { ResourceContract, StandardAction } from '@timekeep/contracts';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Tables } from '../db/schema';
import type { AppDeps } from '../deps';

export type Trx = Transaction<Tables>;

/** A stored row as the kernel selects it: wire field name → value. */
export type Row = Record<string, unknown>;

/** Query filters beyond `id__in` and `search` (DRF FilterSet, declared). */
export type FilterSpec =
  /** `?<name>=value`: equality on a field (its kind decides the parsing: integer, boolean, text, choice). */
  | { kind: 'eq'; field: string }
  /** `?<name>=1,2`: ids or values in a list (refs: ids; text/choice: values). */
  | { kind: 'in'; field: string }
  /** `?<name>=value`: a lower (`gte`) or upper (`lte`) bound on a date, datetime or number field. */
  | { kind: 'gte' | 'lte'; field: string }
  /** `?<name>=value`: strictly after (`gt`, e.g. `id__gt` for a live list's new rows) or before (`lt`). */
  | { kind: 'gt' | 'lt'; field: string }
  /** `?<name>=1,2`: rows linked to any of these ids through a many-valued field (`refs`). */
  | { kind: 'has'; field: string };

/** A many-valued field (`refs`, or `choice` with `many`) stored in a link table. */
export interface LinkSpec {
  table: string;
  /** The link table's column holding the owner's id. */
  owner: string;
  /** The link table's column holding the value (a ref's id or a choice). */
  value: string;
}

/** How a field is read: a column of the table (default: the field's name) or an SQL expression over `t`. */
export type ColumnSpec = string | { sql: string };

export interface WriteContext {
  trx: Trx;
  companyId: number;
  deps: AppDeps;
  /** The caller's user id (operation log, self checks); null for an employee login. */
  userId: number | null;
  /** Create: undefined; update: the stored record before the change. */
  existing?: Row;
  /** The values about to be written (validated, defaults applied on create, merged with `existing` on update). */
  values: Row;
  /** The fields the request sent (PATCH: only these change). */
  sent: ReadonlySet<string>;
}

export interface DeleteContext {
  trx: Trx;
  companyId: number;
  deps: AppDeps;
  userId: number | null;
  ids: number[];
}

/** What a platform resource's rules know besides the values (ADR 0119). */
export interface PlatformRuleContext {
  trx: Trx;
  /** The vendor operator making the change (users.id). */
  userId: number;
  /** Update: the stored record before the change (with its `id`). */
  existing?: Row;
}

export interface ResourceCodes {
  /** Success code of every route, e.g. ZPER0000. */
  ok: string;
  /** 404: the id is not the company's. Default ZGEN0404. */
  notFound?: string;
  /** 400: a unique field clashes. Default ZGEN0460. */
  duplicate?: string;
  /** 400: a ref names a record the company does not have. Default ZGEN0461. */
  relatedNotFound?: string;
  /** 409: the record is still referred to. Default ZGEN0462. */
  inUse?: string;
}

export interface ResourceDefinition {
  contract: ResourceContract;
  /** The API module prefix the routes are registered under (e.g. '/web/personnel/api/v2'). */
  prefix: string;
  codes: ResourceCodes;
  table: string;
  /** Field → column or SQL expression (`t` is the table's alias). Default: the field's name. */
  columns?: Readonly<Record<string, ColumnSpec>>;
  /** Many-valued fields and their link tables. */
  links?: Readonly<Record<string, LinkSpec>>;
  /** Query parameter → filter. `id__in` and `search` come with every resource. */
  filters?: Readonly<Record<string, FilterSpec>>;
  /** Columns (or SQL expressions over `t`) `search` looks in, case-insensitively. */
  search?: readonly string[];
  /**
   * A column holding the `search` columns lowered, each on its own, joined by chr(1) (a generated column, kept by
   * the database): a search then compares it once with `LIKE lower(pattern)`, which matches exactly the rows the
   * ILIKEs would (ADR 0122) at a fraction of the cost, and one trigram index on it serves every search.
   */
  searchText?: string;
  /** Fields a client may order by (`ordering=field|-field`), and the default order. */
  ordering?: { fields: readonly string[]; default: readonly string[] };
  /** For a unique field whose database constraint is named differently: constraint → field. */
  constraints?: Readonly<Record<string, string>>;
  /**
   * A list that stays fast at 100,000 rows (ADR 0046, ADR 0063): the page's keys are read from `from` (a
   * tenant-filtered view or the table itself, holding every column the filters, search and ordering use), in
   * index order, and only the page's records are selected; `knownTotal` answers the total without counting
   * when it can (trigger-kept counts), and then deep pages are read from the end.
   */
  keyedList?: { from: string; knownTotal?: (trx: Trx, companyId: number, query: Readonly<Record<string, unknown>>) => Promise<number | undefined> };
  /** Runs in the transaction of every read before it selects (e.g. bringing derived rows up to date). */
  beforeRead?: (trx: Trx, companyId: number) => Promise<void>;
  /** The column set to the write time on update (default `updated_at`; false: none). */
  updatedAt?: string | false;
  hooks?: ResourceHooks;
  /** Turns a selected row into the wire record (default: the row itself). */
  toRecord?: (row: Row) => Row;
  /** Text for the operation log's `summary` (default: `name`, `alias`, `code` or the id). */
  summary?: (record: Row) => string;
  /**
   * `company` (default): a tenant table, every route company-scoped. `platform`: rows of every company (or of
   * none), for vendor operators only (ADR 0082): the list and one record, through `withVendor`; a platform
   * table of no company (the subscription catalogue) may also declare add / change / delete (ADR 0116).
   */
  scope?: 'company' | 'platform';
  /**
   * A writable platform resource's own rules across fields (ADR 0116), run on the merged values before the
   * write; throw a 400 ApiError to refuse. Company resources use `hooks.beforeWrite`. May return stored columns
   * that are no field of the contract (ADR 0119: an operator row's `user_id`, found from the e-mail sent).
   */
  platformRules?: (values: Row, context: PlatformRuleContext) => void | Row | Promise<void | Row>;
  /**
   * Employee logins may read the list and the records too (no permission needed): small lookups the Personal
   * area's forms pick from (leave types, training types). Writes stay gated.
   */
  employeeLoginsView?: boolean;
  /** Apply the SPEC §5 `> = <` rule to text fields (default true); `illegalCode` names its 400 code. */
  illegalText?: { code: string } | false;
}

export interface ResourceHooks {
  /** Own rules before an insert or update (throw ApiError to refuse); may change `values`. */
  beforeWrite?: (context: WriteContext) => Promise<void> | void;
  /**
   * After the row (and its links) is written, in the same transaction. Fields it returns are added to the
   * answer (e.g. attendance's `recalculating`: how many employee-days the change marked, ADR 0079).
   */
  afterWrite?: (context: WriteContext & { id: number }) => Promise<Row | void> | Row | void;
  /** After the transaction committed (mail, notifications): failures are logged, never undo the write. */
  afterCommit?: (context: { request: FastifyRequest; companyId: number; userId: number | null; id: number; record: Row; created: boolean }) => Promise<void>;
  /** Before rows are deleted ("in use" checks); fields it returns are added to the `{deleted}` answer. */
  beforeDelete?: (context: DeleteContext) => Promise<Row | void> | Row | void;
  /** After the rows (and their links) are deleted, in the same transaction; `records` as they were read before. */
  afterDelete?: (context: DeleteContext & { records: Row[] }) => Promise<void> | void;
}

export type KernelAction = StandardAction;
