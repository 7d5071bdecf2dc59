import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentPayoutPaths, payoutListQuerySchema } from '@lobby/contract/agent-payouts';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { requireAgent } from '../accounts/require-agent';
import type { AgentPayoutsService } from './agent-payouts.service';

const member = (request: FastifyRequest) => sessionOf(request).member;

/**
 * What agent contracts paid (decision 0264): agents only, refused like the contract calls (a visitor
 * 401, a trial account 403 in_need_true_account, any other non-agent 403 agents_only).
 */
export function agentPayoutsRoutes(payouts: AgentPayoutsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forAgents = {
      onRequest: [guards.member, async (request: FastifyRequest) => requireAgent(member(request))],
    };
    app.get(agentPayoutPaths.list, forAgents, async (request) =>
      ok(await payouts.list(member(request), parseInput(payoutListQuerySchema, request.query))),
    );
  };
}
