import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roomListQuerySchema } from '@lobby/contract/game-rooms';
import { roomListPath } from '@lobby/contract/games';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { GameRoomsService } from './game-rooms.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/** Public like the rest of the catalogue: visitors browse the card rooms before logging in. */
export function gameRoomsRoutes(rooms: GameRoomsService) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: roomListPath,
      handler: async (request) => ok(await rooms.roomList(parseInput(roomListQuerySchema, input(request)))),
    });
  };
}
