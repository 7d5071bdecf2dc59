import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentTeamPaths } from '@lobby/contract/agent-team';
import {
  createDownlineAccountRequestSchema,
  downlineQuerySchema,
  teamBetQuerySchema,
  teamProfitQuerySchema,
  teamTransactionQuerySchema,
} from '@lobby/contract/agent-team-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { rateLimits } from '../../plugins/rate-limit';
import type { AgentTeamService } from './agent-team.service';
import { requireAgent } from '../accounts/require-agent';

const member = (request: FastifyRequest) => sessionOf(request).member;

/** The agent centre's team pages: a visitor gets 401, a trial account 403, any other non-agent 403. */
export function agentTeamRoutes(team: AgentTeamService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    // Refused before the query is read, so a non-agent learns it is not an agent whatever it sent.
    const forAgents = {
      onRequest: [guards.member, async (request: FastifyRequest) => requireAgent(member(request))],
    };

    app.get(agentTeamPaths.overview, forAgents, async (request) => ok(await team.overview(member(request))));

    app.get(agentTeamPaths.downline, forAgents, async (request) =>
      ok(await team.downline(member(request), parseInput(downlineQuerySchema, request.query))),
    );

    app.get(agentTeamPaths.bets, forAgents, async (request) =>
      ok(await team.bets(member(request), parseInput(teamBetQuerySchema, request.query))),
    );

    app.get(agentTeamPaths.profit, forAgents, async (request) =>
      ok(await team.profit(member(request), parseInput(teamProfitQuerySchema, request.query))),
    );

    app.get(agentTeamPaths.transactions, forAgents, async (request) =>
      ok(await team.transactions(member(request), parseInput(teamTransactionQuerySchema, request.query))),
    );

    // Public registration's limit per address, so an agent cannot open accounts by the thousand.
    app.post(
      agentTeamPaths.accounts,
      { ...forAgents, config: { rateLimit: rateLimits.register } },
      async (request) =>
        ok(
          await team.createAccount(
            member(request),
            parseInput(createDownlineAccountRequestSchema, request.body),
          ),
        ),
    );
  };
}
