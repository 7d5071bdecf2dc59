import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import {
  authenticateRequestSchema,
  balanceRequestSchema,
  betRequestSchema,
  rollbackRequestSchema,
  seamlessPaths,
  winRequestSchema,
  type SeamlessAnswer,
} from '@lobby/contract/seamless';
import type { SeamlessService } from './seamless.service';

/**
 * The vendor-facing seamless-wallet routes. They answer in the aggregator's dialect (a `status` code,
 * see @lobby/contract/seamless), not the site's envelope: a bad signature 401, a body that does not
 * parse 400, every business outcome 200. The signature covers the exact bytes, so these routes read
 * the raw body. They sit outside /wps, so maintenance and region rules never stop a settlement.
 */
export function seamlessRoutes(seamless: SeamlessService) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_r, body, done) => done(null, body),
    );

    // Transport failures (wrong content type, oversized body) and crashes keep the vendor's dialect too.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'seamless wallet');
      return reply.status(status).send({
        status: status === 500 ? 'RS_ERROR_UNKNOWN' : 'RS_ERROR_WRONG_SYNTAX',
      } satisfies SeamlessAnswer);
    });

    const route = <S extends $ZodType>(
      path: string,
      schema: S,
      handle: (vendorCode: string, request: output<S>) => Promise<SeamlessAnswer>,
    ) =>
      app.post(path, async (request, reply: FastifyReply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const vendorCode = await seamless.verify(raw, request.headers);
        if (!vendorCode) return reply.status(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE' });
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return reply.status(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
        }
        const parsed = safeParse(schema, body);
        if (!parsed.success) return reply.status(400).send({ status: 'RS_ERROR_WRONG_SYNTAX' });
        return reply.status(200).send(await handle(vendorCode, parsed.data));
      });

    route(seamlessPaths.authenticate, authenticateRequestSchema, seamless.authenticate);
    route(seamlessPaths.balance, balanceRequestSchema, seamless.balance);
    route(seamlessPaths.bet, betRequestSchema, seamless.bet);
    route(seamlessPaths.win, winRequestSchema, seamless.win);
    route(seamlessPaths.rollback, rollbackRequestSchema, seamless.rollback);
  };
}
