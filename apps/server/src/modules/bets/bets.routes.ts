import type { FastifyInstance, FastifyRequest } from 'fastify';
import { betPaths } from '@lobby/contract/bets';
import { betHistoryQuerySchema, profitQuerySchema } from '@lobby/contract/bets-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { BetsService } from './bets.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const member = (request: FastifyRequest) => sessionOf(request).member;

/** The betting record and personal loss: a real account's own rounds (trial accounts: 403). */
export function betsRoutes(bets: BetsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: betPaths.history,
      onRequest: guards.member,
      handler: async (request) =>
        ok(await bets.history(member(request), parseInput(betHistoryQuerySchema, input(request)))),
    });

    app.route({
      method: ['GET', 'POST'],
      url: betPaths.profit,
      onRequest: guards.member,
      handler: async (request) =>
        ok(await bets.profit(member(request), parseInput(profitQuerySchema, input(request)))),
    });
  };
}
