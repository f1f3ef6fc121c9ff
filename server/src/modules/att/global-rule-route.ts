/**
 * `GET|PUT /web/att/api/v2/global-rule/` (api-contracts.md): the company's one attendance rule. GET answers
 * every setting (null = the engine's default) even before the first save; PUT replaces them all, through the
 * kernel's save (field checks, the rule hooks, refs in the company) with an operation-log row, in one
 * tenant transaction. Permissions `att.view_global_rule` / `att.change_global_rule`.
 */
import { GLOBAL_RULE_CONTRACT } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ok } from '../../http/envelope';
import { checkInput, recordSchema } from '../../resources/fields';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { findRecord } from '../../resources/query';
import { resourceRegistry } from '../../resources/registry';
import { saveRecord } from '../../resources/save';
import type { Row, Trx } from '../../resources/types';
import { translateDatabaseError } from '../../resources/write';
import { ATT_CODES } from './codes';
import { markChangedRange } from './recalc/dirty-queue';
import { ALL_DAYS, recountSpans } from './recalc/setup-marks';
import { emptyRule, globalRule } from './schedule-resources';
import { ATT_PREFIX } from './setup-resources';

/** The stored rule's id, if the company saved one. */
async function ruleId(trx: Trx, companyId: number): Promise<number | undefined> {
  const { rows } = await sql<{ id: number | string }>`select id from global_rules where company_id = ${companyId}`.execute(trx);
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** The company's rule as the wire shows it (without its row id: there is one rule, addressed by the path). */
export async function readGlobalRule(trx: Trx, companyId: number): Promise<Row> {
  const id = await ruleId(trx, companyId);
  const record = id === undefined ? undefined : await findRecord(trx, globalRule, companyId, id);
  const { id: _id, ...settings } = record ?? { id: null, ...emptyRule() };
  return settings;
}

/**
 * Whether a save can change a rest day (ADR 0125): only the default shift decides one (its empty slots), and the
 * auto-shift set decides whether a day nothing else schedules is worked — which an approved swap hands to the other
 * side. Graces, rounding, overtime and the other settings never make or unmake a rest day.
 */
export function restDaysMayChange(before: Row, after: Row): boolean {
  const autoShift = (row: Row) => JSON.stringify(Array.isArray(row.auto_shift_timetable_ids) ? (row.auto_shift_timetable_ids as unknown[]).map(Number).sort((a, b) => a - b) : []);
  const shift = (row: Row) => (row.default_shift_id === null || row.default_shift_id === undefined ? null : Number(row.default_shift_id));
  return shift(before) !== shift(after) || autoShift(before) !== autoShift(after);
}

/**
 * The employees whose days the company rule's default and auto shift reach: those whose department has no rule with
 * a default shift of its own (it beats the company's), and the partners of their approved swaps (a swapped date is
 * what the set-up gives the other side).
 */
async function ruleReached(trx: Trx, companyId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number | string }>`
    with reached as (
      select e.id from employees e
       where e.company_id = ${companyId}
         and not exists (select 1 from department_rules r where r.company_id = ${companyId} and r.department = e.department_id and r.default_shift_id is not null)
    )
    select id from reached
    union select s.employee from swap_schedule_requests s where s.company_id = ${companyId} and s.status = 'approved' and s.swap_with in (select id from reached)
    union select s.swap_with from swap_schedule_requests s where s.company_id = ${companyId} and s.status = 'approved' and s.employee in (select id from reached)`.execute(trx);
  return rows.map((row) => Number(row.id));
}

export function registerGlobalRuleRoutes(app: FastifyInstance, deps: AppDeps): void {
  resourceRegistry(deps).set(GLOBAL_RULE_CONTRACT.name, globalRule);
  // registered inside the module's prefix, like the kernel's routes
  const path = `/web${GLOBAL_RULE_CONTRACT.path}`.slice(ATT_PREFIX.length);
  const { id: _id, ...fields } = recordSchema(GLOBAL_RULE_CONTRACT).properties as Record<string, unknown>;
  const record = { type: 'object', properties: { ...fields, recalculating: { type: 'integer', description: 'PUT: employee-days marked for recalculation' } } };
  const envelope = { 200: { type: 'object', properties: { code: { type: 'string' }, context: {}, data: record } } };
  const schema = (summary: string, extra: object) => ({ tags: ['att'], summary: `att.global_rule: ${summary}`, security: [{ jwt: [] }], ...extra });
  const authorize = async (request: FastifyRequest, trx: Trx, action: 'view' | 'change') => {
    if (!holds(await grantsOf(deps, request, trx), codenameOf(GLOBAL_RULE_CONTRACT, action))) throw forbidden();
  };

  app.get(path, { preValidation: [app.requireCompany], schema: schema('the company rule', { response: envelope }) }, async (request) => {
    const companyId = companyOf(request);
    const rule = await deps.database.withTenant(companyId, async (trx) => {
      await authorize(request, trx, 'view');
      return readGlobalRule(trx, companyId);
    });
    return ok(rule, ATT_CODES.ok);
  });

  app.put(path, { preValidation: [app.requireCompany], schema: schema('replace the company rule (body: every setting, checked by the kernel without coercion)', { response: envelope }) }, async (request) => {
    const companyId = companyOf(request);
    const userId = userIdOf(request);
    try {
      const rule = await deps.database.withTenant(companyId, async (trx) => {
        await authorize(request, trx, 'change');
        const { values, sent } = checkInput(GLOBAL_RULE_CONTRACT, request.body, 'replace');
        const id = await ruleId(trx, companyId);
        const before = await readGlobalRule(trx, companyId);
        const saved = await saveRecord({ trx, deps, definition: globalRule, companyId, userId, mode: 'replace', values, sent, id, readBack: false });
        await writeOperationLog(trx, {
          companyId,
          userId,
          time: deps.now(),
          action: id === undefined ? 'create' : 'update',
          resource: GLOBAL_RULE_CONTRACT.name,
          objectId: String(saved.id),
          summary: [...sent].join(', ').slice(0, 200),
          ip: request.ip,
        });
        // no dates: the company's days within the recalculation horizon (ADR 0079, 0081)
        const recalculating = await markChangedRange(trx, companyId, {}, ALL_DAYS, null, deps.now());
        const after = await readGlobalRule(trx, companyId);
        // its default shift decides the rest days of those without a schedule: their leaves' days (ADR 0112) — only
        // when it (or the auto shift) changed, and only for the employees it reaches (ADR 0125)
        if (restDaysMayChange(before, after)) {
          const employees = await ruleReached(trx, companyId);
          if (employees.length > 0) await recountSpans(trx, companyId, [{ scope: { employees }, from: ALL_DAYS, to: null }]);
        }
        return { ...after, recalculating };
      });
      return ok(rule, ATT_CODES.ok);
    } catch (error) {
      throw translateDatabaseError(globalRule, error, 'write');
    }
  });
}
