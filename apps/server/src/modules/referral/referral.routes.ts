import type { FastifyInstance, FastifyRequest } from 'fastify';
import { referralPaths } from '@lobby/contract/referral';
import {
  claimReferralRewardRequestSchema,
  referralCenterQuerySchema,
} from '@lobby/contract/referral-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { ReferralService } from './referral.service';

/** Relays accept POST with a JSON body; the read also GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body) ?? {};
const member = (request: FastifyRequest) => sessionOf(request).member;

/** Trial accounts have no referral page: the member guard refuses them (in_need_true_account). */
export function referralRoutes(referral: ReferralService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };

    app.route({
      method: ['GET', 'POST'],
      url: referralPaths.center,
      ...forMembers,
      handler: async (request) => {
        const { pageNo } = parseInput(referralCenterQuerySchema, input(request));
        return ok(await referral.center(member(request), pageNo));
      },
    });

    app.post(referralPaths.claim, forMembers, async (request) =>
      ok(await referral.claim(member(request), parseInput(claimReferralRewardRequestSchema, request.body))),
    );
  };
}
