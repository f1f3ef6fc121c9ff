/**
 * `/web/system/api/v2/pdf-setting/` (issue 15, ADR 0089): the header text, logo, paper and orientation of every
 * report PDF of the company — downloaded exports and mailed deliveries alike read it through `pdfLayoutOf`.
 * The logo is checked and stored like the company logo (a JPEG under DATA_DIR/files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDF_SETTING_CONTRACT } from '@timekeep/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { checkInput } from '../../../resources/fields';
import { writeOperationLog } from '../../../resources/operation-log';
import { forbidden, grantsOf, userIdOf } from '../../../resources/permissions';
import type { Trx } from '../../../resources/types';
import { bytesOfDataUrl, normalizePhoto } from '../../device/photo';
import { filesRoot, newFileName, removeStoredFile, writeStoredFile } from '../../device/stored-files';
import { SYSTEM_CODES } from '../codes';

export interface PdfSettingRow {
  header_text: string;
  logo: string;
  paper: 'A4' | 'LETTER' | 'LEGAL' | 'A3';
  orientation: 'landscape' | 'portrait';
}

/** What writePdf takes of the setting. */
export interface PdfLayout {
  header: string;
  logo: Buffer | null;
  paper: PdfSettingRow['paper'];
  landscape: boolean;
}

const DEFAULTS: PdfSettingRow = { header_text: '', logo: '', paper: 'A4', orientation: 'landscape' };

export async function readPdfSetting(trx: Trx, companyId: number): Promise<PdfSettingRow> {
  const { rows } = await sql<PdfSettingRow>`select header_text, logo, paper, orientation from pdf_settings where company_id = ${companyId}`.execute(trx);
  return rows[0] ?? DEFAULTS;
}

/** The company's PDF layout (its logo read from disk; a missing file prints no logo). */
export async function pdfLayoutOf(deps: Pick<AppDeps, 'database'> & { config: Pick<AppDeps['config'], 'dataDir'> }, companyId: number): Promise<PdfLayout> {
  const row = await deps.database.withTenant(companyId, (trx) => readPdfSetting(trx, companyId));
  const logo = row.logo === '' ? null : await fs.promises.readFile(path.join(filesRoot(deps.config.dataDir), row.logo)).catch(() => null);
  return { header: row.header_text, logo, paper: row.paper, landscape: row.orientation !== 'portrait' };
}

async function storedLogo(deps: AppDeps, companyId: number, value: string, current: string): Promise<string> {
  if (value === '' || value === current) return value;
  if (!value.startsWith('data:')) throw new ApiError(400, 'ZGEN0400', { message: 'The request is not valid.', fields: { logo: 'invalid' } });
  let jpeg: Buffer;
  try {
    jpeg = (await normalizePhoto(bytesOfDataUrl(value))).jpeg;
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(400, error.code, { ...error.context, fields: { logo: error.code } });
    throw error;
  }
  const name = newFileName(companyId, 'pdf-logo');
  await writeStoredFile(deps.config.dataDir, name, jpeg);
  return name;
}

export function registerPdfSettingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const schema = { tags: ['system'], security: [{ jwt: [] }] };
  app.get('/pdf-setting/', { preValidation: [app.requireCompany], schema: { ...schema, summary: 'The company PDF setting' } }, async (request) => {
    const companyId = request.auth?.companyId as number;
    return ok(await deps.database.withTenant(companyId, (trx) => readPdfSetting(trx, companyId)), SYSTEM_CODES.ok);
  });
  app.put('/pdf-setting/', { preValidation: [app.requireCompany], bodyLimit: 8 * 1024 * 1024, schema: { ...schema, summary: 'Save the company PDF setting (administrators)' } }, async (request: FastifyRequest) => {
    const companyId = request.auth?.companyId as number;
    if (!(await grantsOf(deps, request)).isAdmin) throw forbidden();
    const { values, sent } = checkInput(PDF_SETTING_CONTRACT, request.body, 'replace');
    const current = await deps.database.withTenant(companyId, (trx) => readPdfSetting(trx, companyId));
    const logo = await storedLogo(deps, companyId, values.logo as string, current.logo);
    const saved = await deps.database.withTenant(companyId, async (trx) => {
      await sql`
        insert into pdf_settings (company_id, header_text, logo, paper, orientation, updated_at)
        values (${companyId}, ${values.header_text as string}, ${logo}, ${values.paper as string}, ${values.orientation as string}, ${deps.now()})
        on conflict (company_id) do update set header_text = excluded.header_text, logo = excluded.logo, paper = excluded.paper,
          orientation = excluded.orientation, updated_at = excluded.updated_at`.execute(trx);
      await writeOperationLog(trx, {
        companyId, userId: userIdOf(request), time: deps.now(), action: 'update', resource: PDF_SETTING_CONTRACT.name,
        objectId: String(companyId), summary: [...sent].join(', '), ip: request.ip,
      });
      return readPdfSetting(trx, companyId);
    });
    if (current.logo !== '' && current.logo !== logo) await removeStoredFile(deps.config.dataDir, current.logo).catch(() => undefined);
    return ok(saved, SYSTEM_CODES.ok);
  });
}
