import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  gameListQuerySchema,
  gamesPaths,
  hotGamesQuerySchema,
  newGameVendorQuerySchema,
  vassGameTypePath,
  type Game,
  type GameListValue,
  type NewGameVendorValue,
} from '@lobby/contract/games';
import { vendorGameTypesQuerySchema } from '@lobby/contract/vendor-game-types';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { serialisedEnvelope } from '../../lib/serialised-envelope';
import type { GamesService } from './games.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

export function gamesRoutes(games: GamesService) {
  // The cached catalogue answers go out as bytes serialised once per cached value.
  const sendLanes = serialisedEnvelope<NewGameVendorValue>();
  const sendGameList = serialisedEnvelope<GameListValue>();
  const sendHotGames = serialisedEnvelope((list: Game[]) => ({ list }));
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: gamesPaths.newGameVendor,
      handler: async (request, reply) => {
        parseInput(newGameVendorQuerySchema, input(request));
        return sendLanes(reply, await games.vendorLanes());
      },
    });
    app.route({
      method: ['GET', 'POST'],
      url: gamesPaths.gameList,
      handler: async (request, reply) =>
        sendGameList(reply, await games.gameList(parseInput(gameListQuerySchema, input(request)))),
    });
    app.route({
      method: ['GET', 'POST'],
      url: gamesPaths.hotGames,
      handler: async (request, reply) => {
        const query = parseInput(hotGamesQuerySchema, input(request));
        return sendHotGames(reply, await games.hotGames(query.language));
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
