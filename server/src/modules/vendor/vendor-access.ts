/**
 * Vendor back-office access. Vendor resources span every company, so a company role (even admin) grants
 * nothing here: the caller must be a user with an active `vendor_users` row. Checked on every request (not
 * carried in the token), so removing an operator takes effect at once.
 */
import type { FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import './tables';

export async function isVendorOperator(deps: AppDeps, userId: number): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom('vendor_users')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addVendorOperator(deps: AppDeps, userId: number): Promise<void> {
  await deps.database.db
    .insertInto('vendor_users')
    .values({ user_id: userId, is_active: true })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ is_active: true }))
    .execute();
}

/** A Fastify preHandler: 401 without a session, 403 for anyone who is not an active vendor operator. */
export function vendorGuard(deps: AppDeps): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const auth = request.auth;
    if (!auth) throw new ApiError(401, GENERAL_CODES.unauthenticated, { message: 'Authentication credentials were not provided or are invalid.' });
    // Employee logins carry an employee-account id in user_id, which must never be mistaken for a users.id.
    const isUserLogin = auth.role !== 'employee' && auth.employeeId === null;
    if (!isUserLogin || !(await isVendorOperator(deps, auth.userId))) {
      throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'Only vendor operators may use the vendor back-office.' });
    }
  };
}
