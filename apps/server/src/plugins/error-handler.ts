import { errorCodes } from '@railbite/contract/common';
import type { ErrorEnvelope } from '@railbite/contract/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from '../lib/errors.ts';

type FieldIssue = { field: string; message: string };

function send(reply: FastifyReply, request: FastifyRequest, status: number, error: ErrorEnvelope['error']) {
  const envelope: ErrorEnvelope = { success: false, error, requestId: request.id };
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

/** Fastify's own client errors we map to our codes; anything else 4xx keeps its status. */
const fastifyClientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.payloadTooLarge, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.unsupportedMediaType,
    message: 'Unsupported content type: send application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: errorCodes.validation,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.validation, message: 'The request body is empty.' },
};

/** One handler, one envelope (ARCHITECTURE.md "API"); 5xx never tell the client what went wrong inside. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, request, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => {
        const where = error.validationContext ?? 'request';
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const unknownKeys = (issue.params as { keys?: string[] }).keys;
        return {
          field: unknownKeys?.length ? [field, ...unknownKeys].filter(Boolean).join('.') : field || where,
          message: unknownKeys?.length
            ? `Unknown field: ${unknownKeys.join(', ')}`
            : (issue.message ?? 'Invalid value'),
        };
      });
      return send(reply, request, 400, {
        code: errorCodes.validation,
        message: issues[0]?.message ?? 'The request is not valid.',
        details: { fields: issues },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, request, 500, {
        code: errorCodes.internal,
        message: 'Something went wrong on our side.',
      });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const known =
        'code' in error && typeof error.code === 'string' ? fastifyClientErrors[error.code] : undefined;
      return send(reply, request, status, known ?? { code: `HTTP_${status}`, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // A database outage is not a bug: the client may retry, and health shows the database as down.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, request, 503, {
        code: errorCodes.serviceUnavailable,
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, {
      code: errorCodes.internal,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, { code: errorCodes.notFound, message: 'Not found.' });
}
