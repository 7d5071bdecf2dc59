import type { FastifyInstance, FastifyRequest } from 'fastify';
import { winnerBoardPath } from '@lobby/contract/games';
import { winnerBoardQuerySchema } from '@lobby/contract/winner-board';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { WinnerBoardService } from './winner-board.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/** Public: the home page shows the board to visitors too (names are masked). */
export function winnerBoardRoutes(board: WinnerBoardService) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: winnerBoardPath,
      handler: async (request) =>
        ok(await board.winnerBoard(parseInput(winnerBoardQuerySchema, input(request)))),
    });
  };
}
