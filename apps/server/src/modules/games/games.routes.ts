import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  gameListQuerySchema,
  gamesPaths,
  hotGamesQuerySchema,
  newGameVendorQuerySchema,
  vassGameTypePath,
} from '@lobby/contract/games';
import { vendorGameTypesQuerySchema } from '@lobby/contract/vendor-game-types';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { GamesService } from './games.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (design.md). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

export function gamesRoutes(games: GamesService) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: gamesPaths.newGameVendor,
      handler: async (request) => {
        parseInput(newGameVendorQuerySchema, input(request));
        return ok(await games.vendorLanes());
      },
    });
    app.route({
      method: ['GET', 'POST'],
      url: gamesPaths.gameList,
      handler: async (request) => ok(await games.gameList(parseInput(gameListQuerySchema, input(request)))),
    });
    app.route({
      method: ['GET', 'POST'],
      url: gamesPaths.hotGames,
      handler: async (request) => {
        const query = parseInput(hotGamesQuerySchema, input(request));
        return ok({ list: await games.hotGames(query.language) });
      },
    });
    app.route({
      method: ['GET', 'POST'],
      url: vassGameTypePath,
      handler: async (request) =>
        ok(await games.vendorGameTypes(parseInput(vendorGameTypesQuerySchema, input(request)))),
    });
  };
}
