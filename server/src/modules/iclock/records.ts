/**
 * OPERLOG, BIODATA, ATTPHOTO and 3.x tabledata/querydata uploads (brief §5, §11.1). Records are parsed by key
 * (order and key case differ between firmware), names decoded in the device's encoding line by line, and the
 * batch is written in one tenant transaction: users (and the employees they create or update by PIN),
 * templates, photos, operation-log rows, error-log rows for what cannot be stored, the upload-log row.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Tables } from '../../db/schema';
import { newFileName, removeStoredFile, writeStoredFile } from '../device/stored-files';
import { ingestPunches, logErrors, logUpload, punchRow, type LineError, type ParsedBatch } from './attlog';
import { decodeDeviceText } from './decode';
import { attPhotoName, keyValues, normaliseCard, recordOf } from './parse';
import { quarantineLines } from './quarantine';
import { Refused } from './refused';
import type { RegistryRow, Terminal } from './registry';

export interface RecordCaller {
  sn: string;
  query: Record<string, string | undefined>;
  registry: RegistryRow;
  terminal: Terminal | null;
  ip: string;
}

/** OPLOG codes that deserve a security alert (§5.5, §14.2 item 6). */
export const ALERT_OPERATIONS = new Set([13, 21, 22, 23, 82, 83]);

/** Biometric type of each template keyword (§12.4). */
const TEMPLATE_TYPES: Record<string, number> = { FP: 1, FINGERTMP: 1, TEMPLATEV10: 1, FACE: 2, FVEIN: 7 };

type Trx = Transaction<Tables>;

interface UserRecord {
  pin: string;
  name: string;
  privilege: number;
  password: string;
  card: string;
  group: string;
  timeZones: string;
  verify: number | null;
}

interface TemplateRecord {
  pin: string;
  type: number;
  no: number;
  index: number;
  valid: number;
  duress: number;
  major: number;
  minor: number;
  format: number;
  template: string;
}

interface PhotoRecord {
  kind: 'user' | 'bio' | 'attendance';
  pin: string;
  bioType: number;
  punchTime: string;
  deviceFileName: string;
  bytes: Buffer;
}

interface OperationRecord {
  type: number;
  who: string;
  time: string;
  values: [string, string, string];
  reserved: string;
  raw: string;
}

interface Batch {
  users: UserRecord[];
  templates: TemplateRecord[];
  photos: PhotoRecord[];
  operations: OperationRecord[];
  punches: ParsedBatch;
  errors: LineError[];
  lines: number;
  encoding: string;
}

const int = (value: string | undefined, fallback: number): number => (value !== undefined && /^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : fallback);
const oneLine = (value: string | undefined, max: number) => (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);

/** Splits a body into lines as bytes (names may be GB18030, where a byte can look like anything but LF). */
function byteLines(body: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(0x0a); at !== -1; at = body.indexOf(0x0a, start)) {
    lines.push(body.subarray(start, at));
    start = at + 1;
  }
  lines.push(body.subarray(start));
  return lines.map((line) => (line.length > 0 && line[line.length - 1] === 0x0d ? line.subarray(0, line.length - 1) : line)).filter((line) => line.toString('latin1').trim() !== '');
}

/** `time_second` of 3.x bulk records (§11.3): every month counts 31 days from 2000. */
export function packedTime(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const second = seconds % 60;
  const minute = Math.floor(seconds / 60) % 60;
  const hour = Math.floor(seconds / 3600) % 24;
  const days = Math.floor(seconds / 86400);
  const day = (days % 31) + 1;
  const month = (Math.floor(days / 31) % 12) + 1;
  const year = Math.floor(days / 372) + 2000;
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function parseRecords(body: Buffer, table: string, caller: RecordCaller, terminal: Terminal, now: Date): Batch {
  const batch: Batch = { users: [], templates: [], photos: [], operations: [], punches: { rows: [], errors: [] }, errors: [], lines: 0, encoding: terminal.encoding };
  const fpMajor = int(terminal.device_options.FPVersion, 10);
  byteLines(body).forEach((bytes, index) => {
    batch.lines += 1;
    const lineNo = index + 1;
    const decoded = decodeDeviceText(bytes, caller.registry.language ?? terminal.language);
    if (decoded.encoding !== 'utf-8') batch.encoding = decoded.encoding;
    const line = decoded.text;
    const fail = (reason: string) => batch.errors.push({ lineNo, reason, raw: maskTemplates(line).slice(0, 1000) });
    let { keyword, payload } = recordOf(line);
    // 3.x tabledata names the record by its table (`user uid=5\t…`); BIODATA bodies may omit the keyword.
    if (!keyword && table === 'BIODATA') ({ keyword, payload } = { keyword: 'BIODATA', payload: line });
    if (keyword === 'OPLOG') {
      const fields = payload.split('\t');
      const type = int(fields[0], NaN);
      if (Number.isNaN(type)) return fail('bad_operation');
      batch.operations.push({ type, who: oneLine(fields[1], 64), time: oneLine(fields[2], 32), values: [oneLine(fields[3], 200), oneLine(fields[4], 200), oneLine(fields[5], 200)], reserved: oneLine(fields[6], 200), raw: line.slice(0, 1000) });
      return;
    }
    const pairs = keyValues(payload);
    const pin = oneLine(pairs.get('pin'), 64);
    if (keyword === 'TRANSACTION') {
      const time = int(pairs.get('time_second'), NaN);
      if (!pin || pin === '0' || Number.isNaN(time)) return fail('bad_transaction');
      const row = punchRow(
        { pin, time: packedTime(time), state: int(pairs.get('inoutstate'), 0), verify: int(pairs.get('verified'), 0), workCode: '', recordIndex: int(pairs.get('index'), 0), raw: line },
        terminal,
        now,
      );
      if ('error' in row) batch.punches.errors.push({ lineNo, reason: row.error, raw: line.slice(0, 1000) });
      else batch.punches.rows.push(row);
      return;
    }
    if (keyword === 'USER' || keyword === 'USERINFO') {
      if (!pin) return fail('empty_pin');
      batch.users.push({
        pin,
        name: oneLine(pairs.get('name'), 50),
        privilege: int(pairs.get('pri') ?? pairs.get('privilege'), 0),
        password: oneLine(pairs.get('passwd') ?? pairs.get('password'), 64),
        card: normaliseCard(pairs.get('card') ?? pairs.get('cardno')),
        group: oneLine(pairs.get('grp') ?? pairs.get('group'), 16),
        timeZones: oneLine(pairs.get('tz'), 32),
        verify: pairs.get('verify') !== undefined && pairs.get('verify') !== '' ? int(pairs.get('verify'), -1) : null,
      });
      return;
    }
    if (keyword in TEMPLATE_TYPES || keyword === 'BIODATA') {
      if (!pin) return fail('empty_pin');
      const template = (pairs.get('tmp') ?? pairs.get('template') ?? '').trim();
      if (!template) return fail('empty_template');
      const size = pairs.get('size');
      if (size !== undefined && size !== '' && int(size, -1) !== template.length) return fail('template_size_mismatch');
      const isBio = keyword === 'BIODATA';
      const type = isBio ? int(pairs.get('type'), 0) : TEMPLATE_TYPES[keyword];
      batch.templates.push({
        pin,
        type,
        no: int(isBio ? pairs.get('no') : (pairs.get('fid') ?? pairs.get('fingerid')), 0),
        index: int(pairs.get('index'), 0),
        valid: int(pairs.get('valid'), 1),
        duress: int(pairs.get('duress'), 0),
        major: isBio ? int(pairs.get('majorver'), 0) : keyword === 'FP' || keyword === 'TEMPLATEV10' ? fpMajor : int(terminal.device_options.FaceVersion, 0),
        minor: int(pairs.get('minorver'), 0),
        format: int(pairs.get('format'), 0),
        template,
      });
      return;
    }
    if (keyword === 'USERPIC' || keyword === 'BIOPHOTO') {
      if (!pin) return fail('empty_pin');
      const content = (pairs.get('content') ?? '').trim();
      const size = pairs.get('size');
      if (!content) return fail('empty_photo');
      if (size !== undefined && size !== '' && int(size, -1) !== content.length) return fail('photo_size_mismatch');
      const bytes = Buffer.from(content, 'base64');
      if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return fail('not_a_jpeg');
      batch.photos.push({ kind: keyword === 'USERPIC' ? 'user' : 'bio', pin, bioType: keyword === 'BIOPHOTO' ? int(pairs.get('type'), 9) : -1, punchTime: '', deviceFileName: oneLine(pairs.get('filename'), 100), bytes });
      return;
    }
    if (keyword === 'ERRORLOG') return fail(`device_error:${oneLine(pairs.get('errcode'), 20)}`);
    // WORKCODE, IDCARD, SMS and anything newer: kept raw in the error log, never dropped silently.
    return fail(keyword ? `unsupported_record:${keyword.slice(0, 20)}` : 'unknown_record');
  });
  return batch;
}

/** Templates and photos are biometric data: never in a log (§10, §14.2 item 9). */
function maskTemplates(line: string): string {
  return line.replace(/((?:^|\t| )(?:tmp|template|content|photo|fptemplate\d)=)[^\t]*/gi, '$1…');
}

async function upsertUsers(trx: Trx, terminal: Terminal, users: UserRecord[], encoding: string): Promise<void> {
  const companyId = terminal.company_id;
  for (const user of users) {
    await trx
      .insertInto('terminal_users')
      .values({
        company_id: companyId,
        terminal_id: terminal.id,
        emp_code: user.pin,
        name: user.name,
        privilege: user.privilege,
        password: user.password,
        card_no: user.card,
        access_group: user.group,
        time_zones: user.timeZones,
        verify_mode: user.verify,
        encoding,
      })
      .onConflict((oc) =>
        oc.columns(['company_id', 'terminal_id', 'emp_code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          privilege: eb.ref('excluded.privilege'),
          password: eb.ref('excluded.password'),
          card_no: eb.ref('excluded.card_no'),
          access_group: eb.ref('excluded.access_group'),
          time_zones: eb.ref('excluded.time_zones'),
          verify_mode: eb.ref('excluded.verify_mode'),
          encoding: eb.ref('excluded.encoding'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    // The employee by PIN, the way BioTime does: created when new, renamed when the device says otherwise.
    const existing = await trx
      .selectFrom('employees')
      .select(['id', 'first_name', 'last_name'])
      .where('company_id', '=', companyId)
      .where('emp_code', '=', user.pin)
      .executeTakeFirst();
    if (!existing) {
      const created = await trx.insertInto('employees').values({ company_id: companyId, emp_code: user.pin, first_name: user.name }).returning('id').executeTakeFirstOrThrow();
      // Enrolled on the terminal's area (an employee may be in several; migration 0037).
      if (terminal.area_id) await trx.insertInto('employee_areas').values({ company_id: companyId, employee_id: created.id, area_id: terminal.area_id }).execute();
    } else if (user.name && `${existing.first_name} ${existing.last_name}`.trim() !== user.name) {
      await trx.updateTable('employees').set({ first_name: user.name, last_name: '', updated_at: sql<Date>`now()` }).where('company_id', '=', companyId).where('id', '=', existing.id).execute();
    }
  }
}

async function upsertTemplates(trx: Trx, terminal: Terminal, templates: TemplateRecord[]): Promise<void> {
  for (const template of templates) {
    await trx
      .insertInto('bio_templates')
      .values({
        company_id: terminal.company_id,
        emp_code: template.pin,
        bio_type: template.type,
        bio_no: template.no,
        bio_index: template.index,
        valid: template.valid,
        duress: template.duress,
        major_ver: template.major,
        minor_ver: template.minor,
        format: template.format,
        template: template.template,
        terminal_sn: terminal.sn,
      })
      .onConflict((oc) =>
        oc.columns(['company_id', 'emp_code', 'bio_type', 'bio_no', 'bio_index', 'major_ver']).doUpdateSet((eb) => ({
          valid: eb.ref('excluded.valid'),
          duress: eb.ref('excluded.duress'),
          minor_ver: eb.ref('excluded.minor_ver'),
          format: eb.ref('excluded.format'),
          template: eb.ref('excluded.template'),
          terminal_sn: eb.ref('excluded.terminal_sn'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
  }
}

/** Stores each photo file once (same bytes: nothing written); returns the files replaced, to remove after commit. */
async function upsertPhotos(deps: AppDeps, trx: Trx, terminal: Terminal, photos: PhotoRecord[]): Promise<string[]> {
  const replaced: string[] = [];
  for (const photo of photos) {
    const sha256 = crypto.createHash('sha256').update(photo.bytes).digest('hex');
    const existing = await trx
      .selectFrom('terminal_photos')
      .select(['id', 'file_name', 'sha256'])
      .where('company_id', '=', terminal.company_id)
      .where('terminal_sn', '=', terminal.sn)
      .where('kind', '=', photo.kind)
      .where('emp_code', '=', photo.pin)
      .where('bio_type', '=', photo.bioType)
      .where('punch_time', '=', photo.punchTime)
      .executeTakeFirst();
    if (existing?.sha256 === sha256) continue;
    const fileName = newFileName(terminal.company_id, `terminal-${photo.kind}`);
    await writeStoredFile(deps.config.dataDir, fileName, photo.bytes);
    if (existing) {
      await trx.updateTable('terminal_photos').set({ file_name: fileName, sha256, size_bytes: photo.bytes.length, device_file_name: photo.deviceFileName }).where('company_id', '=', terminal.company_id).where('id', '=', existing.id).execute();
      replaced.push(existing.file_name);
    } else {
      await trx
        .insertInto('terminal_photos')
        .values({
          company_id: terminal.company_id,
          kind: photo.kind,
          emp_code: photo.pin,
          bio_type: photo.bioType,
          terminal_sn: terminal.sn,
          punch_time: photo.punchTime,
          device_file_name: photo.deviceFileName,
          file_name: fileName,
          size_bytes: photo.bytes.length,
          sha256,
        })
        .execute();
    }
  }
  return replaced;
}

async function insertOperations(trx: Trx, terminal: Terminal, operations: OperationRecord[]): Promise<void> {
  if (operations.length === 0) return;
  await trx
    .insertInto('terminal_operation_logs')
    .values(
      operations.map((operation) => ({
        company_id: terminal.company_id,
        terminal_id: terminal.id,
        terminal_sn: terminal.sn,
        op_type: operation.type,
        op_who: operation.who,
        op_time: operation.time,
        value1: operation.values[0],
        value2: operation.values[1],
        value3: operation.values[2],
        reserved: operation.reserved,
        alert: ALERT_OPERATIONS.has(operation.type),
        raw_line: operation.raw,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const STAMP_COLUMNS: Record<string, 'operlog_stamp' | 'biodata_stamp' | 'attphoto_stamp'> = { OPERLOG: 'operlog_stamp', BIODATA: 'biodata_stamp', ATTPHOTO: 'attphoto_stamp' };

async function storeBatch(deps: AppDeps, caller: RecordCaller, request: FastifyRequest, body: Buffer, table: string, terminal: Terminal, batch: Batch): Promise<void> {
  const stamp = caller.query.stamp ?? caller.query.opstamp ?? null;
  let replaced: string[] = [];
  if (batch.punches.rows.length > 0 || batch.punches.errors.length > 0) {
    await ingestPunches(deps, terminal, batch.punches, { tableName: `${table}:transaction`, path: request.url.split('?')[0], bytes: 0, stamp: null, ip: caller.ip }, null);
  }
  await deps.database.withTenant(terminal.company_id, async (trx) => {
    await upsertUsers(trx, terminal, batch.users, batch.encoding);
    await upsertTemplates(trx, terminal, batch.templates);
    replaced = await upsertPhotos(deps, trx, terminal, batch.photos);
    await insertOperations(trx, terminal, batch.operations);
    await logErrors(trx, terminal.company_id, terminal, table, batch.errors);
    await logUpload(trx, terminal.company_id, terminal, {
      tableName: table,
      path: request.url.split('?')[0],
      bytes: body.length,
      lineCount: batch.lines,
      stored: batch.users.length + batch.templates.length + batch.photos.length + batch.operations.length + batch.punches.rows.length,
      duplicates: 0,
      errors: batch.errors.length,
      stamp,
      ip: caller.ip,
    });
    const stampColumn = STAMP_COLUMNS[table];
    const now = deps.now();
    await trx
      .updateTable('terminals')
      .set({ last_activity: now, state_seen_at: now, encoding: batch.encoding, ...(stampColumn && stamp ? { [stampColumn]: stamp.slice(0, 40) } : {}) })
      .where('company_id', '=', terminal.company_id)
      .where('id', '=', terminal.id)
      .execute();
  });
  for (const fileName of replaced) await removeStoredFile(deps.config.dataDir, fileName);
}

/** ATTPHOTO (§5.9): LF-separated header lines up to a NUL, then the JPEG bytes (binary, never decoded). */
async function ingestAttPhoto(deps: AppDeps, caller: RecordCaller, request: FastifyRequest, body: Buffer, terminal: Terminal): Promise<string> {
  const nul = body.indexOf(0);
  const header = keyValues(body.subarray(0, nul === -1 ? Math.min(body.length, 1024) : nul).toString('latin1'), /\r?\n/);
  let bytes = nul === -1 ? Buffer.alloc(0) : body.subarray(nul + 1);
  if (bytes.length > 0 && bytes[0] !== 0xff) bytes = Buffer.from(bytes.toString('latin1'), 'base64');
  const name = attPhotoName(header.get('pin') ?? caller.query.pin ?? '');
  const batch: Batch = { users: [], templates: [], photos: [], operations: [], punches: { rows: [], errors: [] }, errors: [], lines: 1, encoding: terminal.encoding };
  if (!name) batch.errors.push({ lineNo: 1, reason: 'bad_photo_name', raw: (header.get('pin') ?? '').slice(0, 200) });
  else if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) batch.errors.push({ lineNo: 1, reason: 'not_a_jpeg', raw: (header.get('pin') ?? '').slice(0, 200) });
  else batch.photos.push({ kind: 'attendance', pin: name.pin, bioType: -1, punchTime: name.time, deviceFileName: (header.get('pin') ?? '').slice(0, 100), bytes });
  await storeBatch(deps, caller, request, body, 'ATTPHOTO', terminal, batch);
  return 'OK';
}

export async function ingestRecords(deps: AppDeps, caller: RecordCaller, request: FastifyRequest, body: Buffer, table: string): Promise<string> {
  const tableName = (caller.query.tablename ?? '').toLowerCase();
  if (!caller.terminal) {
    const lines = table === 'ATTPHOTO' ? [`[${body.length} bytes]`] : byteLines(body).map((line) => line.toString('latin1'));
    if (!(await quarantineLines(deps, caller.sn, table, table === 'ATTPHOTO' ? lines : lines.map(maskTemplates)))) {
      throw new Refused(503, 'QUARANTINE FULL');
    }
    return table === 'TABLEDATA' ? `${tableName || 'data'}=${lines.length}` : table === 'ATTPHOTO' ? 'OK' : `OK: ${lines.length}`;
  }
  const terminal = caller.terminal;
  if (table === 'ATTPHOTO') return ingestAttPhoto(deps, caller, request, body, terminal);
  const batch = parseRecords(body, table, caller, terminal, deps.now());
  await storeBatch(deps, caller, request, body, table, terminal, batch);
  if (table === 'TABLEDATA') return `${tableName || 'data'}=${batch.lines}`;
  return `OK: ${batch.lines}`;
}
