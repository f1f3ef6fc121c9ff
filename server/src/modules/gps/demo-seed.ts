/**
 * Demo GPS set-up for the demo company (SeedStep `demo-gps`, demo only), so the GPS screens show what they are
 * for: two clients to visit, mobile accounts for the first five demo employees (the fifth disabled), the Sales
 * department's office as an allowed punch place and the demo employee login's own. Configuration only — no punch,
 * visit or app activity is invented. Idempotent (by name / employee).
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { demoCompanyId, DEMO_LOGIN_EMP_CODE } from '../personnel/demo-seed';

export const DEMO_GPS_CLIENTS = [
  { name: 'Contoso Retail', code: 'C-001', contact: 'Maria Perez', phone: '+52 55 5555 0101', address: 'Paseo de la Reforma 222, Mexico City', latitude: 19.4270, longitude: -99.1677, radius: 150 },
  { name: 'Fabrikam Logistics', code: 'C-002', contact: 'Omar Haddad', phone: '+52 55 5555 0102', address: 'Av. Insurgentes Sur 1602, Mexico City', latitude: 19.3623, longitude: -99.1826, radius: 250 },
] as const;

export async function seedDemoGps(deps: AppDeps): Promise<void> {
  const companyId = await demoCompanyId(deps);
  if (companyId === undefined) return;
  await deps.database.withTenant(companyId, async (trx) => {
    for (const client of DEMO_GPS_CLIENTS) {
      await sql`insert into gps_clients (company_id, name, code, contact, phone, address, latitude, longitude, radius)
        select ${companyId}, ${client.name}, ${client.code}, ${client.contact}, ${client.phone}, ${client.address}, ${client.latitude}, ${client.longitude}, ${client.radius}
        where not exists (select 1 from gps_clients where company_id = ${companyId} and lower(name) = lower(${client.name}))`.execute(trx);
    }
    await sql`insert into gps_accounts (company_id, employee, enabled)
      select e.company_id, e.id, e.emp_code <> '1005' from employees e
      where e.company_id = ${companyId} and e.emp_code in ('1001', '1002', '1003', '1004', '1005')
        and not exists (select 1 from gps_accounts a where a.company_id = e.company_id and a.employee = e.id)`.execute(trx);
    await sql`insert into gps_department_locations (company_id, department, name, address, latitude, longitude, radius)
      select d.company_id, d.id, 'Sales office', 'Av. Paseo de la Reforma 250, Mexico City', 19.4284, -99.1676, 300 from departments d
      where d.company_id = ${companyId} and d.name = 'Sales'
        and not exists (select 1 from gps_department_locations l where l.company_id = d.company_id and l.department = d.id)`.execute(trx);
    await sql`insert into gps_employee_locations (company_id, employee, name, address, latitude, longitude, radius)
      select e.company_id, e.id, 'Head office', 'Av. Paseo de la Reforma 250, Mexico City', 19.4284, -99.1676, 200 from employees e
      where e.company_id = ${companyId} and e.emp_code = ${DEMO_LOGIN_EMP_CODE}
        and not exists (select 1 from gps_employee_locations l where l.company_id = e.company_id and l.employee = e.id)`.execute(trx);
  });
}
