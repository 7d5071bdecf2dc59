import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { liveChatPaths } from '@lobby/contract/live-chat';
import { launchChatRequestSchema, modelListQuerySchema } from '@lobby/contract/live-chat-requests';
import { chatHistoryRequestSchema } from '@lobby/contract/live-chat-room';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse';
import { sessionOf, type AuthGuards } from '../../plugins/authenticate';
import { gameArt } from '../media/art';
import type { LiveChatService } from './live-chat.service';

/** Relays accept POST with a JSON body; reads also accept GET with a query string (product §7). */
const input = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

const avatarParam = z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/) });

export function liveChatRoutes(chat: LiveChatService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    // Public, like the rest of the catalogue: visitors see who is online before logging in.
    app.route({
      method: ['GET', 'POST'],
      url: liveChatPaths.modelList,
      handler: async (request) => ok(await chat.modelList(parseInput(modelListQuerySchema, input(request)))),
    });

    // A launch issues a token: POST only, real accounts only (product §5, like a game launch).
    app.post(liveChatPaths.launchChat, { onRequest: guards.member }, async (request) =>
      ok(await chat.launch(sessionOf(request), parseInput(launchChatRequestSchema, request.body))),
    );

    // The chat page's first paint and paging back; the token travels in the body, never the address.
    app.post(liveChatPaths.history, async (request) => {
      const { token, before, limit } = parseInput(chatHistoryRequestSchema, request.body);
      return ok(await chat.history(token, before ?? null, limit));
    });

    // The host's picture, drawn like the games' art from the model's name and colour.
    app.get('/img/chat-model/:name', async (request, reply) => {
      const id = parseInput(avatarParam, request.params).name.slice(0, -'.svg'.length);
      const model = await chat.model(id);
      if (!model) throw notFound();
      const svg = gameArt({
        name: model.name,
        vendorCode: model.id,
        vendorName: model.tags[0] ?? 'LIVE',
        color: model.color,
        gameType: 'LIVE',
      });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    });
  };
}
