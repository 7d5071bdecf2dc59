import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxPaths } from '@lobby/contract/inbox';
import { inboxIdsRequestSchema, inboxListQuerySchema } from '@lobby/contract/inbox-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import type { InboxService } from './inbox.service';

/** Relays accept POST with a JSON body; reads also GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);
const memberId = (request: FastifyRequest) => sessionOf(request).member.id;

/** Product §6: a trial account fetches no messages; the member guard refuses it (in_need_true_account). */
export function inboxRoutes(inbox: InboxService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const forMembers = { onRequest: guards.member };

    app.route({
      method: ['GET', 'POST'],
      url: inboxPaths.unreadCount,
      ...forMembers,
      handler: async (request) => ok(await inbox.unreadCount(memberId(request))),
    });

    app.route({
      method: ['GET', 'POST'],
      url: inboxPaths.list,
      ...forMembers,
      handler: async (request) =>
        ok(await inbox.list(memberId(request), parseInput(inboxListQuerySchema, input(request)))),
    });

    app.post(inboxPaths.read, forMembers, async (request) =>
      ok(await inbox.read(memberId(request), parseInput(inboxIdsRequestSchema, request.body))),
    );

    app.route({
      method: ['DELETE', 'POST'],
      url: inboxPaths.remove,
      ...forMembers,
      handler: async (request) =>
        ok(await inbox.remove(memberId(request), parseInput(inboxIdsRequestSchema, request.body))),
    });
  };
}
