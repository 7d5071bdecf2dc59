import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  gameDetailQuerySchema,
  lotteryLaunchRequestSchema,
  lotteryPaths,
  myBetsQuerySchema,
  openedNumerosQuerySchema,
  openNumeroQuerySchema,
  placeBetsRequestSchema,
  vnGameMenuQuerySchema,
  vnRecentGamesQuerySchema,
} from '@lobby/contract/lottery';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { Lottery } from './create-lottery';

/** Reads accept GET with a query string and POST with a JSON body, like the relays (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const read = ['GET', 'POST'] as const;

/**
 * The lottery's calls (contract lottery.ts). Menus, draws and rules are public like the catalogue;
 * betting and the member's bets need a real account (trial: 403 in_need_true_account), recent games
 * any session. The site guard closes /lgw and /lotto/lgw during maintenance and to blocked regions.
 */
export function lotteryRoutes(lottery: Lottery, guards: AuthGuards) {
  const { service, betting } = lottery;
  return async (app: FastifyInstance) => {
    app.route({
      method: [...read],
      url: lotteryPaths.vnGameMenu,
      handler: async (request) =>
        ok(await service.vnGameMenu(parseInput(vnGameMenuQuerySchema, input(request)))),
    });
    app.route({
      method: [...read],
      url: lotteryPaths.vnRecentGames,
      onRequest: guards.session,
      handler: async (request) =>
        ok(
          await service.recentGames(
            sessionOf(request).member.id,
            parseInput(vnRecentGamesQuerySchema, input(request)),
          ),
        ),
    });
    app.route({
      method: [...read],
      url: lotteryPaths.openedNumeros,
      handler: async (request) =>
        ok(await service.openedNumeros(parseInput(openedNumerosQuerySchema, input(request)))),
    });
    app.route({
      method: [...read],
      url: lotteryPaths.openNumero,
      handler: async (request) =>
        ok(await service.openNumero(parseInput(openNumeroQuerySchema, input(request)))),
    });
    app.route({
      method: [...read],
      url: lotteryPaths.gameDetail,
      handler: async (request) =>
        ok(await service.gameDetail(parseInput(gameDetailQuerySchema, input(request)))),
    });
    // Placing bets moves money: POST only.
    app.post(lotteryPaths.placeBets, { onRequest: guards.member }, async (request) =>
      ok(await betting.place(sessionOf(request).member, parseInput(placeBetsRequestSchema, request.body))),
    );
    app.route({
      method: [...read],
      url: lotteryPaths.myBets,
      onRequest: guards.member,
      handler: async (request) =>
        ok(await service.myBets(sessionOf(request).member.id, parseInput(myBetsQuerySchema, input(request)))),
    });
    app.post(lotteryPaths.launch, { onRequest: guards.member }, async (request) =>
      ok(
        await service.launch(
          sessionOf(request).member.id,
          parseInput(lotteryLaunchRequestSchema, request.body),
        ),
      ),
    );
  };
}
