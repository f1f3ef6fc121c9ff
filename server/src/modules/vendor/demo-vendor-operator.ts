/**
 * The demo vendor operator (SeedStep `demo-vendor-operator`, demo only): a user who may open the vendor
 * back-office (orders, payments). The operator also joins the demo company as a plain user, because the
 * shell is entered through a company sign-in; that membership grants nothing on the vendor side, the
 * vendor_users row does. Fixed demo password, documented in README, printed on creation. Idempotent.
 */
import type { AppDeps } from '../../deps';
import { DEMO_ACCOUNTS } from '../oauth/demo-seed';
import { hashPassword } from '../oauth/passwords';
import { addMembership, findCompanyByDomain } from '../oauth/repositories/companies';
import { findUserByEmail, insertUser } from '../oauth/repositories/users';
import { addVendorOperator } from './vendor-access';

export const DEMO_VENDOR_OPERATOR = {
  email: 'vendor@demo.timekeep.test',
  password: 'Demo@Vendor2026',
} as const;

export async function seedDemoVendorOperator(deps: AppDeps, print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<void> {
  const db = deps.database.db;
  let operator = await findUserByEmail(db, DEMO_VENDOR_OPERATOR.email);
  if (!operator) {
    operator = await insertUser(db, {
      email: DEMO_VENDOR_OPERATOR.email,
      passwordHash: await hashPassword(DEMO_VENDOR_OPERATOR.password),
      language: 'en',
      regionCode: 'global',
      active: true,
    });
    print(`demo vendor operator: ${DEMO_VENDOR_OPERATOR.email} / ${DEMO_VENDOR_OPERATOR.password} (company domain "${DEMO_ACCOUNTS.companyDomain}", vendor back-office)`);
  }
  await addVendorOperator(deps, operator.id);
  const company = await findCompanyByDomain(db, DEMO_ACCOUNTS.companyDomain);
  if (company) await addMembership(db, company.id, operator.id, 'user');
}
