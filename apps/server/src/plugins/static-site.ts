import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Paths that belong to the API or the server; everything else is a site route (history mode). */
const serverPrefixes = ['/wps/', '/img/', '/healthz', '/ws', '/assets/'];

export function isSiteRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !serverPrefixes.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

/**
 * Serves the built site from one port with the API. Hashed assets are cached for a year; index.html is
 * never cached, so a deploy reaches every visitor on their next navigation.
 */
export const staticSitePlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'built site not found: only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    index: ['index.html'],
    wildcard: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('siteIndexAvailable', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    siteIndexAvailable?: boolean;
  }
}
