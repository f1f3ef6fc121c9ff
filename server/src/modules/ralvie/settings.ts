/**
 * The company's productivity settings (ADR 0120): read by every member (and by agents, for the idle threshold),
 * replaced by administrators — the report setting's shape (ADR 0074). Defaults until the company saves one.
 */
import { GENERAL_CODES, RALVIE_SETTING_CONTRACT } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { checkInput, defaultOf } from '../../resources/fields';
import { writeOperationLog } from '../../resources/operation-log';
import { forbidden, grantsOf, userIdOf } from '../../resources/permissions';
import type { Row, Trx } from '../../resources/types';
import { RALVIE_CODES } from './codes';

const FIELDS = Object.keys(RALVIE_SETTING_CONTRACT.fields);

export interface RalvieSetting {
  idle_threshold: number;
  productive_target: number;
  unknown_category: string;
}

export async function readRalvieSetting(trx: Trx, companyId: number): Promise<RalvieSetting> {
  const { rows } = await sql<RalvieSetting>`
    select idle_threshold, productive_target, unknown_category from ralvie_settings where company_id = ${companyId}`.execute(trx);
  if (rows[0]) return rows[0];
  return Object.fromEntries(Object.entries(RALVIE_SETTING_CONTRACT.fields).map(([field, spec]) => [field, defaultOf(spec)])) as unknown as RalvieSetting;
}

export function registerSettingRoutes(app: FastifyInstance, deps: AppDeps, prefix: string): void {
  const path = `/web${RALVIE_SETTING_CONTRACT.path}`.slice(prefix.length);
  const schema = { tags: ['ralvie'], security: [{ jwt: [] }] };
  app.get(path, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The company productivity settings' } }, async (request) => {
    const companyId = request.auth?.companyId as number;
    return ok(await deps.database.withTenant(companyId, (trx) => readRalvieSetting(trx, companyId)), RALVIE_CODES.ok);
  });
  const change = (mode: 'replace' | 'patch') => async (request: FastifyRequest) => {
    const companyId = request.auth?.companyId as number;
    return deps.database.withTenant(companyId, async (trx) => {
      if (!(await grantsOf(deps, request, trx)).isAdmin) throw forbidden();
      const { values, sent } = checkInput(RALVIE_SETTING_CONTRACT, request.body, mode);
      if (sent.size === 0 && mode === 'patch') throw new ApiError(400, GENERAL_CODES.validation, { message: 'Nothing to change.', fields: { '(body)': 'required' } });
      const stored = (await readRalvieSetting(trx, companyId)) as unknown as Row;
      const merged: Row = mode === 'replace' ? values : { ...stored, ...Object.fromEntries([...sent].map((field) => [field, values[field]])) };
      const columns = FIELDS.map((field) => sql.ref(field));
      await sql`
        insert into ralvie_settings (company_id, ${sql.join(columns)}, updated_at)
        values (${companyId}, ${sql.join(FIELDS.map((field) => merged[field]))}, ${deps.now()})
        on conflict (company_id) do update set ${sql.join(FIELDS.map((field) => sql`${sql.ref(field)} = excluded.${sql.ref(field)}`))}, updated_at = excluded.updated_at`.execute(trx);
      await writeOperationLog(trx, {
        companyId, userId: userIdOf(request), time: deps.now(), action: 'update', resource: RALVIE_SETTING_CONTRACT.name,
        objectId: String(companyId), summary: [...sent].join(', '), ip: request.ip,
      });
      return ok(await readRalvieSetting(trx, companyId), RALVIE_CODES.ok);
    });
  };
  app.put(path, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Replace the company productivity settings (administrators)' } }, change('replace'));
  app.patch(path, { preValidation: [app.requireCompany], schema: { ...schema, summary: 'Change the company productivity settings (administrators)' } }, change('patch'));
}
