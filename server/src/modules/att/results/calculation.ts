/**
 * `POST /web/att/api/v2/calculation/` `{employees?, departments?, start_date, end_date}` (api-contracts.md): an
 * on-demand recalculation of a range as a background job (`att.calculation`, progress through the jobs API).
 * Neither employees nor departments: the whole company. Idempotent: days whose inputs did not change keep their stored row (the job's `written` is then 0). Dates after
 * tomorrow are not calculated (nothing has happened there yet; the queue does the same).
 */
import { TIME_CARD_RESOURCE, type CalculationRequest, type CalculationResult } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../../auth/auth-plugin';
import type { AppDeps } from '../../../deps';
import { ok } from '../../../http/envelope';
import type { JobContext } from '../../../jobs/runner';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../../resources/permissions';
import type { Trx } from '../../../resources/types';
import type { BatchDay } from '../recalc/calculate-batch';
import { recalculateDays } from '../recalc/recalculate';
import { loadCalculationSetup } from '../recalc/setup';
import { checkRange } from './time-cards';

export const CALCULATION_JOB_KIND = 'att.calculation';
/** Employees per transaction: a month of 200 employees is ~6,000 days, well under a second. */
const EMPLOYEES_PER_CHUNK = 200;
const DAY_MS = 86_400_000;

const IDS = { type: 'array', maxItems: 10000, items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } as const;
const DATE = { type: 'string', maxLength: 10 } as const;

async function scopeEmployees(trx: Trx, companyId: number, request: CalculationRequest): Promise<number[]> {
  const employees = request.employees ?? [];
  const departments = request.departments ?? [];
  const parts = [];
  if (employees.length > 0) parts.push(sql`id = any(${employees}::bigint[])`);
  if (departments.length > 0) parts.push(sql`department_id = any(${departments}::bigint[])`);
  const scope = parts.length > 0 ? sql`and (${sql.join(parts, sql` or `)})` : sql``;
  const { rows } = await sql<{ id: number | string }>`select id from employees where company_id = ${companyId} ${scope} order by id`.execute(trx);
  return rows.map((row) => Number(row.id));
}

function datesOf(start: string, end: string): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  const days = (Date.parse(`${end}T00:00:00Z`) - first) / DAY_MS + 1;
  return Array.from({ length: Math.max(0, days) }, (_, index) => new Date(first + index * DAY_MS).toISOString().slice(0, 10));
}

export async function runCalculation(deps: AppDeps, job: Pick<JobContext<CalculationRequest>, 'companyId' | 'payload' | 'progress'>): Promise<CalculationResult> {
  const companyId = job.companyId;
  if (companyId === null) throw new Error('att.calculation needs a company');
  const tomorrow = new Date(deps.now().getTime() + DAY_MS).toISOString().slice(0, 10);
  const end = job.payload.end_date < tomorrow ? job.payload.end_date : tomorrow;
  const dates = datesOf(job.payload.start_date, end);
  const { employees, setup } = await deps.database.withTenant(companyId, async (trx) => ({
    employees: await scopeEmployees(trx, companyId, job.payload),
    setup: await loadCalculationSetup(trx, companyId),
  }));
  const result: CalculationResult = { calculated: 0, written: 0, employees: employees.length };
  for (let start = 0; start < employees.length && dates.length > 0; start += EMPLOYEES_PER_CHUNK) {
    const chunk = employees.slice(start, start + EMPLOYEES_PER_CHUNK);
    const days: BatchDay[] = chunk.flatMap((employeeId) => dates.map((date) => ({ employeeId, date })));
    const outcome = await deps.database.withTenant(companyId, (trx) => recalculateDays(trx, companyId, setup, days, deps.now(), deps.database.kind !== 'pglite'));
    result.calculated += outcome.calculated;
    result.written += outcome.written;
    job.progress(((start + chunk.length) / employees.length) * 100);
  }
  return result;
}

export function registerCalculation(app: FastifyInstance, deps: AppDeps): void {
  deps.jobs.registerOnce<CalculationRequest>(CALCULATION_JOB_KIND, async (job) => ({ ...(await runCalculation(deps, job)) }), { maxAttempts: 2 });
  app.post<{ Body: CalculationRequest }>(
    '/calculation/',
    {
      preValidation: [app.requireCompany],
      schema: {
        tags: ['att'],
        summary: 'att.timecard: recalculate employees/departments over a date range as a background job',
        security: [{ jwt: [] }],
        body: {
          type: 'object',
          required: ['start_date', 'end_date'],
          additionalProperties: false,
          properties: { employees: IDS, departments: IDS, start_date: DATE, end_date: DATE },
        },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const body = request.body;
      checkRange(body.start_date, body.end_date);
      const permission = codenameOf(TIME_CARD_RESOURCE, 'change');
      const grants = await grantsOf(deps, request);
      if (grants.employeeId !== null || !holds(grants, permission)) throw forbidden();
      const payload = { start_date: body.start_date, end_date: body.end_date, employees: body.employees ?? [], departments: body.departments ?? [] };
      const job = await deps.jobs.enqueue({ kind: CALCULATION_JOB_KIND, companyId, userId: userIdOf(request), permission, payload });
      return reply.status(202).send(ok({ job }));
    },
  );
}
