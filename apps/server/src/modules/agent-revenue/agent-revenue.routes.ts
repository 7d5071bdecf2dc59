import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentRevenuePaths } from '@lobby/contract/agent-revenue';
import { agentRevenueQuerySchema } from '@lobby/contract/agent-revenue-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { requireAgent } from '../accounts/require-agent';
import type { AgentRevenueService } from './agent-revenue.service';

const member = (request: FastifyRequest) => sessionOf(request).member;

/** The agent revenue report: a visitor gets 401, a trial account or member 403. */
export function agentRevenueRoutes(revenue: AgentRevenueService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forAgents = {
      onRequest: [guards.member, async (request: FastifyRequest) => requireAgent(member(request))],
    };
    app.get(agentRevenuePaths.report, forAgents, async (request) =>
      ok(await revenue.report(member(request), parseInput(agentRevenueQuerySchema, request.query))),
    );
  };
}
