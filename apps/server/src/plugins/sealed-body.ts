import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sealedPaths } from '@lobby/contract/accounts';
import type { SealedService } from '../modules/security/sealed';

const bodylessMethods = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Routes of the 'enc' calls parse plain objects: their body is opened here, before any handler runs,
 * and a body that was not sealed never reaches them. It matches on the URL as well as the route, so a
 * plaintext password is refused the same way before its route exists.
 */
export const sealedBodyPlugin = fp(async (app: FastifyInstance, opts: { sealed: SealedService }) => {
  const paths = new Set(sealedPaths);
  app.addHook('preHandler', async (request) => {
    if (bodylessMethods.includes(request.method)) return;
    const pathname = request.url.split('?', 1)[0] ?? '';
    // The route too: the router decodes %-escapes, so an escaped spelling must not slip past.
    const route = request.routeOptions.url;
    if (!paths.has(pathname) && !(route && paths.has(route))) return;
    request.body = await opts.sealed.open(request.body);
  });
});
