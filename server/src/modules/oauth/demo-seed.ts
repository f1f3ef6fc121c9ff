/**
 * Demo data for `npm start` (SeedStep `demo-accounts`, demo only): the company `demo` with an administrator
 * and an employee login. The passwords are fixed demo values, documented in README and printed on creation;
 * they protect nothing but the local demo data and are never used outside the demo seed. Idempotent.
 */
import type { AppDeps } from '../../deps';
import { hashPassword } from './passwords';
import { addMembership, findCompanyByDomain, insertCompanyWithAdmin } from './repositories/companies';
import { createEmployeeAccount, findEmployeeAccount } from './repositories/employee-accounts';
import { findUserByEmail, insertUser } from './repositories/users';

export const DEMO_ACCOUNTS = {
  companyDomain: 'demo',
  companyName: 'Demo Company',
  adminEmail: 'admin@demo.timekeep.test',
  adminPassword: 'Demo@Timekeep2026',
  employeeUsername: 'employee',
  employeePassword: 'Demo@Employee2026',
} as const;

export async function seedDemoAccounts(deps: AppDeps, print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  const db = deps.database.db;
  let admin = await findUserByEmail(db, DEMO_ACCOUNTS.adminEmail);
  if (!admin) {
    admin = await insertUser(db, {
      email: DEMO_ACCOUNTS.adminEmail,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.adminPassword),
      language: 'en',
      regionCode: 'global',
      active: true,
    });
    print(`demo admin: ${DEMO_ACCOUNTS.adminEmail} / ${DEMO_ACCOUNTS.adminPassword} (company domain "${DEMO_ACCOUNTS.companyDomain}")`);
  }
  let company = await findCompanyByDomain(db, DEMO_ACCOUNTS.companyDomain);
  if (!company) {
    const adminId = admin.id;
    company = await db.transaction().execute((trx) =>
      insertCompanyWithAdmin(
        trx,
        {
          company_name: DEMO_ACCOUNTS.companyName,
          company_domain: DEMO_ACCOUNTS.companyDomain,
          company_address: 'Avenida Paseo de la Reforma 222, Mexico City',
          company_timezone: 'America/Mexico_City',
          company_country: 'Mexico',
          company_country_code: 'MX',
          company_province: 'Ciudad de México',
          company_city: 'Mexico City',
          company_latitude: 19.4326,
          company_longitude: -99.1332,
        },
        adminId,
        'global',
      ),
    );
  } else {
    await addMembership(db, company.id, admin.id, 'admin');
  }
  if (!(await findEmployeeAccount(deps, company.id, DEMO_ACCOUNTS.employeeUsername))) {
    await createEmployeeAccount(deps, { companyId: company.id, username: DEMO_ACCOUNTS.employeeUsername, password: DEMO_ACCOUNTS.employeePassword });
    print(`demo employee: company "${DEMO_ACCOUNTS.companyDomain}", ${DEMO_ACCOUNTS.employeeUsername} / ${DEMO_ACCOUNTS.employeePassword}`);
  }
}
