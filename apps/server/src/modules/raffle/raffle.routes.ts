import type { FastifyInstance } from 'fastify';
import { rafflePaths } from '@lobby/contract/raffle';
import { claimRaffleRequestSchema, rafflesRequestSchema } from '@lobby/contract/raffle-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { RaffleService } from './raffle.service';

/**
 * The raffles are public (anyone may check a draw against its seed); a session adds the member's
 * tickets and prizes. Claiming takes a real account: the member guard refuses trial ones.
 */
export function raffleRoutes(raffle: RaffleService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: rafflePaths.list,
      handler: async (request) => {
        const { language } = parseInput(
          rafflesRequestSchema,
          request.method === 'GET' ? request.query : (request.body ?? {}),
        );
        return ok(await raffle.list((await guards.resolve(request))?.member ?? null, language ?? ''));
      },
    });

    app.post(rafflePaths.claim, { onRequest: guards.member }, async (request) =>
      ok(await raffle.claim(sessionOf(request).member, parseInput(claimRaffleRequestSchema, request.body))),
    );
  };
}
