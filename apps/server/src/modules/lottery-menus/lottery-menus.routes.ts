import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lotteryMenusPath } from '@lobby/contract/games';
import { lotteryMenusQuerySchema } from '@lobby/contract/lottery-menus';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { LotteryMenusService } from './lottery-menus.service';

/** Reads accept GET with a query string and POST with a JSON body, like the relays (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/** Public: the menus are catalogue; playing a lottery needs a real account (the launch call checks). */
export function lotteryMenusRoutes(menus: LotteryMenusService) {
  return async (app: FastifyInstance) => {
    app.route({
      method: ['GET', 'POST'],
      url: lotteryMenusPath,
      handler: async (request) =>
        ok(await menus.gameMenus(parseInput(lotteryMenusQuerySchema, input(request)))),
    });
  };
}
