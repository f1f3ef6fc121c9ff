/**
 * Demo personnel for the demo company (domain `demo`, created by the oauth seed step that runs before this
 * one): a small organisation and 25 employees, so pickers and lists have something to show. Idempotent.
 */
import type { AppDeps } from '../../deps';
import { DEMO_ACCOUNTS } from '../oauth/demo-seed';
import type { TreeTableName } from './tables';

export const DEMO_COMPANY_DOMAIN = 'demo';

/** The demo company's id, or undefined when there is none (every demo seed step starts from it). */
export async function demoCompanyId(deps: AppDeps): Promise<number | undefined> {
  const company = await deps.database.db
    .selectFrom('companies')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['company_domain']), '=', DEMO_COMPANY_DOMAIN))
    .executeTakeFirst();
  return company?.id;
}

const DEPARTMENTS: Array<[string, string | null]> = [
  ['Head Office', null],
  ['Operations', 'Head Office'],
  ['Sales', 'Head Office'],
  ['Warehouse', 'Operations'],
];
const AREAS: Array<[string, string | null]> = [
  ['Main Campus', null],
  ['North Gate', 'Main Campus'],
  ['Remote', null],
];
const POSITIONS: Array<[string, string | null]> = [
  ['Manager', null],
  ['Supervisor', 'Manager'],
  ['Operator', 'Supervisor'],
];
const FIRST_NAMES = ['Ana', 'Luis', 'Maria', 'Omar', 'Ayse', 'Wei', 'Fatima', 'John', 'Elena', 'Mehmet', 'Li', 'Sara', 'Carlos'];
const LAST_NAMES = ['Garcia', 'Hernandez', 'Yilmaz', 'Chen', 'Haddad', 'Smith', 'Lopez', 'Kaya', 'Wang', 'Rahman'];
export const DEMO_EMPLOYEE_COUNT = 25;
/** The demo employee login (`employee`) belongs to this demo employee, so its token carries a real employee_id. */
export const DEMO_LOGIN_EMP_CODE = '1001';

export async function seedDemoPersonnel(deps: AppDeps): Promise<void> {
  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  await deps.database.withTenant(companyId, async (trx) => {
    const ensureTree = async (name: TreeTableName, nodes: Array<[string, string | null]>) => {
      const ids = new Map<string, number>();
      const tableName = name as 'departments';
      for (const [nodeName, parentName] of nodes) {
        const existing = await trx.selectFrom(tableName).select('id').where('company_id', '=', companyId).where('name', '=', nodeName).executeTakeFirst();
        const id =
          existing?.id ??
          (
            await trx
              .insertInto(tableName)
              .values({ company_id: companyId, name: nodeName, parent_id: parentName ? (ids.get(parentName) ?? null) : null })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        ids.set(nodeName, id);
      }
      return [...ids.values()];
    };
    const departments = await ensureTree('departments', DEPARTMENTS);
    const areas = await ensureTree('areas', AREAS);
    const positions = await ensureTree('positions', POSITIONS);
    for (let n = 1; n <= DEMO_EMPLOYEE_COUNT; n += 1) {
      const employee = await trx
        .insertInto('employees')
        .values({
          company_id: companyId,
          emp_code: String(1000 + n),
          first_name: FIRST_NAMES[n % FIRST_NAMES.length],
          last_name: LAST_NAMES[n % LAST_NAMES.length],
          department_id: departments[n % departments.length],
          position_id: positions[n % positions.length],
        })
        .onConflict((oc) => oc.columns(['company_id', 'emp_code']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (employee) {
        await trx.insertInto('employee_areas').values({ company_id: companyId, employee_id: employee.id, area_id: areas[n % areas.length] }).execute();
      }
    }
    // The oauth step created the login before any employee existed; link it now (and on installations seeded
    // before this fix). Its username stays `employee` until the employee is edited (then it follows emp_code).
    const owner = await trx.selectFrom('employees').select('id').where('company_id', '=', companyId).where('emp_code', '=', DEMO_LOGIN_EMP_CODE).executeTakeFirst();
    if (owner) {
      await trx
        .updateTable('employee_accounts')
        .set({ employee_id: owner.id })
        .where('company_id', '=', companyId)
        .where('username', '=', DEMO_ACCOUNTS.employeeUsername)
        .where('employee_id', 'is', null)
        .execute();
    }
  });
}
