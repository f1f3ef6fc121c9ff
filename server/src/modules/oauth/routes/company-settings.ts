/**
 * `PATCH /web/oauth/api/v2/current-company/` (/company/settings, issue 11): a company administrator changes the
 * company's profile and formats. The body is checked strictly by the FieldSpecs of COMPANY_SETTINGS_CONTRACT (no
 * coercion, control characters refused, limits), a new logo is checked and stored like photos (sharp, a JPEG under
 * DATA_DIR/files), and the row and its operation-log entry are written in one tenant transaction (migration 0036
 * lets the application role change exactly these columns). `GET` on the same path (companies.ts) reads them.
 */
import { COMPANY_SETTINGS_CONTRACT, GENERAL_CODES, KERNEL_CODES } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { CompaniesTable } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { bytesOfDataUrl, normalizePhoto } from '../../device/photo';
import { newFileName, removeStoredFile, writeStoredFile } from '../../device/stored-files';
import { checkInput } from '../../../resources/fields';
import { writeOperationLog } from '../../../resources/operation-log';
import { forbidden, grantsOf } from '../../../resources/permissions';
import { CODES } from '../codes';

const ILLEGAL = /[<>=]/;
const TEXT_FIELDS = ['company_name', 'company_address', 'company_country', 'company_province', 'company_city'] as const;

function invalid(field: string, code: string = GENERAL_CODES.validation, message = 'The request is not valid.'): ApiError {
  return new ApiError(400, code, { message, fields: { [field]: code === GENERAL_CODES.validation ? 'invalid' : code } });
}

/** The logo as sent: a data URL becomes a stored JPEG (its new name); the stored name kept; '' removes it. */
async function storedLogo(deps: AppDeps, companyId: number, value: string, current: string): Promise<string> {
  if (value === '' || value === current) return value;
  if (!value.startsWith('data:')) throw invalid('company_logo');
  let jpeg: Buffer;
  try {
    jpeg = (await normalizePhoto(bytesOfDataUrl(value))).jpeg;
  } catch (error) {
    // The photo checks name their own field; here it is the logo.
    if (error instanceof ApiError) throw new ApiError(400, error.code, { ...error.context, fields: { company_logo: error.code } });
    throw error;
  }
  const name = newFileName(companyId, 'logo');
  await writeStoredFile(deps.config.dataDir, name, jpeg);
  return name;
}

export function registerCompanySettingsRoute(app: FastifyInstance, deps: AppDeps): void {
  app.patch(
    '/oauth/api/v2/current-company/',
    {
      preHandler: app.requireCompany,
      config: { multilineFields: ['company_address'] },
      schema: { tags: ['oauth'], summary: 'Change the company settings (administrators)', security: [{ jwt: [] }] },
    },
    async (request: FastifyRequest) => {
      const companyId = request.auth?.companyId as number;
      if (!(await grantsOf(deps, request)).isAdmin) throw forbidden();
      const { values, sent } = checkInput(COMPANY_SETTINGS_CONTRACT, request.body, 'patch');
      for (const field of TEXT_FIELDS) {
        if (sent.has(field) && ILLEGAL.test(values[field] as string)) throw invalid(field, KERNEL_CODES.illegalInput, 'The text contains illegal characters (> = <).');
      }
      const current = await deps.database.db.selectFrom('companies').select(['company_logo', 'company_latitude', 'company_longitude']).where('id', '=', companyId).executeTakeFirst();
      if (!current) throw new ApiError(403, CODES.notMember, { message: 'You are not a member of this company.' });
      const latitude = sent.has('company_latitude') ? values.company_latitude : current.company_latitude;
      const longitude = sent.has('company_longitude') ? values.company_longitude : current.company_longitude;
      if ((latitude === null) !== (longitude === null)) throw invalid(latitude === null ? 'company_latitude' : 'company_longitude');
      const changes: Updateable<CompaniesTable> = Object.fromEntries([...sent].map((field) => [field, values[field]]));
      if (sent.has('company_logo')) changes.company_logo = await storedLogo(deps, companyId, values.company_logo as string, current.company_logo);
      await deps.database.withTenant(companyId, async (trx) => {
        await trx
          .updateTable('companies')
          .set({ ...changes, updated_at: deps.now() })
          .where('id', '=', companyId)
          .execute();
        const auth = request.auth;
        await writeOperationLog(trx, {
          companyId,
          userId: auth && auth.role !== 'employee' && auth.employeeId === null ? auth.userId : null,
          time: deps.now(),
          action: 'update',
          resource: COMPANY_SETTINGS_CONTRACT.name,
          objectId: String(companyId),
          summary: [...sent].join(', '),
          ip: request.ip,
        });
      });
      // The old logo file goes once the new name is committed (a failed write keeps the old one).
      if (typeof changes.company_logo === 'string' && changes.company_logo !== current.company_logo && current.company_logo !== '') {
        await removeStoredFile(deps.config.dataDir, current.company_logo).catch(() => undefined);
      }
      const saved = await deps.database.db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
      const { is_active: _active, created_at: _created, updated_at: _updated, ...fields } = saved;
      return ok({ ...fields, role: request.auth?.role }, CODES.ok);
    },
  );
}
