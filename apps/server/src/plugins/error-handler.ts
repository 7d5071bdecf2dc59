import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { $ZodError } from 'zod/v4/core';
import type { ErrorCode } from '@lobby/contract/envelope';
import { DomainError } from '../lib/errors';
import { fail } from '../lib/envelope';

/** Fastify's own client errors (bad JSON, oversized body, wrong content type) keep their 4xx. */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'empty_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'bad_content_length' },
};

/**
 * The router's own refusals (a malformed %-escape, a path parameter past maxParamLength) come before
 * any route or hook, so they bypass the error handler: Fastify's constructor takes this instead, and
 * they answer the envelope like every other 4xx (without echoing the path back).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_url';
  void reply.status(status).send(fail('BAD_REQUEST', message));
}

/**
 * Validation errors come from the contract's zod/mini schemas ($ZodError) and from the server's own
 * classic zod schemas (ZodError, a subclass): `instanceof $ZodError` recognises both.
 */
function describeZod(error: $ZodError): string {
  const first = error.issues[0];
  if (!first) return 'validation_failed';
  const where = first.path.length ? first.path.join('.') : 'request';
  return `${where}: ${first.message}`;
}

/**
 * One place turns every failure into the product description's envelope. 4xx keep a useful message; 5xx are logged
 * and answered with a generic message so no stack or internal detail reaches a client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError | $ZodError, request, reply) => {
    if (error instanceof DomainError) {
      // A provider that failed (SMS, e-mail) answers 503 to the client but must leave a trace for operators.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.detail?.retryAfterSeconds)
        reply.header('retry-after', String(error.detail.retryAfterSeconds));
      return reply.status(error.status).send(fail(error.code, error.message, error.detail));
    }
    if (error instanceof $ZodError) {
      return reply.status(400).send(fail('VALIDATION_FAILED', describeZod(error)));
    }
    if ('validation' in error && error.validation) {
      const cause = error.cause instanceof $ZodError ? describeZod(error.cause) : error.message;
      return reply.status(400).send(fail('VALIDATION_FAILED', cause));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known) return reply.status(status).send(fail(known.code, known.message));
    if (status === 429) return reply.status(429).send(fail('TOO_MANY_REQUESTS', 'too_many_requests'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail('BAD_REQUEST', error.message || 'bad_request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL_ERROR', 'unknown_error'));
  });
});
