import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vipPaths } from '@lobby/contract/vip';
import { claimVipBonusRequestSchema, vipCenterQuerySchema } from '@lobby/contract/vip-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { VipService } from './vip.service';

/** Relays accept POST with a JSON body; the read also GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const member = (request: FastifyRequest) => sessionOf(request).member;
/** A claim answers with the VIP page in the language the page asked for (query string). */
const languageOf = (request: FastifyRequest) =>
  parseInput(vipCenterQuerySchema, { language: (request.query as { language?: string }).language }).language;

/** Trial accounts have no VIP page: the member guard refuses them (in_need_true_account). */
export function vipRoutes(vip: VipService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };

    app.route({
      method: ['GET', 'POST'],
      url: vipPaths.center,
      ...forMembers,
      handler: async (request) =>
        ok(await vip.center(member(request), parseInput(vipCenterQuerySchema, input(request)).language)),
    });

    app.post(vipPaths.claim, forMembers, async (request) =>
      ok(
        await vip.claim(
          member(request),
          parseInput(claimVipBonusRequestSchema, request.body),
          languageOf(request),
        ),
      ),
    );
  };
}
