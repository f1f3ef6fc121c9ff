/**
 * Employees (SPEC §3, §7 personnel path `employees`, screen /team/employee) on the resource kernel (ADR 0050,
 * ADR 0063). The declaration is `EMPLOYEE_RESOURCE`; here is what is the employee's own:
 * - the list keeps its 100,000-row speed (ADR 0046): keys from the tenant-filtered view `employee_list_keys`
 *   in `(emp_code, id)` index order, the trigger-kept counts as the total of the flag filters;
 * - the SPEC §7 filter paths `filter_by_resign_emp/` and `filter_by_enable_att/`;
 * - hire date defaulting to the creation date (company-local), the photo stored as a JPEG file, and the
 *   employee login's password (`self_password`, write-only) kept in `employee_accounts`.
 * TAB, CR and LF are refused in every field (none is multiline): terminal commands carry these values.
 */
import { EMPLOYEE_RESOURCE, GENERAL_CODES, type EmployeeRecord } from '@timekeep/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyOf } from '../../auth/auth-plugin';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { defineResource, listQuerySchema, mayDo } from '../../resources/register';
import { forbidden } from '../../resources/permissions';
import { listPage, type ListQuery } from '../../resources/query';
import type { Row, Trx, WriteContext } from '../../resources/types';
import { bytesOfDataUrl, normalizePhoto } from '../device/photo';
import { newFileName, writeStoredFile } from '../device/stored-files';
import { hashPassword } from '../oauth/passwords';
import { PERSONNEL_CODES } from './codes';
import { countMatching, readEmployeeCounts } from './employee-counts';
import { PERSONNEL_PREFIX, PERSONNEL_RESOURCE_CODES } from './location-routes';

export type { EmployeeRecord };
export { EMPLOYEE_SEARCH_COLUMNS, employeeLabel, employeeNamesOf } from './employee-names';

const nameOf = (table: string, column: string) => ({
  sql: `(select x.name from ${table} x where x.company_id = t.company_id and x.id = t.${column})`,
});

/** `true`/`1` and `false`/`0` as the kernel's boolean filter reads them; undefined when not given. */
function flagOf(value: unknown): boolean | undefined {
  if (value === 'true' || value === '1' || value === true) return true;
  if (value === 'false' || value === '0' || value === false) return false;
  return undefined;
}

/** Query parameters that never narrow the list. */
const NOT_FILTERS = new Set(['page', 'page_size', 'ordering']);

/** The total of a list narrowed only by `resigned`/`enable_att` (or not at all), from the trigger-kept counts. */
async function knownTotal(trx: Trx, companyId: number, query: Readonly<Record<string, unknown>>): Promise<number | undefined> {
  const narrowing = Object.entries(query).filter(([name, value]) => !NOT_FILTERS.has(name) && value !== undefined && String(value).trim() !== '');
  if (narrowing.some(([name]) => name !== 'resigned' && name !== 'enable_att')) return undefined;
  const flags = { resigned: flagOf(query.resigned), enable_att: flagOf(query.enable_att) };
  return countMatching(await readEmployeeCounts(trx, companyId), flags);
}

const todays = new WeakMap<Trx, Promise<string>>();

/** A company's "today" in its own time zone (the default hire date), read once per transaction (an import's rows). */
function companyToday(trx: Trx, companyId: number, now: Date): Promise<string> {
  let today = todays.get(trx);
  if (!today) {
    today = readCompanyToday(trx, companyId, now);
    todays.set(trx, today);
  }
  return today;
}

async function readCompanyToday(trx: Trx, companyId: number, now: Date): Promise<string> {
  const { rows } = await sql<{ zone: string }>`select company_timezone as zone from companies where id = ${companyId}`.execute(trx);
  const zone = rows[0]?.zone ?? 'UTC';
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A data URL becomes a stored JPEG (bytes checked, re-encoded); a stored name may only be the one it has. */
async function storePhoto(context: WriteContext): Promise<void> {
  const { values, existing, companyId, deps } = context;
  const photo = values.photo;
  if (typeof photo !== 'string' || photo === '') {
    values.photo = null;
    return;
  }
  if (!photo.startsWith('data:')) {
    if (photo === existing?.photo) return;
    throw new ApiError(400, GENERAL_CODES.validation, { message: 'The photo must be an image.', fields: { photo: 'invalid' } });
  }
  let jpeg: Buffer;
  try {
    jpeg = (await normalizePhoto(bytesOfDataUrl(photo))).jpeg;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, error.code, { ...error.context, fields: { photo: error.code } });
  }
  const fileName = newFileName(companyId, 'photo');
  await writeStoredFile(deps.config.dataDir, fileName, jpeg);
  values.photo = fileName;
}

/** The password a write sets (taken out of the row: it is no column of employees). */
const passwords = new WeakMap<Row, string>();

async function beforeWrite(context: WriteContext): Promise<void> {
  const { values, sent, existing, trx, companyId, deps } = context;
  const password = values.self_password;
  delete values.self_password;
  if (sent.has('self_password') && typeof password === 'string' && password !== '') passwords.set(values, password);
  if (values.hire_date === null || values.hire_date === undefined) {
    values.hire_date = (existing?.hire_date as string | undefined) ?? (await companyToday(trx, companyId, deps.now()));
  }
  if (!existing || sent.has('photo')) await storePhoto(context);
}

/** The employee login follows the employee: its username is the emp_code, its password the last one set. */
async function afterWrite(context: WriteContext & { id: number }): Promise<void> {
  const { trx, companyId, id, values, existing } = context;
  const password = passwords.get(values);
  // A new employee has no login yet: nothing to follow unless a password is set (keeps imports to their inserts).
  if (!existing && password === undefined) return;
  const code = values.emp_code as string;
  const clash = await sql<{ id: number }>`select id from employee_accounts
    where company_id = ${companyId} and lower(username) = lower(${code}) and employee_id is distinct from ${id} limit 1`.execute(trx);
  const account = (await sql<{ id: number }>`select id from employee_accounts where company_id = ${companyId} and employee_id = ${id}`.execute(trx)).rows[0];
  if (!account && password === undefined) return;
  if (clash.rows.length > 0) {
    throw new ApiError(400, PERSONNEL_CODES.duplicateEmpCode, {
      message: 'This employee code is already in use.',
      params: { emp_code: code },
      fields: { emp_code: PERSONNEL_CODES.duplicateEmpCode },
    });
  }
  const hash = password === undefined ? undefined : await hashPassword(password);
  if (account) {
    // The username follows a CHANGED emp_code only: an edit that keeps the code (a department move, a new name) must
    // not rename a login such as the demo's `employee` under its owner (the e2e run of 2026-11-25 lost its sign-in so).
    const renamed = !existing || existing.emp_code !== code;
    await sql`update employee_accounts set username = ${renamed ? code : sql`username`},
      password_hash = coalesce(${hash ?? null}, password_hash), updated_at = ${context.deps.now()}
      where company_id = ${companyId} and id = ${account.id}`.execute(trx);
  } else {
    await sql`insert into employee_accounts (company_id, username, password_hash, employee_id) values (${companyId}, ${code}, ${hash}, ${id})`.execute(trx);
  }
}

export const employees = defineResource({
  contract: EMPLOYEE_RESOURCE,
  prefix: PERSONNEL_PREFIX,
  codes: { ...PERSONNEL_RESOURCE_CODES, duplicate: PERSONNEL_CODES.duplicateEmpCode },
  illegalText: { code: PERSONNEL_CODES.illegalInput },
  table: 'employees',
  columns: {
    display_name: { sql: "coalesce(nullif(btrim(t.first_name), ''), t.emp_code)" },
    department: 'department_id',
    department_name: nameOf('departments', 'department_id'),
    position: 'position_id',
    position_name: nameOf('positions', 'position_id'),
    area_names: {
      sql: `coalesce((select string_agg(a.name, ', ' order by a.name) from employee_areas ea
        join areas a on a.company_id = ea.company_id and a.id = ea.area_id
        where ea.company_id = t.company_id and ea.employee_id = t.id), '')`,
    },
  },
  links: { areas: { table: 'employee_areas', owner: 'employee_id', value: 'area_id' } },
  filters: {
    department__in: { kind: 'in', field: 'department' },
    position__in: { kind: 'in', field: 'position' },
    area__in: { kind: 'has', field: 'areas' },
    areas__in: { kind: 'has', field: 'areas' },
    enable_att: { kind: 'eq', field: 'enable_att' },
    resigned: { kind: 'eq', field: 'resigned' },
  },
  // Through the key view's trigram index on search_text (migrations 0033, 0114; ADR 0122).
  search: ['emp_code', 'first_name', 'last_name'],
  searchText: 'search_text',
  ordering: { fields: ['emp_code', 'first_name', 'last_name'], default: ['emp_code'] },
  keyedList: { from: 'employee_list_keys', knownTotal },
  constraints: { employees_code_unique: 'emp_code', employees_card_no_unique: 'card_no' },
  summary: (record) => `${String(record.emp_code)} ${String(record.first_name ?? '')}`.trim(),
  hooks: { beforeWrite, afterWrite },
});

/**
 * The SPEC §7 filter paths: the employee list with one flag fixed (it wins over the same query parameter),
 * behind the employee view permission.
 */
export function registerEmployeeFilterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const fixedLists: [string, string, Record<string, string>][] = [
    // The employees a resignation can be recorded for (the /team/resign form's employee choice).
    ['filter_by_resign_emp/', 'Paged employees who have not resigned (candidates for a resignation)', { resigned: 'false' }],
    // The employees attendance is kept for (pickers of attendance rules and schedules).
    ['filter_by_enable_att/', 'Paged employees with attendance enabled', { enable_att: 'true' }],
  ];
  for (const [path, summary, fixed] of fixedLists) {
    app.get(
      `/employees/${path}`,
      { preValidation: [app.requireCompany], schema: { tags: ['personnel'], summary: `personnel.employee: ${summary}`, security: [{ jwt: [] }], querystring: listQuerySchema(employees) } },
      async (request) => {
        if (!(await mayDo(deps, request, employees, 'view'))) throw forbidden();
        const companyId = companyOf(request);
        const query = { ...(request.query as ListQuery), ...fixed };
        return ok(await deps.database.withTenant(companyId, (trx) => listPage(trx, employees, companyId, query)), PERSONNEL_CODES.ok);
      },
    );
  }
}
