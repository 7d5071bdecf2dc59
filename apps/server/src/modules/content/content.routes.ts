import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  announcementsQuerySchema,
  bannersQuerySchema,
  contentPaths,
  promotionsQuerySchema,
} from '@lobby/contract/content';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { ContentService } from './content.service';

const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

export function contentRoutes(content: ContentService) {
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
        return ok(await content.announcements({ ...query, language: query.language.toUpperCase() }));
      },
    });
    app.get(contentPaths.promotions, async (request) => {
      const query = parseInput(promotionsQuerySchema, request.query);
      return ok(await content.promotions(query.language.toUpperCase()));
    });
  };
}
