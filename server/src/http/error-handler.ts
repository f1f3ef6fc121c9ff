/**
 * Every `/web` and `/iclock` failure leaves as JSON in the SPEC envelope, never as HTML: ApiError as thrown,
 * schema validation as 400 with per-field codes, unknown routes as 404, anything unexpected as 500 (logged).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERAL_CODES } from '@timekeep/contracts';
import { ApiError } from './api-error';
import { failure } from './envelope';

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string };
  keyword?: string;
  message?: string;
}

function fieldOf(issue: ValidationIssue): string {
  if (issue.params?.missingProperty) return issue.params.missingProperty;
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '(body)';
}

function codeOfKeyword(keyword: string | undefined): string {
  switch (keyword) {
    case 'required':
      return 'required';
    case 'maxLength':
      return 'maxLength';
    case 'minLength':
      return 'minLength';
    case 'type':
      return 'type';
    case 'pattern':
    case 'format':
      return 'invalid';
    default:
      return 'invalid';
  }
}

const STATUS_CODES: Record<number, string> = {
  400: GENERAL_CODES.validation,
  401: GENERAL_CODES.unauthenticated,
  403: GENERAL_CODES.forbidden,
  404: GENERAL_CODES.notFound,
  405: GENERAL_CODES.methodNotAllowed,
  409: GENERAL_CODES.conflict,
  413: GENERAL_CODES.payloadTooLarge,
  415: GENERAL_CODES.validation,
  429: GENERAL_CODES.rateLimited,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(failure(error.code, error.context));
    }
    const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
    if (validation) {
      const fields: Record<string, string> = {};
      for (const issue of validation) fields[fieldOf(issue)] = codeOfKeyword(issue.keyword);
      return reply
        .status(400)
        .send(failure(GENERAL_CODES.validation, { message: 'The request is not valid.', fields }));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(failure(GENERAL_CODES.internal, { message: 'Internal server error.' }));
    }
    return reply
      .status(status)
      .send(failure(STATUS_CODES[status] ?? GENERAL_CODES.validation, { message: error.message }));
  });
}

/** JSON 404 for API paths; everything else is left to the SPA fallback registered by the static module. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send(failure(GENERAL_CODES.notFound, { message: `No route ${request.method} ${request.url.split('?')[0]}` }));
}
