import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentContractPaths, contractKinds } from '@lobby/contract/agent-contracts';
import {
  answerContractRequestSchema,
  contractDetailQuerySchema,
  contractListQuerySchema,
  offerContractRequestSchema,
  terminateContractRequestSchema,
} from '@lobby/contract/agent-contracts-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { requireAgent } from '../accounts/require-agent';
import type { AgentContractsService } from './agent-contracts.service';

const member = (request: FastifyRequest) => sessionOf(request).member;

/**
 * Agent pay contracts (decision 0254): agents only. A visitor gets 401, a trial account 403
 * in_need_true_account, any other non-agent 403 agents_only, before the input is read.
 */
export function agentContractsRoutes(contracts: AgentContractsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forAgents = {
      onRequest: [guards.member, async (request: FastifyRequest) => requireAgent(member(request))],
    };

    // Product §7: one call per kind, each answering offers of its own kind only.
    for (const kind of contractKinds) {
      app.post(agentContractPaths[kind], forAgents, async (request) =>
        ok(
          await contracts.answer(
            member(request),
            kind,
            parseInput(answerContractRequestSchema, request.body),
          ),
        ),
      );
    }

    app.get(agentContractPaths.list, forAgents, async (request) =>
      ok(await contracts.list(member(request), parseInput(contractListQuerySchema, request.query))),
    );

    app.get(agentContractPaths.detail, forAgents, async (request) =>
      ok(
        await contracts.detail(
          member(request),
          parseInput(contractDetailQuerySchema, request.query).contractId,
        ),
      ),
    );

    app.post(agentContractPaths.offer, forAgents, async (request) =>
      ok(await contracts.offer(member(request), parseInput(offerContractRequestSchema, request.body))),
    );

    app.post(agentContractPaths.terminate, forAgents, async (request) =>
      ok(
        await contracts.terminate(member(request), parseInput(terminateContractRequestSchema, request.body)),
      ),
    );
  };
}
