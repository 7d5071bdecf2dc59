import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AnnouncementExecution,
  announcementsQuerySchema,
  bannersQuerySchema,
  contentPaths,
  promotionsQuerySchema,
} from '@lobby/contract/content';
import { ok } from '../../lib/envelope';
import type { AuthGuards } from '../../plugins/authenticate';
import { parseInput } from '../../lib/parse';
import type { ContentService } from './content.service';

const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/**
 * What an announcement reader may see (decision 0230): a visitor reads the guest and everyone items
 * (B) only; the members' (A) and first-login (F) items need a session, whatever the query asks for.
 */
export function audienceOf(
  requested: AnnouncementExecution[] | undefined,
  member: boolean,
): AnnouncementExecution[] {
  const allowed: AnnouncementExecution[] = member ? ['A', 'B', 'F'] : ['B'];
  return requested ? requested.filter((e) => allowed.includes(e)) : allowed;
}

export function contentRoutes(content: ContentService, guards: Pick<AuthGuards, 'resolve'>) {
  return async (app: FastifyInstance) => {
    app.get(contentPaths.banners, async (request) => {
      const query = parseInput(bannersQuerySchema, request.query);
      return ok(await content.banners(query.groupName, query.language.toUpperCase()));
    });
    app.route({
      method: ['GET', 'POST'],
      url: contentPaths.announcements,
      handler: async (request) => {
        const query = parseInput(announcementsQuerySchema, input(request));
        const member = (await guards.resolve(request)) !== null;
        const executions = audienceOf(query.execution, member);
        if (executions.length === 0) {
          return ok({ list: [], pageNo: query.pageNo, total: 0, totalPages: 1 });
        }
        return ok(
          await content.announcements({ ...query, executions, language: query.language.toUpperCase() }),
        );
      },
    });
    app.get(contentPaths.promotions, async (request) => {
      const query = parseInput(promotionsQuerySchema, request.query);
      return ok(await content.promotions(query.language.toUpperCase()));
    });
  };
}
