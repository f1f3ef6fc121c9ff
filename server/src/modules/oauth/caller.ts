/** The authenticated caller for handlers behind app.requireAuth. */
import type { FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import type { AuthContext } from '../../auth/access-token';
import { ApiError } from '../../http/api-error';

export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, GENERAL_CODES.unauthenticated, { message: 'Authentication credentials were not provided or are invalid.' });
  return request.auth;
}

/** Company membership calls are for user accounts, not employee logins. */
export function userCallerOf(request: FastifyRequest): AuthContext {
  const caller = callerOf(request);
  if (caller.role === 'employee') throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'Employee logins cannot do this.' });
  return caller;
}
