import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pointPaths } from '@lobby/contract/points';
import {
  convertPointRequestSchema,
  pointDetailsRequestSchema,
  pointLanguageRequestSchema,
  redeemPointRequestSchema,
  redemptionListRequestSchema,
} from '@lobby/contract/points-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { rateLimits } from '../../plugins/rate-limit';
import type { PointsService } from './points.service';

/** Relays accept POST with a JSON body; the reads also GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body) ?? {};
const member = (request: FastifyRequest) => sessionOf(request).member;

/**
 * The points mall's relays. Every one is a real member's (the guard refuses trial accounts, the service
 * agents). The two passwordCheck/ calls arrive sealed (sealedPaths) and are rate-limited as a
 * withdrawal is, since they check the payment password.
 */
export function pointsRoutes(points: PointsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };
    const limited = { onRequest: guards.member, config: { rateLimit: rateLimits.login } };
    const read = (url: string, handler: (request: FastifyRequest) => Promise<unknown>) =>
      app.route({
        method: ['GET', 'POST'],
        url,
        ...forMembers,
        handler: async (request) => ok(await handler(request)),
      });

    read(pointPaths.balance, (request) => points.balance(member(request)));
    read(pointPaths.config, (request) =>
      points.config(member(request), parseInput(pointLanguageRequestSchema, input(request)).language),
    );
    read(pointPaths.rewards, (request) =>
      points.rewards(member(request), parseInput(pointLanguageRequestSchema, input(request)).language),
    );
    read(pointPaths.redemptions, (request) =>
      points.redemptions(member(request), parseInput(redemptionListRequestSchema, input(request))),
    );
    read(pointPaths.details, (request) =>
      points.details(member(request), parseInput(pointDetailsRequestSchema, input(request))),
    );
    app.post(pointPaths.redeem, limited, async (request) =>
      ok(await points.redeem(member(request), parseInput(redeemPointRequestSchema, request.body))),
    );
    app.post(pointPaths.convert, limited, async (request) =>
      ok(await points.convert(member(request), parseInput(convertPointRequestSchema, request.body))),
    );
  };
}
