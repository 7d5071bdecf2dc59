import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBindingRequestSchema,
  createDepositRequestSchema,
  depositLimitsRequestSchema,
  depositOrderQuerySchema,
  historyQuerySchema,
  paymentPasswordRequestSchema,
  paymentPaths,
  withdrawConfirmRequestSchema,
  withdrawRequestSchema,
} from '@lobby/contract/payments';
import { imagesBodyLimit } from '../../lib/image-upload';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { rateLimits } from '../../plugins/rate-limit';
import type { Payments } from './create-payments';

const member = (request: FastifyRequest) => sessionOf(request).member;

function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Deposits and withdrawals: every call is for a real (non-trial) member, except the gateway's. */
export function paymentsRoutes(payments: Payments, guards: AuthGuards) {
  const { deposits, withdrawals } = payments;
  const guarded = { onRequest: guards.member };
  const guardedLimited = { onRequest: guards.member, config: { rateLimit: rateLimits.login } };

  return async (app: FastifyInstance) => {
    app.get(paymentPaths.depositChannels, guarded, async () => ok(await deposits.channels()));

    app.post(paymentPaths.deposit, guarded, async (request) => {
      const body = parseInput(createDepositRequestSchema, request.body);
      return ok(await deposits.create(member(request), body));
    });

    app.get(paymentPaths.depositOrder, guarded, async (request) => {
      const query = parseInput(depositOrderQuerySchema, request.query);
      return ok(await deposits.order(member(request), query.orderId));
    });

    app.get(paymentPaths.depositHistory, guarded, async (request) => {
      const query = parseInput(historyQuerySchema, request.query);
      return ok(await deposits.history(member(request), query));
    });

    app.get(paymentPaths.depositLimits, guarded, async (request) =>
      ok(await deposits.limits(member(request))),
    );

    app.put(paymentPaths.depositLimits, guarded, async (request) => {
      const body = parseInput(depositLimitsRequestSchema, request.body);
      return ok(await deposits.setLimits(member(request), body));
    });

    // The gateway's notification: the signature covers the exact bytes, so this route reads the raw body.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_r, body, done) => done(null, body),
      );
      scope.post(paymentPaths.sandboxCallback, async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        return ok(await deposits.notification(raw, request.headers));
      });
    });

    app.get(paymentPaths.withdrawInfo, guarded, async (request) =>
      ok(await withdrawals.info(member(request))),
    );

    app.get(paymentPaths.bindings, guarded, async (request) =>
      ok(await withdrawals.bindings(member(request))),
    );

    app.post(paymentPaths.bindings, guarded, async (request) => {
      const body = parseInput(addBindingRequestSchema, request.body);
      return ok(await withdrawals.addBinding(member(request), body));
    });

    app.delete(paymentPaths.binding, guarded, async (request) => {
      await withdrawals.removeBinding(member(request), idParam(request));
      return ok(null);
    });

    app.post(paymentPaths.paymentPassword, guardedLimited, async (request) => {
      const body = parseInput(paymentPasswordRequestSchema, request.body);
      return ok(await withdrawals.setPaymentPassword(member(request), body), 'payment_password_saved');
    });

    app.post(paymentPaths.withdraw, guardedLimited, async (request) => {
      const body = parseInput(withdrawRequestSchema, request.body);
      return ok(await withdrawals.withdraw(member(request), body));
    });

    app.get(paymentPaths.withdrawHistory, guarded, async (request) => {
      const query = parseInput(historyQuerySchema, request.query);
      return ok(await withdrawals.history(member(request), query));
    });

    app.post(paymentPaths.withdrawConfirm, { ...guarded, bodyLimit: imagesBodyLimit }, async (request) => {
      const body = parseInput(withdrawConfirmRequestSchema, request.body);
      return ok(await withdrawals.confirm(member(request), body));
    });

    app.get(paymentPaths.withdrawProof, guarded, async (request, reply) => {
      const proof = await withdrawals.proof(member(request), idParam(request));
      return reply.type(proof.contentType).header('cache-control', 'private, no-store').send(proof.bytes);
    });
  };
}
