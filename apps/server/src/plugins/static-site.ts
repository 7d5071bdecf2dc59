import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Paths that belong to the API or the server; everything else is a site route (history mode). The
 * game provider's pages and API (/provider/) and the vendors' seamless wallet (/seamless-wallet/) are
 * the server's; the site's own /seamless view is not under either.
 */
const serverPrefixes = [
  '/wps/',
  '/img/',
  '/healthz',
  '/ws',
  '/assets/',
  '/provider/',
  '/seamless-wallet/',
  // The lottery gateway's calls (spec §7).
  '/lgw/',
  '/lotto/lgw/',
];

export function isSiteRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !serverPrefixes.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

export type PreloadHint = { href: string; as: 'fetch' | 'image' };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function preloadTags(hints: PreloadHint[]): string {
  return hints
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="image" fetchpriority="high">`,
    )
    .join('');
}

/**
 * Serves the built site from one port with the API. Hashed assets are cached for a year; index.html is
 * never cached, so a deploy reaches every visitor on their next navigation. The page carries preload
 * hints for what its first screen will ask for, so those requests start with the script download
 * instead of after it.
 */
export const staticSitePlugin = fp(
  async (
    app: FastifyInstance,
    opts: { root: string; hints: (pathname: string) => Promise<PreloadHint[]> },
  ) => {
    const indexFile = path.join(opts.root, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root: opts.root }, 'built site not found: only the API is served (run npm run build)');
      return;
    }
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    await app.register(fastifyStatic, {
      root: opts.root,
      index: false,
      wildcard: true,
      // index.html always goes through sendSiteIndex, with its hints.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorateReply('sendSiteIndex', async function (this: FastifyReply, pathname: string) {
      const hints = await opts.hints(pathname).catch(() => []);
      const html = indexHtml.replace('</head>', `${preloadTags(hints)}</head>`);
      return this.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
    app.get('/', (_request, reply) => reply.sendSiteIndex('/'));
    app.decorate('siteIndexAvailable', true);
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    siteIndexAvailable?: boolean;
  }
  interface FastifyReply {
    sendSiteIndex(pathname: string): Promise<FastifyReply>;
  }
}
