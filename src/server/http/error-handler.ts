import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '../../shared/contract/shared-shapes';
import { isConnectionError } from '../db/errors';
import { AppError, type ErrorDetail } from './errors';
import { hasHiddenDetail, loggableError } from './log-safe-error';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 422) return 'REFUSED';
  if (status === 413) return 'TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INVALID';
}

/** One place maps every error to a status and `{ message, code, details? }`; internals never leak. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status: number;
    let body: ErrorBody;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details: ErrorDetail[] = err.validation.map((v) => ({
        path: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'is invalid',
      }));
      status = 400;
      const first = details[0];
      body = {
        message: first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request',
        code: 'INVALID',
        details,
      };
    } else if (err instanceof AppError) {
      status = err.status;
      const details = err.details ?? err.planDetail;
      body = { message: err.message, code: err.code, ...(details ? { details } : {}) };
      if (err.headers) reply.headers(err.headers);
    } else if (
      !isResponseSerializationError(err) &&
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      status = err.statusCode;
      body = { message: err.message, code: codeForStatus(status) };
    } else if (isConnectionError(err)) {
      // The database connection broke under the request and it could not safely be retried (db/client.ts):
      // the client may try again in a moment (issue 21).
      req.log.warn({ reqId: req.id, code: (err as { code?: string }).code }, 'database connection lost');
      status = 503;
      body = {
        message: 'The service lost its database connection. Please try again in a moment.',
        code: 'UNAVAILABLE',
      };
      reply.header('retry-after', '1');
    } else {
      // A failed query's statement and parameters (user text) never reach the error log; debug has them.
      req.log.error({ err: loggableError(err), reqId: req.id }, 'unhandled error');
      if (hasHiddenDetail(err)) req.log.debug({ err, reqId: req.id }, 'unhandled error (full)');
      status = 500;
      body = { message: GENERIC_MESSAGE, code: 'INTERNAL', requestId: req.id };
    }
    if (status >= 500 && !(err instanceof AppError)) body.requestId = req.id;
    reply.status(status).send(body);
  });
}
