import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { cspDirectives, cspHeader } from './security';

/** The game provider's pages are shown in the site's /seamless frame: only our own pages may frame them. */
const gamePagePolicy = cspHeader({ ...cspDirectives, frameAncestors: ["'self'"] });

/**
 * Serves the game provider's built pages (apps/games) under /provider/: the play pages, the live-chat
 * rooms and the verify page answer its index.html (never cached, with a CSP that lets the site frame
 * them), its hashed assets are cached for a year. The provider's JSON calls (/provider/api,
 * /provider/bgs) are routes of their own; anything else under /provider/ stays a 404, never the site.
 */
export const gamesSitePlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const indexFile = path.join(opts.root, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn(
        { root: opts.root },
        'built game pages not found: /provider/play is not served (run npm run build)',
      );
      return;
    }
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    await app.register(fastifyStatic, {
      root: path.join(opts.root, 'assets'),
      prefix: '/provider/assets/',
      // The site's registration already decorated the reply.
      decorateReply: false,
      index: false,
      wildcard: true,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    const sendPage = (reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', gamePagePolicy)
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    app.get('/provider/play/*', (_request, reply) => sendPage(reply));
    // The live-chat rooms (CBS_launchChat's chatUrl) are the same app's pages.
    app.get('/provider/chat/*', (_request, reply) => sendPage(reply));
    app.get('/provider/verify', (_request, reply) => sendPage(reply));
  },
  { name: 'games-site' },
);
