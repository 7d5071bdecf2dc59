import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentAnnouncementPaths } from '@lobby/contract/agent-announcements';
import {
  agentAnnouncementListQuerySchema,
  agentAnnouncementReadRequestSchema,
} from '@lobby/contract/agent-announcements-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { requireAgent } from '../accounts/require-agent';
import type { AgentAnnouncementsService } from './agent-announcements.service';

const member = (request: FastifyRequest) => sessionOf(request).member;

/** Announcements to agents: a visitor gets 401, a trial account or member 403. */
export function agentAnnouncementsRoutes(announcements: AgentAnnouncementsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forAgents = {
      onRequest: [guards.member, async (request: FastifyRequest) => requireAgent(member(request))],
    };
    app.get(agentAnnouncementPaths.list, forAgents, async (request) =>
      ok(
        await announcements.list(
          member(request),
          parseInput(agentAnnouncementListQuerySchema, request.query),
        ),
      ),
    );
    app.get(agentAnnouncementPaths.unreadCount, forAgents, async (request) =>
      ok(await announcements.unreadCount(member(request))),
    );
    app.post(agentAnnouncementPaths.read, forAgents, async (request) =>
      ok(
        await announcements.read(
          member(request),
          parseInput(agentAnnouncementReadRequestSchema, request.body),
        ),
      ),
    );
  };
}
