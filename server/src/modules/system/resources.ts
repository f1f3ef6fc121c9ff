/**
 * The System area's resources on the kernel: permission groups, company users (invited by e-mail through the
 * oauth invitation flow) and the read-only operation log.
 */
import { GROUP_RESOURCE, MAIL_DELIVERY_RESOURCE, OPERATION_LOG_RESOURCE, SYSTEM_USER_RESOURCE } from '@timekeep/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { allCodenames } from '../../resources/permissions';
import { defineResource } from '../../resources/register';
import { resourceRegistry } from '../../resources/registry';
import type { Trx } from '../../resources/types';
import { requestLanguage } from '../oauth/context';
import { inviteToCompany } from '../oauth/routes/invitations';
import { SYSTEM_CODES } from './codes';

export const SYSTEM_PREFIX = '/web/system/api/v2';
const codes = { ok: SYSTEM_CODES.ok };

export function groupResource(deps: AppDeps) {
  return defineResource({
    contract: GROUP_RESOURCE,
    prefix: SYSTEM_PREFIX,
    codes,
    table: 'auth_groups',
    links: { permissions: { table: 'auth_group_permissions', owner: 'group_id', value: 'codename' } },
    search: ['name'],
    ordering: { fields: ['name'], default: ['name'] },
    hooks: {
      beforeWrite({ values }) {
        const known = new Set(allCodenames([...resourceRegistry(deps).values()].map((resource) => resource.contract)));
        const unknown = ((values.permissions as string[] | undefined) ?? []).find((codename) => !known.has(codename));
        if (unknown !== undefined) {
          throw new ApiError(400, SYSTEM_CODES.unknownPermission, {
            message: 'The permission is not known.',
            params: { permission: unknown },
            fields: { permissions: SYSTEM_CODES.unknownPermission },
          });
        }
      },
    },
  });
}

/**
 * Members of the company (memberships, oauth) without a company-user row get one, and rows of invited
 * e-mails are linked to the account once it exists — so the list shows everyone who may sign in.
 */
export async function syncCompanyUsers(trx: Trx, companyId: number): Promise<void> {
  await sql`insert into auth_company_users (company_id, email, user_id)
    select m.company_id, lower(u.email), u.id from memberships m join users u on u.id = m.user_id
    where m.company_id = ${companyId}
      and not exists (select 1 from auth_company_users cu where cu.company_id = m.company_id and (cu.user_id = u.id or lower(cu.email) = lower(u.email)))`.execute(trx);
  await sql`update auth_company_users cu set user_id = u.id from users u
    where cu.company_id = ${companyId} and cu.user_id is null and lower(u.email) = lower(cu.email)
      and exists (select 1 from memberships m where m.company_id = cu.company_id and m.user_id = u.id)`.execute(trx);
}

export function systemUserResource(deps: AppDeps) {
  return defineResource({
    contract: SYSTEM_USER_RESOURCE,
    prefix: SYSTEM_PREFIX,
    codes,
    table: 'auth_company_users',
    columns: {
      is_admin: { sql: "select exists (select 1 from memberships m where m.company_id = t.company_id and m.user_id = t.user_id and m.role = 'admin')" },
    },
    links: { groups: { table: 'auth_user_groups', owner: 'user_id', value: 'group_id' } },
    filters: { is_active: { kind: 'eq', field: 'is_active' }, groups__in: { kind: 'has', field: 'groups' } },
    search: ['email', 'first_name', 'last_name'],
    ordering: { fields: ['email', 'first_name', 'last_name'], default: ['email'] },
    summary: (record) => String(record.email),
    beforeRead: syncCompanyUsers,
    hooks: {
      async beforeWrite({ trx, companyId, existing, values, sent, userId }) {
        await syncCompanyUsers(trx, companyId);
        if (existing && sent.has('email') && values.email !== existing.email) {
          throw new ApiError(400, SYSTEM_CODES.emailFixed, { message: 'The e-mail of a user cannot change.', fields: { email: SYSTEM_CODES.emailFixed } });
        }
        if (existing && values.is_active === false && userId !== null) {
          const { rows } = await sql<{ user_id: number | null }>`select user_id from auth_company_users where company_id = ${companyId} and id = ${existing.id as number}`.execute(trx);
          if (rows[0]?.user_id !== null && Number(rows[0]?.user_id) === userId) {
            throw new ApiError(400, SYSTEM_CODES.cannotDeactivateSelf, { message: 'You cannot deactivate yourself.', fields: { is_active: SYSTEM_CODES.cannotDeactivateSelf } });
          }
        }
      },
      async afterCommit({ request, companyId, userId, record, created }) {
        if (!created || userId === null) return;
        await inviteToCompany(deps, request.log, { companyId, inviterId: userId, email: String(record.email), host: request.host, language: requestLanguage(request) });
      },
    },
  });
}

export const operationLogResource = defineResource({
  contract: OPERATION_LOG_RESOURCE,
  prefix: SYSTEM_PREFIX,
  codes,
  table: 'operation_logs',
  columns: { user: 'user_id' },
  filters: {
    user: { kind: 'eq', field: 'user' },
    action: { kind: 'eq', field: 'action' },
    resource: { kind: 'eq', field: 'resource' },
    start_time: { kind: 'gte', field: 'time' },
    end_time: { kind: 'lte', field: 'time' },
  },
  search: ['summary', 'user_email', 'object_id', 'resource'],
  ordering: { fields: ['time'], default: ['-time', '-id'] },
  updatedAt: false,
});

/** The company's mail delivery log (ADR 0075): the outbox rows, read only, newest first; bodies are not fields. */
export const mailDeliveryResource = defineResource({
  contract: MAIL_DELIVERY_RESOURCE,
  prefix: SYSTEM_PREFIX,
  codes,
  table: 'mail_outbox',
  filters: {
    status: { kind: 'eq', field: 'status' },
    kind: { kind: 'eq', field: 'kind' },
    start_time: { kind: 'gte', field: 'created_at' },
    end_time: { kind: 'lte', field: 'created_at' },
  },
  search: ['recipient', 'subject'],
  ordering: { fields: ['created_at', 'status'], default: ['-created_at', '-id'] },
  updatedAt: false,
});
