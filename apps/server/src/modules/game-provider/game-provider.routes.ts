import type { FastifyInstance } from 'fastify';
import { providerPaths, providerTokenRequestSchema, spinRequestSchema } from '@lobby/contract/provider';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { Emulator } from './emulator.service';

/**
 * The vendor emulator's JSON API, called by the provider's game page with its session token. The
 * page itself (`/provider/play/...`) is not served yet: it answers 404, and the site's history-mode
 * fallback leaves /provider/ alone.
 */
export function gameProviderRoutes(emulator: Emulator) {
  return async (app: FastifyInstance) => {
    app.post(providerPaths.state, async (request) =>
      ok(await emulator.state(parseInput(providerTokenRequestSchema, request.body).token)),
    );
    app.post(providerPaths.spin, async (request) =>
      ok(await emulator.spin(parseInput(spinRequestSchema, request.body))),
    );
    app.post(providerPaths.rounds, async (request) =>
      ok(await emulator.rounds(parseInput(providerTokenRequestSchema, request.body).token)),
    );
  };
}
