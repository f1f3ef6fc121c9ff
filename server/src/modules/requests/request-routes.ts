/**
 * The routes of a request kind (api-contracts.md, Requests and approvals): list, one, create, and the
 * engine's `approve/`, `reject/`, `withdraw/`. Written beside the kernel (not by `registerResource`) because
 * employee logins use them too: an employee files and reads only their own requests, and anyone signed in to
 * the company reads what waits for them (`?approver=me`). Users need the kind's `view`/`add` permission.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { checkInput } from '../../resources/fields';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { countRecords, findRecord, listConditions, orderBy, pageOf, selectRecords, type ListQuery } from '../../resources/query';
import { listQuerySchema } from '../../resources/register';
import { saveRecord } from '../../resources/save';
import type { Row, Trx } from '../../resources/types';
import { translateDatabaseError, notFoundError } from '../../resources/write';
import { APPROVAL_CODES } from './codes';
import { decide, isInChain, recalculateAfterDecision, resolveChain, stateOf, type Caller } from './engine';
import { mailLevelApprovers, mailRequesterDecision } from './notifications';
import type { RequestKind } from './request-kinds';

const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;
const DECISION_BODY = { type: 'object', properties: { comment: { type: 'string', maxLength: 500 } }, additionalProperties: false } as const;

/** The caller as the engine sees them (company user id looked up for user logins). */
export async function callerOf(deps: AppDeps, request: FastifyRequest, trx: Trx, companyId: number, approveCodename: string): Promise<Caller> {
  const grants = await grantsOf(deps, request, trx);
  const userId = userIdOf(request);
  let companyUserId: number | null = null;
  let name: string | undefined;
  if (userId !== null) {
    const row = (await sql<{ id: number; name: string }>`select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name
        from auth_company_users where company_id = ${companyId} and user_id = ${userId}`.execute(trx)).rows[0];
    companyUserId = row ? Number(row.id) : null;
    name = row?.name;
  } else if (grants.employeeId !== null) {
    const row = (await sql<{ name: string }>`select trim(emp_code || ' ' || first_name || ' ' || last_name) as name
        from employees where company_id = ${companyId} and id = ${grants.employeeId}`.execute(trx)).rows[0];
    name = row?.name;
  }
  return { userId, companyUserId, employeeId: grants.employeeId, approvesForAdmins: holds(grants, approveCodename), name };
}

function isEmployeeLogin(request: FastifyRequest): boolean {
  return request.auth?.role === 'employee' || (request.auth?.employeeId ?? null) !== null;
}

/** An employee login without an employee (an unlinked account) can do nothing here. */
function ownEmployeeOf(request: FastifyRequest): number {
  const employeeId = request.auth?.employeeId ?? null;
  if (employeeId === null) throw forbidden();
  return employeeId;
}

/**
 * "Waits for the caller" in SQL, as the engine's `waitsFor`: pending, the caller among the current level's
 * approvers, not their own request, and not yet decided by them at this level.
 */
function waitingCondition(caller: Caller): RawBuilder<unknown> {
  const matches = [
    caller.companyUserId !== null ? sql`(a ->> 'user')::bigint = ${caller.companyUserId}` : undefined,
    caller.employeeId !== null ? sql`(a ->> 'employee')::bigint = ${caller.employeeId}` : undefined,
    caller.approvesForAdmins ? sql`(a ->> 'admins') = 'true'` : undefined,
  ].filter((item): item is RawBuilder<unknown> => item !== undefined);
  if (matches.length === 0) return sql`false`;
  const decider = caller.userId !== null ? sql`(h ->> 'user')::bigint = ${caller.userId}` : sql`(h ->> 'employee')::bigint = ${caller.employeeId}`;
  return sql`t.status = 'pending'
    and t.employee is distinct from ${caller.employeeId}::bigint
    ${caller.userId !== null ? sql`and t.filed_by_user is distinct from ${caller.userId}::bigint` : sql``}
    and exists (select 1 from jsonb_array_elements(t.chain -> (t.level - 1) -> 'approvers') a where not (a ? 'left') and (${sql.join(matches, sql` or `)}))
    and not exists (select 1 from jsonb_array_elements(t.history) h where (h ->> 'level')::int = t.level and ${decider})`;
}

/** `column = value, …` of the columns a kind's beforeCreate derives (leave days, …). */
function assignments(columns: Record<string, unknown>) {
  return sql.join(Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
}

export function registerRequestRoutes(app: FastifyInstance, deps: AppDeps, kind: RequestKind): void {
  const { definition } = kind;
  const { contract } = definition;
  const base = `/web${contract.path}`.slice(definition.prefix.length);
  const approveCodename = codenameOf(contract, 'approve');
  const guard = { preValidation: [app.requireCompany], config: { multilineFields: ['reason'] } };
  const tags = ['att'];

  app.get<{ Querystring: ListQuery & { approver?: string } }>(
    base,
    { ...guard, schema: { tags, summary: `${contract.name}: paged list (?approver=me: waiting for me)`, security: [{ jwt: [] }], querystring: { ...listQuerySchema(definition), properties: { ...listQuerySchema(definition).properties, approver: { type: 'string', enum: ['me'] } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const query = request.query;
      const page = await deps.database.withTenant(companyId, async (trx) => {
        const caller = await callerOf(deps, request, trx, companyId, approveCodename);
        const conditions = listConditions(definition, companyId, query);
        if (query.approver === 'me') {
          conditions.push(waitingCondition(caller));
        } else if (isEmployeeLogin(request)) {
          conditions.push(sql`t.employee = ${ownEmployeeOf(request)}`);
        } else if (!holds(await grantsOf(deps, request, trx), codenameOf(contract, 'view'))) {
          throw forbidden();
        }
        const total = await countRecords(trx, definition, conditions);
        const rows = total === 0 ? [] : await selectRecords(trx, definition, conditions, orderBy(definition, query.ordering), { limit: query.page_size, offset: (query.page - 1) * query.page_size });
        return pageOf(rows, total, query.page, query.page_size);
      });
      return ok(page, APPROVAL_CODES.ok);
    },
  );

  app.get<{ Params: { id: number } }>(`${base}:id/`, { ...guard, schema: { tags, summary: `${contract.name}: one by id`, security: [{ jwt: [] }], params: ID_PARAMS } }, async (request) => {
    const companyId = companyOf(request);
    const found = await deps.database.withTenant(companyId, async (trx) => {
      const record = await findRecord(trx, definition, companyId, request.params.id);
      if (!record) throw notFoundError(definition);
      const caller = await callerOf(deps, request, trx, companyId, approveCodename);
      const state = stateOf((await engineRows(trx, definition.table, companyId, [record])).get(record.id as number) ?? {});
      const own = caller.employeeId !== null && state.employee === caller.employeeId;
      const allowed = own || isInChain(state, caller) || (!isEmployeeLogin(request) && holds(await grantsOf(deps, request, trx), codenameOf(contract, 'view')));
      // Another employee's request does not exist for an employee login (no 403 that would confirm it).
      if (!allowed) throw isEmployeeLogin(request) ? notFoundError(definition) : forbidden();
      return record;
    });
    return ok(found, APPROVAL_CODES.ok);
  });

  app.post(base, { ...guard, schema: { tags, summary: `${contract.name}: file a request (routed by the workflow in force)`, security: [{ jwt: [] }] } }, async (request) => {
    const companyId = companyOf(request);
    const userId = userIdOf(request);
    try {
      const record = await deps.database.withTenant(companyId, async (trx) => {
        const employeeLogin = isEmployeeLogin(request);
        let body = request.body;
        if (employeeLogin) {
          const own = ownEmployeeOf(request);
          const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
          if (sent && sent.employee !== undefined && sent.employee !== own) {
            throw new ApiError(403, APPROVAL_CODES.notOwnEmployee, { message: 'You can file requests for yourself only.', fields: { employee: APPROVAL_CODES.notOwnEmployee } });
          }
          if (sent) body = { ...sent, employee: own };
        } else if (!holds(await grantsOf(deps, request, trx), codenameOf(contract, 'add'))) {
          throw forbidden();
        }
        const { values, sent } = checkInput(contract, body, 'create');
        const extra = (await kind.beforeCreate?.({ trx, companyId, values })) ?? {};
        const { id } = await saveRecord({ trx, deps, definition, companyId, userId, mode: 'create', values, sent, readBack: false });
        const caller = await callerOf(deps, request, trx, companyId, approveCodename);
        const chain = await resolveChain(trx, companyId, kind.type, Number(values.employee), caller);
        await sql`update ${sql.table(definition.table)} set chain = ${JSON.stringify(chain)}::jsonb, levels = ${chain.length}, level_since = ${deps.now()},
            filed_by_user = ${caller.userId}, filed_by_employee = ${employeeLogin ? caller.employeeId : null}
            ${Object.keys(extra).length > 0 ? sql`, ${assignments(extra)}` : sql``}
          where company_id = ${companyId} and id = ${id}`.execute(trx);
        await mailLevelApprovers({ deps, trx, companyId, type: kind.type, requestId: id, state: { employee: Number(values.employee), chain, level: 1, filed_by_user: caller.userId } });
        const saved = (await findRecord(trx, definition, companyId, id)) as Row;
        await log(request, trx, companyId, 'create', saved);
        return saved;
      });
      return ok(record, APPROVAL_CODES.ok);
    } catch (error) {
      throw translateDatabaseError(definition, error, 'write');
    }
  });

  // The requester changes a pending request until an approver decides on it; the chain stays as routed.
  app.patch<{ Params: { id: number } }>(
    `${base}:id/`,
    { ...guard, schema: { tags, summary: `${contract.name}: change while pending (the requester, before any decision)`, security: [{ jwt: [] }], params: ID_PARAMS } },
    async (request) => {
      const companyId = companyOf(request);
      const userId = userIdOf(request);
      try {
        const record = await deps.database.withTenant(companyId, async (trx) => {
          const id = request.params.id;
          const row = (await sql<Row>`select employee, status, level, chain, history, filed_by_user, filed_by_employee from ${sql.table(definition.table)}
              where company_id = ${companyId} and id = ${id} for update`.execute(trx)).rows[0];
          if (!row) throw notFoundError(definition);
          const state = stateOf(row);
          const caller = await callerOf(deps, request, trx, companyId, approveCodename);
          const own = (caller.employeeId !== null && state.employee === caller.employeeId) || (caller.userId !== null && state.filed_by_user === caller.userId);
          if (!own) throw isEmployeeLogin(request) && !isInChain(state, caller) ? notFoundError(definition) : new ApiError(403, APPROVAL_CODES.notRequester, { message: 'Only the requester may change the request.' });
          if (state.status !== 'pending') throw new ApiError(409, APPROVAL_CODES.notPending, { message: 'The request is no longer pending.', params: { status: state.status } });
          if (state.history.length > 0) throw new ApiError(409, APPROVAL_CODES.alreadyInReview, { message: 'An approver has already decided on this request.' });
          const { values, sent } = checkInput(contract, request.body, 'patch');
          if (sent.has('employee') && values.employee !== state.employee) {
            throw new ApiError(403, APPROVAL_CODES.notOwnEmployee, { message: 'The employee of a request does not change.', fields: { employee: APPROVAL_CODES.notOwnEmployee } });
          }
          const existing = (await findRecord(trx, definition, companyId, id)) as Row;
          const merged = { ...existing, ...values };
          const extra = (await kind.beforeCreate?.({ trx, companyId, values: merged, id })) ?? {};
          await saveRecord({ trx, deps, definition, companyId, userId, mode: 'patch', values, sent, id, readBack: false });
          if (Object.keys(extra).length > 0) {
            await sql`update ${sql.table(definition.table)} set ${assignments(extra)}
              where company_id = ${companyId} and id = ${id}`.execute(trx);
          }
          const saved = (await findRecord(trx, definition, companyId, id)) as Row;
          await log(request, trx, companyId, 'update', saved);
          return saved;
        });
        return ok(record, APPROVAL_CODES.ok);
      } catch (error) {
        throw translateDatabaseError(definition, error, 'write');
      }
    },
  );

  const log = (request: FastifyRequest, trx: Trx, companyId: number, action: string, record: Row) =>
    writeOperationLog(trx, {
      companyId,
      userId: userIdOf(request),
      time: deps.now(),
      action,
      resource: contract.name,
      objectId: String(record.id),
      summary: `#${String(record.id)} (${String(record.status)})`,
      ip: request.ip,
    });

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['withdraw', 'withdrawn'],
  ] as const) {
    app.post<{ Params: { id: number }; Body: { comment?: string } | undefined }>(
      `${base}:id/${path}/`,
      { ...guard, schema: { tags, summary: `${contract.name}: ${path}`, security: [{ jwt: [] }], params: ID_PARAMS, body: DECISION_BODY } },
      async (request) => {
        const companyId = companyOf(request);
        const record = await deps.database.withTenant(companyId, async (trx) => {
          const id = request.params.id;
          const row = (await sql<Row>`select employee, status, level, chain, history, filed_by_user, filed_by_employee from ${sql.table(definition.table)}
              where company_id = ${companyId} and id = ${id} for update`.execute(trx)).rows[0];
          if (!row) throw notFoundError(definition);
          const state = stateOf(row);
          const caller = await callerOf(deps, request, trx, companyId, approveCodename);
          const own = caller.employeeId !== null && state.employee === caller.employeeId;
          if (isEmployeeLogin(request) && !own && !isInChain(state, caller)) throw notFoundError(definition);
          const comment = (request.body?.comment ?? '').trim();
          const next = decide(state, caller, decision, comment, localNow(deps), { withdrawApproved: kind.withdrawApproved });
          await sql`update ${sql.table(definition.table)} set status = ${next.status}, level = ${next.level}, history = ${JSON.stringify(next.history)}::jsonb, updated_at = ${deps.now()}
              ${next.level !== state.level ? sql`, level_since = ${deps.now()}` : sql``}
            where company_id = ${companyId} and id = ${id}`.execute(trx);
          if (next.status !== 'pending') await recalculateAfterDecision({ trx, companyId, type: kind.type, requestId: id, employee: state.employee, status: next.status, previousStatus: state.status });
          const mail = { deps, trx, companyId, type: kind.type, requestId: id, state: { ...state, level: next.level } };
          if (next.status === 'pending' && next.level !== state.level) await mailLevelApprovers(mail);
          if (next.status === 'approved' || next.status === 'rejected') await mailRequesterDecision({ ...mail, status: next.status, comment });
          const saved = (await findRecord(trx, definition, companyId, id)) as Row;
          await log(request, trx, companyId, path, saved);
          return saved;
        });
        return ok(record, APPROVAL_CODES.ok);
      },
    );
  }
}

/** The engine's columns of the given records (chain and filers are not part of the wire record). */
async function engineRows(trx: Trx, table: string, companyId: number, records: Row[]): Promise<Map<number, Row>> {
  if (records.length === 0) return new Map();
  const ids = records.map((record) => Number(record.id));
  const { rows } = await sql<Row>`select id, employee, status, level, chain, history, filed_by_user, filed_by_employee from ${sql.table(table)}
    where company_id = ${companyId} and id in (${sql.join(ids)})`.execute(trx);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** Decision times as UTC text `YYYY-MM-DD HH:mm:ss` (the history's clock; request times stay local). */
export function localNow(deps: AppDeps): string {
  return deps.now().toISOString().slice(0, 19).replace('T', ' ');
}

