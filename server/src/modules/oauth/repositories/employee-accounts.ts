/**
 * Employee login accounts (tenant table `employee_accounts`, RLS): company + username + password. All work runs
 * in `withTenant`, and queries also filter by company_id. The personnel area creates accounts with
 * `createEmployeeAccount`.
 */
import { sql, type Selectable } from 'kysely';
import type { AppDeps } from '../../../deps';
import { hashPassword } from '../passwords';
import type { EmployeeAccountsTable } from '../tables';
import '../tables';

export type EmployeeAccount = Selectable<EmployeeAccountsTable>;

export async function findEmployeeAccount(deps: AppDeps, companyId: number, username: string): Promise<EmployeeAccount | undefined> {
  return deps.database.withTenant(companyId, (trx) =>
    trx
      .selectFrom('employee_accounts')
      .selectAll()
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
      .executeTakeFirst(),
  );
}

export async function findEmployeeAccountById(deps: AppDeps, companyId: number, id: number): Promise<EmployeeAccount | undefined> {
  return deps.database.withTenant(companyId, (trx) =>
    trx.selectFrom('employee_accounts').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst(),
  );
}

export async function createEmployeeAccount(
  deps: AppDeps,
  account: { companyId: number; username: string; password: string; employeeId?: number | null; email?: string | null; language?: string },
): Promise<EmployeeAccount> {
  const passwordHash = await hashPassword(account.password);
  return deps.database.withTenant(account.companyId, (trx) =>
    trx
      .insertInto('employee_accounts')
      .values({
        company_id: account.companyId,
        username: account.username.trim(),
        password_hash: passwordHash,
        employee_id: account.employeeId ?? null,
        email: account.email ? account.email.trim().toLowerCase() : null,
        language: account.language ?? 'en',
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function setEmployeePassword(deps: AppDeps, companyId: number, id: number, passwordHash: string, now: Date): Promise<void> {
  await deps.database.withTenant(companyId, (trx) =>
    trx
      .updateTable('employee_accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute(),
  );
}

export async function touchEmployeeLogin(deps: AppDeps, companyId: number, id: number, now: Date): Promise<void> {
  await deps.database.withTenant(companyId, (trx) =>
    trx.updateTable('employee_accounts').set({ last_login_at: now }).where('company_id', '=', companyId).where('id', '=', id).execute(),
  );
}
