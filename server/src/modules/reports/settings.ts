/**
 * Report settings (issue 15, ADR 0074): pay codes and punch-state labels on the resource kernel, and the
 * company's one report setting (`GET` for members, `PUT`/`PATCH` for administrators, like company settings,
 * ADR 0061). A pay code's step must be whole minutes: `payCodeTotal` rounds to it, and a step of 0.01 h (36 s)
 * would print totals no punch can produce.
 */
import { GENERAL_CODES, PAY_CODE_RESOURCE, PUNCH_STATE_RESOURCE, REPORT_SETTING_CONTRACT } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { checkInput, defaultOf } from '../../resources/fields';
import { writeOperationLog } from '../../resources/operation-log';
import { forbidden, grantsOf, userIdOf } from '../../resources/permissions';
import { defineResource } from '../../resources/register';
import type { Row, Trx } from '../../resources/types';
import { REPORT_CODES } from './codes';

export const ATT_PREFIX = '/web/att/api/v2';

const UNIT_MINUTES = { minute: 1, hour: 60 } as const;

/** The step of a pay code in minutes; null when it is not whole minutes or longer than a day (its own day for `day`). */
export function stepMinutes(unit: string, minimumUnit: number, minutesPerDay: number): number | null {
  const per = unit === 'day' ? minutesPerDay : UNIT_MINUTES[unit as keyof typeof UNIT_MINUTES] ?? 1;
  const minutes = minimumUnit * per;
  const whole = Math.round(minutes);
  const longest = unit === 'day' ? minutesPerDay : 1440;
  return Math.abs(minutes - whole) < 1e-6 && whole >= 1 && whole <= longest ? whole : null;
}

export const payCodes = defineResource({
  contract: PAY_CODE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: REPORT_CODES.ok },
  table: 'pay_codes',
  constraints: { pay_codes_name_unique: 'name', pay_codes_key_unique: 'key' },
  search: ['name', 'symbol'],
  ordering: { fields: ['name', 'key', 'unit'], default: ['key'] },
  hooks: {
    beforeWrite({ values }) {
      const unit = values.unit as string;
      if (stepMinutes(unit, values.minimum_unit as number, values.minutes_per_day as number) === null) {
        throw new ApiError(400, REPORT_CODES.stepNotWholeMinutes, {
          message: 'The smallest step must be a whole number of minutes, at most one day.',
          fields: { minimum_unit: REPORT_CODES.stepNotWholeMinutes },
          params: { minimum_unit: values.minimum_unit as number, unit },
        });
      }
    },
  },
});

export const punchStates = defineResource({
  contract: PUNCH_STATE_RESOURCE,
  prefix: ATT_PREFIX,
  codes: { ok: REPORT_CODES.ok },
  table: 'punch_states',
  constraints: { punch_states_code_unique: 'code' },
  search: ['label'],
  ordering: { fields: ['code', 'label', 'meaning'], default: ['code'] },
});

// ---------------------------------------------------------------- the company's report setting

const SETTING_FIELDS = Object.keys(REPORT_SETTING_CONTRACT.fields);

/** The stored setting, or the contract's defaults while the company has not changed it. */
export async function readReportSetting(trx: Trx, companyId: number): Promise<Row> {
  const { rows } = await sql<Row>`
    select present_rule, present_minutes, late_as_absent, early_as_absent, missing_punch, day_split,
      to_char(day_change, 'HH24:MI') as day_change, first_day_of_week, leave_as_present
    from report_settings where company_id = ${companyId}`.execute(trx);
  if (rows[0]) return rows[0];
  return Object.fromEntries(Object.entries(REPORT_SETTING_CONTRACT.fields).map(([field, spec]) => [field, defaultOf(spec)]));
}

export function registerReportSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const path = `/web${REPORT_SETTING_CONTRACT.path}`.slice(ATT_PREFIX.length);
  const schema = { tags: ['att'], security: [{ jwt: [] }] };
  app.get(path, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The company report setting' } }, async (request) => {
    const companyId = request.auth?.companyId as number;
    return ok(await deps.database.withTenant(companyId, (trx) => readReportSetting(trx, companyId)), REPORT_CODES.ok);
  });
  const change = (mode: 'replace' | 'patch') => async (request: import('fastify').FastifyRequest) => {
    const companyId = request.auth?.companyId as number;
    return deps.database.withTenant(companyId, async (trx) => {
      if (!(await grantsOf(deps, request, trx)).isAdmin) throw forbidden();
      const { values, sent } = checkInput(REPORT_SETTING_CONTRACT, request.body, mode);
      if (sent.size === 0 && mode === 'patch') throw new ApiError(400, GENERAL_CODES.validation, { message: 'Nothing to change.', fields: { '(body)': 'required' } });
      // PUT replaces the whole setting (fields not sent go back to their defaults); PATCH changes what is sent.
      const merged = mode === 'replace' ? values : { ...(await readReportSetting(trx, companyId)), ...Object.fromEntries([...sent].map((field) => [field, values[field]])) };
      const columns = SETTING_FIELDS.map((field) => sql.ref(field));
      await sql`
        insert into report_settings (company_id, ${sql.join(columns)}, updated_at)
        values (${companyId}, ${sql.join(SETTING_FIELDS.map((field) => merged[field]))}, ${deps.now()})
        on conflict (company_id) do update set ${sql.join(SETTING_FIELDS.map((field) => sql`${sql.ref(field)} = excluded.${sql.ref(field)}`))}, updated_at = excluded.updated_at`.execute(trx);
      await writeOperationLog(trx, {
        companyId, userId: userIdOf(request), time: deps.now(), action: 'update', resource: REPORT_SETTING_CONTRACT.name,
        objectId: String(companyId), summary: [...sent].join(', '), ip: request.ip,
      });
      return ok(await readReportSetting(trx, companyId), REPORT_CODES.ok);
    });
  };
  app.put(path, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Replace the company report setting (administrators)' } }, change('replace'));
  app.patch(path, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Change the company report setting (administrators)' } }, change('patch'));
}
