import type { FastifyInstance } from 'fastify';
import { redEnvelopePaths } from '@lobby/contract/red-envelope';
import { openRedEnvelopeRequestSchema } from '@lobby/contract/red-envelope-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { RedEnvelopeService } from './red-envelope.service';

/**
 * The rounds are public (the home page announces them to visitors too); a session adds what the
 * member's own envelopes paid. Opening takes a real account: the member guard refuses trial ones.
 */
export function redEnvelopeRoutes(redEnvelope: RedEnvelopeService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: redEnvelopePaths.rounds,
      handler: async (request) =>
        ok(await redEnvelope.rounds((await guards.resolve(request))?.member ?? null)),
    });

    app.post(redEnvelopePaths.open, { onRequest: guards.member }, async (request) =>
      ok(
        await redEnvelope.open(
          sessionOf(request).member,
          parseInput(openRedEnvelopeRequestSchema, request.body),
        ),
      ),
    );
  };
}
