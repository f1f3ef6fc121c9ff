/**
 * The schedule planner's write (ADR 0110): `POST outdoor-schedules/plan/` makes one outdoor schedule per employee
 * and per date of the range that falls on the chosen weekdays — with the resource's own rules (refs of the
 * company, the window, no overlap with the employee's other schedules), all or nothing, one transaction.
 */
import { GENERAL_CODES, GPS_OUTDOOR_PLAN_CONTRACT, GPS_PLAN_MAX_DAYS, GPS_PLAN_MAX_SCHEDULES, GPS_WEEKDAYS } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { bodySchema, checkInput } from '../../resources/fields';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, forbidden, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { saveNewRecords } from '../../resources/save';
import type { ResourceDefinition, Row } from '../../resources/types';
import { GPS_CODES } from './codes';

/** The dates from `start` to `end` (YYYY-MM-DD, both included) whose weekday is chosen (`mon` … `sun`). */
export function planDates(start: string, end: string, weekdays: readonly string[]): string[] {
  const chosen = new Set(weekdays);
  const dates: string[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); day <= new Date(`${end}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    // getUTCDay: 0 = Sunday; GPS_WEEKDAYS starts on Monday
    if (chosen.has(GPS_WEEKDAYS[(day.getUTCDay() + 6) % 7])) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

const dayCount = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86400000) + 1;

const rawBodies = new WeakMap<FastifyRequest, unknown>();

export function registerPlanRoute(app: FastifyInstance, deps: AppDeps, schedules: ResourceDefinition): void {
  const path = `/web${GPS_OUTDOOR_PLAN_CONTRACT.path}`.slice(schedules.prefix.length);
  app.post(
    path,
    {
      config: { multilineFields: ['remarks'] },
      // the body as sent (Ajv coerces); checkInput is the gate, strict like every kernel write
      preValidation: [app.requireCompany, async (request: FastifyRequest) => void rawBodies.set(request, structuredClone(request.body))],
      attachValidation: true,
      schema: {
        tags: ['gps'],
        summary: 'gps.outdoor_schedule: plan one schedule per employee and chosen weekday of a date range (all or nothing)',
        security: [{ jwt: [] }],
        body: bodySchema(GPS_OUTDOOR_PLAN_CONTRACT, false),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const created = await deps.database.withTenant(companyId, async (trx) => {
        if (!holds(await grantsOf(deps, request, trx), codenameOf(schedules.contract, 'add'))) throw forbidden();
        const { values } = checkInput(GPS_OUTDOOR_PLAN_CONTRACT, rawBodies.get(request), 'create');
        const start = values.start_date as string;
        const end = values.end_date as string;
        const days = dayCount(start, end);
        if (days < 1 || days > GPS_PLAN_MAX_DAYS) {
          throw new ApiError(400, GPS_CODES.planRange, { message: `A plan covers 1 to ${GPS_PLAN_MAX_DAYS} days.`, params: { max: GPS_PLAN_MAX_DAYS }, fields: { end_date: GPS_CODES.planRange } });
        }
        const dates = planDates(start, end, values.weekdays as string[]);
        const employees = [...new Set(values.employees as number[])];
        if (dates.length === 0 || employees.length === 0) {
          const field = employees.length === 0 ? 'employees' : 'weekdays';
          throw new ApiError(400, employees.length === 0 ? GENERAL_CODES.validation : GPS_CODES.planEmpty, { message: 'The plan makes no schedule.', fields: { [field]: employees.length === 0 ? 'required' : GPS_CODES.planEmpty } });
        }
        if (dates.length * employees.length > GPS_PLAN_MAX_SCHEDULES) {
          throw new ApiError(400, GPS_CODES.planTooLarge, { message: `A plan makes at most ${GPS_PLAN_MAX_SCHEDULES} schedules.`, params: { max: GPS_PLAN_MAX_SCHEDULES, count: dates.length * employees.length }, fields: { employees: GPS_CODES.planTooLarge } });
        }
        const fields = new Set(['employee', 'client', 'date', 'start_time', 'end_time', 'remarks']);
        const records = employees.flatMap((employee) =>
          dates.map((date): { values: Row; sent: ReadonlySet<string> } => ({
            values: { employee, client: values.client, date, start_time: values.start_time, end_time: values.end_time, remarks: values.remarks },
            sent: fields,
          })),
        );
        const outcome = await saveNewRecords({ trx, deps, definition: schedules, companyId, userId: userIdOf(request), records });
        if ('errors' in outcome) {
          // the first refusal, naming the employee and date it is about
          const { index, error } = outcome.errors[0];
          const record = records[index].values;
          // the plan's own field names: a schedule's `employee` is one of the plan's `employees`
          const named = Object.fromEntries(Object.entries(error.context.fields ?? {}).map(([field, code]) => [field === 'employee' ? 'employees' : field, code]));
          throw new ApiError(error.status, error.code, { ...error.context, fields: named, params: { ...error.context.params, date: record.date as string, employee: record.employee as number } });
        }
        await writeOperationLog(trx, { companyId, userId: userIdOf(request), time: deps.now(), action: 'create', resource: schedules.contract.name, objectId: '', summary: `plan +${outcome.ids.length} (${start}–${end})`, ip: request.ip });
        return outcome.ids.length;
      });
      return ok({ created }, GPS_CODES.ok);
    },
  );
}
