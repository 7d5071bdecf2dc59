import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rewardPaths } from '@lobby/contract/rewards';
import {
  applyRewardRequestSchema,
  bonusesQuerySchema,
  claimRewardRequestSchema,
  forfeitBonusRequestSchema,
  rewardActivitiesQuerySchema,
} from '@lobby/contract/rewards-requests';
import { ok } from '../../lib/envelope';
import { imagesBodyLimit } from '../../lib/image-upload';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { RewardsService } from './rewards.service';

/** Relays accept POST with a JSON body; reads also GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const member = (request: FastifyRequest) => sessionOf(request).member;
/** The words of claims and forfeits come in the language the reward centre asked for. */
const languageOf = (request: FastifyRequest) =>
  parseInput(rewardActivitiesQuerySchema, { language: (request.query as { language?: string }).language })
    .language;

/** Trial accounts take no rewards: the member guard refuses them (in_need_true_account). */
export function rewardsRoutes(rewards: RewardsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };

    app.route({
      method: ['GET', 'POST'],
      url: rewardPaths.activities,
      ...forMembers,
      handler: async (request) => {
        const query = parseInput(rewardActivitiesQuerySchema, input(request));
        return ok(await rewards.activities(member(request), query.language));
      },
    });

    app.post(rewardPaths.claim, forMembers, async (request) =>
      ok(
        await rewards.claim(
          member(request),
          parseInput(claimRewardRequestSchema, request.body),
          languageOf(request),
        ),
      ),
    );

    app.post(rewardPaths.apply, { ...forMembers, bodyLimit: imagesBodyLimit }, async (request) =>
      ok(
        await rewards.apply(
          member(request),
          parseInput(applyRewardRequestSchema, request.body),
          languageOf(request),
        ),
      ),
    );

    app.route({
      method: ['GET', 'POST'],
      url: rewardPaths.bonuses,
      ...forMembers,
      handler: async (request) =>
        ok(await rewards.bonuses(member(request), parseInput(bonusesQuerySchema, input(request)))),
    });

    app.post(rewardPaths.forfeit, forMembers, async (request) =>
      ok(
        await rewards.forfeit(
          member(request),
          parseInput(forfeitBonusRequestSchema, request.body),
          languageOf(request),
        ),
      ),
    );
  };
}
