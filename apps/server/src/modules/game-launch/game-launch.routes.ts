import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gameLaunchPaths, gameLaunchRequestSchema, recentGameQuerySchema } from '@lobby/contract/game-launch';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { GameLaunchService } from './game-launch.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

export function gameLaunchRoutes(launches: GameLaunchService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    // A launch issues a token and records a recent game: POST only. Trial accounts are refused (product §5).
    for (const url of [gameLaunchPaths.launchFB, gameLaunchPaths.launchGame]) {
      app.post(url, { onRequest: guards.member }, async (request) =>
        ok(
          await launches.launch(sessionOf(request).member, parseInput(gameLaunchRequestSchema, request.body)),
        ),
      );
    }

    // Any session may read its recent games (/recent only needs a login); a trial's list is empty.
    app.route({
      method: ['GET', 'POST'],
      url: gameLaunchPaths.recentGame,
      onRequest: guards.session,
      handler: async (request) =>
        ok(
          await launches.recentGames(
            sessionOf(request).member,
            parseInput(recentGameQuerySchema, input(request)),
          ),
        ),
    });
  };
}
