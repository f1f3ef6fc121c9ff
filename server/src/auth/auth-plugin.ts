/**
 * Authentication for `/web` calls: `Authorization: JWT <access token>` → request.auth. Route guards:
 * `app.requireAuth` (any signed-in caller) and `app.requireCompany` (signed in to a company; tenant work).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from '../http/api-error';
import { authContextOf, isAccessClaims, type AccessClaims, type AuthContext } from './access-token';
import { verifyJwt } from './jwt';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireCompany: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  secret: Buffer;
  now?: () => number;
  /** True when the session family that signed a token was ended early (its tokens are refused before they expire). */
  isRevokedFamily?: (familyId: string) => Promise<boolean>;
}

export function readBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^JWT\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The caller's company, for handlers behind requireCompany. */
export function companyOf(request: FastifyRequest): number {
  const companyId = request.auth?.companyId;
  if (!companyId) throw new ApiError(403, GENERAL_CODES.forbidden, { message: 'Sign in to a company first.' });
  return companyId;
}

export const authPlugin = fp<AuthPluginOptions>(async (app, options) => {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = readBearer(request.headers.authorization);
    if (!token) return;
    const result = verifyJwt<AccessClaims>(token, options.secret, now());
    if (!result.ok || !isAccessClaims(result.claims)) return;
    const family = result.claims.fam;
    if (family !== undefined && options.isRevokedFamily && (await options.isRevokedFamily(family))) return;
    request.auth = authContextOf(result.claims);
  });
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.auth) {
      throw new ApiError(401, GENERAL_CODES.unauthenticated, { message: 'Authentication credentials were not provided or are invalid.' });
    }
  });
  app.decorate('requireCompany', async (request: FastifyRequest) => {
    if (!request.auth) {
      throw new ApiError(401, GENERAL_CODES.unauthenticated, { message: 'Authentication credentials were not provided or are invalid.' });
    }
    companyOf(request);
  });
});
