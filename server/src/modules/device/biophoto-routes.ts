/**
 * Bio-photos (SPEC §2 /bio-photo/register, §7 "Device and payment"): public self-registration stored as
 * pending, administrator approval (the photo becomes the employee's bio-photo and is queued for terminals),
 * and the server-paged list the devices remote shows at /device/bio-photo.
 */
import type { FastifyInstance } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { EMPLOYEE_SEARCH_COLUMNS, employeeNamesOf } from '../personnel/employee-routes';
import { assertAdmin, assertLegalText } from '../personnel/input-rules';
import { fetchPage, matchesSearch, pageQueryProperties, type PageQuery } from '../personnel/paging';
import { DEVICE_CODES } from './codes';
import { normalizePhoto, bytesOfDataUrl } from './photo';
import { newFileName, removeStoredFile, writeStoredFile } from './stored-files';
import type { BiophotoRecord, BiophotoStatus } from '@timekeep/contracts';
import { createWindowLimiter } from './window-limiter';

/** Per client address (route rate limit) and per company (all addresses together). */
export const SELF_REGISTER_LIMITS = {
  perAddress: { max: 10, timeWindow: 60_000 },
  perCompany: { max: 60, windowMs: 60 * 60_000 },
};

interface SelfRegisterBody {
  company_id: number;
  biophoto: string;
  employee: string;
  remarks?: string;
}

interface ApproveBody {
  ids?: number[];
  id?: number;
  action: 'approve' | 'reject';
}

interface ListQuery extends PageQuery {
  status?: BiophotoStatus;
}

export type { BiophotoRecord };

export function registerBiophotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const tags = ['device'];
  // Scaled like the route limits (RATE_LIMIT_SCALE, for test environments that register many photos).
  const companyLimiter = createWindowLimiter({
    max: SELF_REGISTER_LIMITS.perCompany.max * deps.config.rateLimitScale,
    windowMs: SELF_REGISTER_LIMITS.perCompany.windowMs,
    now: deps.now,
  });

  app.post<{ Body: SelfRegisterBody }>(
    '/biophotos/self_register/',
    {
      config: { rateLimit: SELF_REGISTER_LIMITS.perAddress, multilineFields: ['remarks'] },
      schema: {
        tags,
        summary: 'Public photo self-registration (stored as pending for the employee with that code; an unknown company or code answers alike)',
        body: {
          type: 'object',
          required: ['company_id', 'biophoto', 'employee'],
          properties: {
            company_id: { type: 'integer', minimum: 1 },
            biophoto: { type: 'string', minLength: 1 },
            employee: { type: 'string', minLength: 1, maxLength: 30 },
            remarks: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      // The order matters (issue 16, item 7): the per-address limit has run (route config); the photo is checked
      // before anything is looked up, so its answer says nothing about the company; an unknown company and an
      // unknown employee code get the same answer from the same single query; and only a registration for a
      // real employee counts against the company's limit, which probes of unknown ids can neither fill nor see.
      const { company_id: companyId, biophoto } = request.body;
      const empCode = request.body.employee.trim();
      const remarks = (request.body.remarks ?? '').trim();
      assertLegalText({ employee: empCode, remarks });
      const photo = await normalizePhoto(bytesOfDataUrl(biophoto));
      const employee = await deps.database.withTenant(companyId, (trx) =>
        trx
          .selectFrom('employees as e')
          .innerJoin('companies as c', 'c.id', 'e.company_id')
          .select('e.id')
          .where('e.company_id', '=', companyId)
          .where('c.is_active', '=', true)
          .where('e.emp_code', '=', empCode)
          .executeTakeFirst(),
      );
      if (!employee) {
        throw new ApiError(400, DEVICE_CODES.employeeNotFound, {
          message: 'No employee with this code was found. Check the code and the registration link.',
          fields: { employee: DEVICE_CODES.employeeNotFound },
        });
      }
      if (!companyLimiter.hit(String(companyId))) {
        throw new ApiError(429, GENERAL_CODES.rateLimited, {
          message: 'Too many photo registrations for this company. Please try again later.',
          params: { seconds: companyLimiter.retryAfter(String(companyId)) },
        });
      }
      const fileName = newFileName(companyId, 'biophoto');
      await writeStoredFile(deps.config.dataDir, fileName, photo.jpeg);
      try {
        const row = await deps.database.withTenant(companyId, (trx) =>
          trx
            .insertInto('biophotos')
            .values({
              company_id: companyId,
              employee_id: employee.id,
              file_name: fileName,
              width: photo.width,
              height: photo.height,
              size_bytes: photo.jpeg.length,
              remarks,
              submitted_ip: request.ip,
            })
            .returning(['id', 'status'])
            .executeTakeFirstOrThrow(),
        );
        return ok({ id: row.id, status: row.status }, DEVICE_CODES.ok);
      } catch (error) {
        await removeStoredFile(deps.config.dataDir, fileName);
        throw error;
      }
    },
  );

  app.post<{ Body: ApproveBody }>(
    '/biophotos/approve/',
    {
      preHandler: app.requireCompany,
      schema: {
        tags,
        summary: 'Approve or reject pending photos (company administrators)',
        body: {
          type: 'object',
          required: ['action'],
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 500 },
            id: { type: 'integer', minimum: 1 },
            action: { type: 'string', enum: ['approve', 'reject'] },
          },
        },
      },
    },
    async (request) => {
      assertAdmin(request.auth?.role);
      const companyId = companyOf(request);
      const ids = [...new Set(request.body.ids ?? (request.body.id ? [request.body.id] : []))];
      if (ids.length === 0) throw new ApiError(400, GENERAL_CODES.validation, { message: 'No photo given.', fields: { ids: 'required' } });
      const approve = request.body.action === 'approve';
      const reviewed = await deps.database.withTenant(companyId, async (trx) => {
        const photos = await trx
          .selectFrom('biophotos')
          .select(['id', 'employee_id', 'file_name', 'status'])
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .orderBy('id')
          .execute();
        if (photos.length !== ids.length) throw new ApiError(404, DEVICE_CODES.photoNotFound, { message: 'The photo was not found.' });
        if (photos.some((p) => p.status !== 'pending')) {
          throw new ApiError(409, DEVICE_CODES.alreadyReviewed, { message: 'This photo has already been reviewed.' });
        }
        const now = deps.now();
        await trx
          .updateTable('biophotos')
          .set({ status: approve ? 'approved' : 'rejected', reviewed_by: request.auth?.userId ?? null, reviewed_at: now })
          .where('company_id', '=', companyId)
          .where('id', 'in', ids)
          .execute();
        if (approve) {
          for (const photo of photos) {
            await trx
              .updateTable('employees')
              .set({ bio_photo: photo.file_name, updated_at: now })
              .where('company_id', '=', companyId)
              .where('id', '=', photo.employee_id)
              .execute();
            await trx
              .insertInto('terminal_biophoto_queue')
              .values({ company_id: companyId, employee_id: photo.employee_id, biophoto_id: photo.id, file_name: photo.file_name })
              .execute();
          }
        }
        return photos.map((p) => p.id);
      });
      return ok({ ids: reviewed, status: approve ? 'approved' : 'rejected' }, DEVICE_CODES.ok);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/biophotos/',
    {
      preHandler: app.requireCompany,
      schema: {
        tags,
        summary: 'Paged bio-photos of the company, newest first',
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, status: { type: 'string', enum: ['pending', 'approved', 'rejected'] } },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const query = request.query;
      return deps.database.withTenant(companyId, async (trx) => {
        let filtered = trx
          .selectFrom('biophotos as b')
          .innerJoin('employees as e', (join) => join.onRef('e.company_id', '=', 'b.company_id').onRef('e.id', '=', 'b.employee_id'))
          .where('b.company_id', '=', companyId);
        if (query.status) filtered = filtered.where('b.status', '=', query.status);
        const search = query.search;
        if (search) filtered = filtered.where((eb) => matchesSearch(eb, EMPLOYEE_SEARCH_COLUMNS, search.trim()));
        const page = await fetchPage(
          filtered,
          query,
          (page) =>
            page
              .select([
                'b.id',
                'b.employee_id',
                'e.emp_code',
                'e.first_name',
                'e.last_name',
                'b.file_name',
                'b.width',
                'b.height',
                'b.status',
                'b.remarks',
                'b.created_at',
                'b.reviewed_at',
              ])
              .orderBy('b.created_at', 'desc')
              .orderBy('b.id', 'desc'),
          (row): BiophotoRecord => ({
            id: row.id,
            ...employeeNamesOf(row),
            photo: row.file_name,
            width: row.width,
            height: row.height,
            status: row.status,
            remarks: row.remarks,
            created_at: new Date(row.created_at).toISOString(),
            reviewed_at: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
          }),
        );
        return ok(page, DEVICE_CODES.ok);
      });
    },
  );
}
