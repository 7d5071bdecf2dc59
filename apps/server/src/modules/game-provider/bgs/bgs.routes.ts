import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bgsPaths,
  bgsRoundsRequestSchema,
  bgsTokenRequestSchema,
  clientSeedRequestSchema,
  diceRollRequestSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  rotateSeedsRequestSchema,
  slotSpinRequestSchema,
  verifyRequestSchema,
  verifyRoundRequestSchema,
} from '@lobby/contract/bgs';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { ok } from '../../../lib/envelope';
import { parseInput } from '../../../lib/parse';
import type { Random } from '../../../lib/random';
import type { ProviderSessions } from '../provider-session';
import type { ProviderWallet } from '../provider-wallet';
import { createBgsGames } from './bgs.service';

/** The public checks take GET with a query string (a link to a verification) or POST with a body. */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/**
 * The in-house games' JSON API (contract: bgs.ts), on the provider's sessions and wallet. Game calls
 * are POST with the provider token in the body; the verification calls are public.
 */
export function bgsRoutes(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  sessions: ProviderSessions;
  wallet: ProviderWallet;
}) {
  const games = createBgsGames(deps);
  return async (app: FastifyInstance) => {
    app.post(bgsPaths.state, async (request) =>
      ok(await games.state(parseInput(bgsTokenRequestSchema, request.body).token)),
    );
    app.post(bgsPaths.slotSpin, async (request) =>
      ok(await games.spin(parseInput(slotSpinRequestSchema, request.body))),
    );
    app.post(bgsPaths.diceRoll, async (request) =>
      ok(await games.roll(parseInput(diceRollRequestSchema, request.body))),
    );
    app.post(bgsPaths.minesStart, async (request) =>
      ok(await games.minesStart(parseInput(minesStartRequestSchema, request.body))),
    );
    app.post(bgsPaths.minesReveal, async (request) =>
      ok(await games.minesReveal(parseInput(minesRevealRequestSchema, request.body))),
    );
    app.post(bgsPaths.minesCashout, async (request) =>
      ok(await games.minesCashout(parseInput(bgsTokenRequestSchema, request.body).token)),
    );
    app.post(bgsPaths.clientSeed, async (request) => {
      const { token, clientSeed } = parseInput(clientSeedRequestSchema, request.body);
      return ok(await games.setClientSeed(token, clientSeed));
    });
    app.post(bgsPaths.rotateSeeds, async (request) =>
      ok(await games.rotateSeeds(parseInput(rotateSeedsRequestSchema, request.body))),
    );
    app.post(bgsPaths.rounds, async (request) =>
      ok(await games.rounds(parseInput(bgsRoundsRequestSchema, request.body))),
    );
    app.route({
      method: ['GET', 'POST'],
      url: bgsPaths.verify,
      handler: async (request) => ok(games.verify(parseInput(verifyRequestSchema, input(request)))),
    });
    app.route({
      method: ['GET', 'POST'],
      url: bgsPaths.verifyRound,
      handler: async (request) =>
        ok(await games.verifyRound(parseInput(verifyRoundRequestSchema, input(request)).roundId)),
    });
  };
}
