/**
 * A proof attached to a leave or training request (issue 14, ADR 0093): `POST <base><id>/attachment/`
 * (multipart `file`: PDF, JPEG or PNG by content, at most 5 MB) by the requester — the employee or the user who
 * filed it — or a user who may file that kind, while the request is pending; `GET <base><id>/attachment/` with
 * the same JWT by whoever may read the request (the requester, its approvers, users with the kind's view).
 * Files live under DATA_DIR/request-files/c<company>/ with random names, outside the public-by-name auth_files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { GENERAL_CODES } from '@timekeep/contracts';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { writeOperationLog } from '../../resources/operation-log';
import { codenameOf, grantsOf, holds, userIdOf } from '../../resources/permissions';
import { findRecord } from '../../resources/query';
import type { Row, Trx } from '../../resources/types';
import { notFoundError } from '../../resources/write';
import { APPROVAL_CODES } from './codes';
import { isInChain, isOwn, stateOf, type RequestState } from './engine';
import type { RequestKind } from './request-kinds';
import { callerOf } from './request-routes';

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
const ATTACHMENT_TYPES = [
  { type: 'application/pdf', extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;
export const ATTACHMENT_KINDS: ReadonlySet<string> = new Set(['leave', 'training']);
const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;

/** The file's type by its first bytes (what a browser or the client says it is counts for nothing). */
export function attachmentTypeOf(bytes: Buffer): (typeof ATTACHMENT_TYPES)[number] | null {
  return ATTACHMENT_TYPES.find((candidate) => candidate.magic.every((byte, index) => bytes[index] === byte)) ?? null;
}

function refused(code: string, message: string, params: Record<string, string | number>): ApiError {
  return new ApiError(400, code, { message, params, fields: { file: code } });
}

/** The upload's bytes, refusing more than the limit before reading it all. */
async function readUpload(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const tooLarge = () => refused(APPROVAL_CODES.attachmentTooLarge, `The attachment is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`, { max_mb: ATTACHMENT_MAX_BYTES / 1024 / 1024 });
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > ATTACHMENT_MAX_BYTES) {
      part.file.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** A name safe to keep and to send back in Content-Disposition: no folders, no control characters, ≤ 200. */
function cleanName(name: string, extension: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base === '' ? `attachment.${extension}` : base;
}

function requestFilesRoot(dataDir: string): string {
  return path.join(dataDir, 'request-files');
}

async function writeFile(dataDir: string, fileName: string, bytes: Buffer): Promise<void> {
  const target = path.join(requestFilesRoot(dataDir), fileName);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, bytes);
  await fs.promises.rename(temporary, target);
}

const removeFile = (dataDir: string, fileName: string) => fs.promises.rm(path.join(requestFilesRoot(dataDir), fileName), { force: true });

async function requestState(trx: Trx, table: string, companyId: number, id: number, lock: boolean): Promise<RequestState | null> {
  const row = (await sql<Row>`select employee, status, level, chain, history, filed_by_user, filed_by_employee from ${sql.table(table)}
      where company_id = ${companyId} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(trx)).rows[0];
  return row ? stateOf(row) : null;
}

const isEmployeeLogin = (request: FastifyRequest) => request.auth?.role === 'employee' || (request.auth?.employeeId ?? null) !== null;

/** A header value for the original name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerAttachmentRoutes(app: FastifyInstance, deps: AppDeps, kind: RequestKind): void {
  const { definition } = kind;
  const { contract } = definition;
  const base = `/web${contract.path}`.slice(definition.prefix.length);
  const approveCodename = codenameOf(contract, 'approve');
  const tags = ['att'];

  app.post<{ Params: { id: number } }>(
    `${base}:id/attachment/`,
    { preValidation: [app.requireCompany], schema: { tags, summary: `${contract.name}: attach a proof (multipart file: PDF, JPEG or PNG, ≤ 5 MB)`, security: [{ jwt: [] }], params: ID_PARAMS } },
    async (request) => {
      const companyId = companyOf(request);
      const id = request.params.id;
      // Who may attach, before the upload is read: another company's or employee's request is a 404.
      await deps.database.withTenant(companyId, async (trx) => {
        const state = await requestState(trx, definition.table, companyId, id, false);
        if (!state) throw notFoundError(definition);
        const caller = await callerOf(deps, request, trx, companyId, approveCodename);
        const mayFile = !isEmployeeLogin(request) && holds(await grantsOf(deps, request, trx), codenameOf(contract, 'add'));
        if (!isOwn(state, caller) && !mayFile) throw notFoundError(definition);
        if (state.status !== 'pending') throw new ApiError(409, APPROVAL_CODES.notPending, { message: 'The request is no longer pending.', params: { status: state.status } });
      });
      if (!request.isMultipart()) throw new ApiError(400, GENERAL_CODES.validation, { message: 'Send the file as multipart/form-data in the field "file".', fields: { file: 'required' } });
      const part = await request.file();
      if (!part) throw new ApiError(400, GENERAL_CODES.validation, { message: 'Send the file in the field "file".', fields: { file: 'required' } });
      const bytes = await readUpload(part);
      const type = attachmentTypeOf(bytes);
      if (!type) throw refused(APPROVAL_CODES.attachmentType, 'The attachment must be a PDF, JPEG or PNG file.', { types: 'PDF, JPEG, PNG' });
      const originalName = cleanName(part.filename, type.extension);
      const fileName = `c${companyId}/${crypto.randomBytes(16).toString('hex')}.${type.extension}`;
      await writeFile(deps.config.dataDir, fileName, bytes);
      let replaced: string | null = null;
      try {
        const record = await deps.database.withTenant(companyId, async (trx) => {
          const state = await requestState(trx, definition.table, companyId, id, true);
          if (!state || state.status !== 'pending') throw new ApiError(409, APPROVAL_CODES.notPending, { message: 'The request is no longer pending.', params: { status: state?.status ?? '' } });
          const caller = await callerOf(deps, request, trx, companyId, approveCodename);
          replaced = (await sql<{ file_name: string }>`select file_name from request_attachments where company_id = ${companyId} and request_type = ${kind.type} and request_id = ${id}`.execute(trx)).rows[0]?.file_name ?? null;
          await sql`insert into request_attachments (company_id, request_type, request_id, file_name, original_name, content_type, size_bytes, uploaded_by_user, uploaded_by_employee)
            values (${companyId}, ${kind.type}, ${id}, ${fileName}, ${originalName}, ${type.type}, ${bytes.length}, ${caller.userId}, ${caller.userId === null ? caller.employeeId : null})
            on conflict (company_id, request_type, request_id) do update set file_name = excluded.file_name, original_name = excluded.original_name,
              content_type = excluded.content_type, size_bytes = excluded.size_bytes, uploaded_by_user = excluded.uploaded_by_user,
              uploaded_by_employee = excluded.uploaded_by_employee, created_at = now()`.execute(trx);
          // The pinned `attachment` of a leave names the proof.
          if (kind.type === 'leave') await sql`update leave_requests set attachment = ${originalName.slice(0, 255)}, updated_at = ${deps.now()} where company_id = ${companyId} and id = ${id}`.execute(trx);
          await writeOperationLog(trx, { companyId, userId: userIdOf(request), time: deps.now(), action: 'attach', resource: contract.name, objectId: String(id), summary: originalName, ip: request.ip });
          return (await findRecord(trx, definition, companyId, id)) as Row;
        });
        if (replaced) await removeFile(deps.config.dataDir, replaced);
        return ok(record, APPROVAL_CODES.ok);
      } catch (error) {
        await removeFile(deps.config.dataDir, fileName);
        throw error;
      }
    },
  );

  app.get<{ Params: { id: number } }>(
    `${base}:id/attachment/`,
    { preValidation: [app.requireCompany], schema: { tags, summary: `${contract.name}: the attached proof (the request's readers only)`, security: [{ jwt: [] }], params: ID_PARAMS } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const id = request.params.id;
      const stored = await deps.database.withTenant(companyId, async (trx) => {
        const state = await requestState(trx, definition.table, companyId, id, false);
        if (!state) throw notFoundError(definition);
        const caller = await callerOf(deps, request, trx, companyId, approveCodename);
        const own = caller.employeeId !== null && state.employee === caller.employeeId;
        const allowed = own || isOwn(state, caller) || isInChain(state, caller) || (!isEmployeeLogin(request) && holds(await grantsOf(deps, request, trx), codenameOf(contract, 'view')));
        // Nothing about another's request is confirmed: the same 404 as a request that does not exist.
        if (!allowed) throw notFoundError(definition);
        return (await sql<{ file_name: string; original_name: string; content_type: string }>`select file_name, original_name, content_type from request_attachments
            where company_id = ${companyId} and request_type = ${kind.type} and request_id = ${id}`.execute(trx)).rows[0];
      });
      const notFound = new ApiError(404, GENERAL_CODES.notFound, { message: 'The request has no attachment.' });
      if (!stored) throw notFound;
      let bytes: Buffer;
      try {
        bytes = await fs.promises.readFile(path.join(requestFilesRoot(deps.config.dataDir), stored.file_name));
      } catch {
        throw notFound;
      }
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', contentDisposition(stored.original_name))
        .type(stored.content_type)
        .send(bytes);
    },
  );
}
