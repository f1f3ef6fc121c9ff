/**
 * Who may do what (ADR 0050; Django's model permissions): every resource action has a codename
 * (`<module>.<action>_<resource>`); company administrators hold all of them, other company users hold those of
 * their groups, an employee login holds none (the Personal area checks the employee itself). A user's grants
 * are read once per request (one query) and kept on the request.
 */
import { GENERAL_CODES, permissionCodename, resourcePermissions, STANDARD_ACTIONS, type ResourceContract } from '@timekeep/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { PREPARED } from '../db/postgres-dialect';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { Trx } from './types';

export interface Grants {
  isAdmin: boolean;
  /** Codenames held through groups (administrators: empty, they hold every one). */
  codenames: ReadonlySet<string>;
  /** The users.id of a user login, null for an employee login. */
  userId: number | null;
  employeeId: number | null;
}

const NO_GRANTS: Grants = { isAdmin: false, codenames: new Set(), userId: null, employeeId: null };

const cache = new WeakMap<FastifyRequest, Promise<Grants>>();

/** Reads the grants of a user login in `companyId` (inside a tenant transaction). */
async function readGrants(trx: Trx, companyId: number, userId: number, tokenRole: string | null): Promise<Grants> {
  // A named statement on PostgreSQL: every request reads it (ADR 0122).
  const { rows } = await sql<{ is_active: boolean | null; codenames: string[] | null }>`${sql.raw(PREPARED)}
    select cu.is_active,
      (select json_agg(distinct gp.codename) from auth_user_groups ug
         join auth_group_permissions gp on gp.company_id = ug.company_id and gp.group_id = ug.group_id
        where ug.company_id = cu.company_id and ug.user_id = cu.id) as codenames
    from (select 1) as one
    left join auth_company_users cu on cu.company_id = ${companyId}
      and (cu.user_id = ${userId}
        -- An invited e-mail's row is linked to the account lazily (the users list does it): match it by e-mail until then.
        or (cu.user_id is null and lower(cu.email) = (select lower(u.email) from users u where u.id = ${userId})))`.execute(trx);
  const row = rows[0];
  // Deactivated in this company: nothing, not even an administrator's rights.
  if (row?.is_active === false) return { ...NO_GRANTS, userId };
  return { isAdmin: tokenRole === 'admin', codenames: new Set(row?.codenames ?? []), userId, employeeId: null };
}

/**
 * The caller's grants in the token's company, read once per request; given `trx` (a tenant transaction of the
 * token's company that the request opens anyway), the read joins it instead of opening its own.
 */
export function grantsOf(deps: AppDeps, request: FastifyRequest, trx?: Trx): Promise<Grants> {
  const cached = cache.get(request);
  if (cached) return cached;
  const auth = request.auth;
  let loading: Promise<Grants>;
  if (!auth?.companyId) loading = Promise.resolve(NO_GRANTS);
  // An employee login's user_id is an employee-account id, never a users.id.
  else if (auth.role === 'employee' || auth.employeeId !== null) loading = Promise.resolve({ ...NO_GRANTS, employeeId: auth.employeeId });
  else {
    const companyId = auth.companyId;
    loading = trx ? readGrants(trx, companyId, auth.userId, auth.role) : deps.database.withTenant(companyId, (own) => readGrants(own, companyId, auth.userId, auth.role));
  }
  cache.set(request, loading);
  return loading;
}

/** The caller's users.id for operation logs and hooks (null for an employee login, whose id is no users.id). */
export function userIdOf(request: FastifyRequest): number | null {
  const auth = request.auth;
  return auth && auth.role !== 'employee' && auth.employeeId === null ? auth.userId : null;
}

export function holds(grants: Grants, codename: string): boolean {
  return grants.isAdmin || grants.codenames.has(codename);
}

export function forbidden(): ApiError {
  return new ApiError(403, GENERAL_CODES.forbidden, { message: 'You do not have permission to perform this action.' });
}

/** A preHandler/preValidation hook: 403 unless the caller holds `codename`. */
export function requirePermission(deps: AppDeps, codename: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!holds(await grantsOf(deps, request), codename)) throw forbidden();
  };
}

/** Every codename of every registered resource (what an administrator holds). */
export function allCodenames(contracts: Iterable<ResourceContract>): string[] {
  return [...contracts].flatMap((contract) => resourcePermissions(contract));
}

/** The codename of `action` on `contract`, checked to be one the resource has. */
export function codenameOf(contract: ResourceContract, action: string): string {
  const actions: readonly string[] = [...(contract.actions ?? STANDARD_ACTIONS), ...(contract.extraActions ?? [])];
  if (!actions.includes(action)) throw new Error(`${contract.name} has no action ${action}`);
  return permissionCodename(contract.name, action);
}
