import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { normalizeIp } from './lib/geo';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { siteGuardPlugin } from './plugins/site-guard';
import { isSiteRoute, staticSitePlugin } from './plugins/static-site';
import { fail } from './lib/envelope';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { gamesRoutes } from './modules/games/games.routes';
import { createGamesService } from './modules/games/games.service';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { SettingsStore } from './modules/system/settings.store';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';

/** Fastify takes a hop count as a function of the hop index. */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  isReady?: () => boolean;
};

export type Services = ReturnType<typeof createServices>;

export function createServices(database: DatabaseHandle, clock: Clock = systemClock) {
  const settings = new SettingsStore(database.db, clock);
  const system = createSystemService(database.db, settings);
  return {
    settings,
    system,
    content: createContentService(database.db, settings),
    games: createGamesService(database.db),
  };
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // Request lines only when debugging: at info level they would drown the useful lines.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  const services = createServices(database, options.clock);
  // Geo and CIDR rules want one spelling of an address, however the socket or proxy reported it.
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = normalizeIp(request.ip);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(siteGuardPlugin, { settings: services.settings, system: services.system });

  await app.register(healthRoutes(database.db, options.isReady ?? (() => true)));
  await app.register(systemRoutes(services.system, services.settings));
  await app.register(contentRoutes(services.content));
  await app.register(gamesRoutes(services.games));
  await app.register(mediaRoutes(database.db));
  await app.register(staticSitePlugin, { root: config.webDist });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && app.siteIndexAvailable && isSiteRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (request.url.startsWith('/wps')) return reply.status(404).send(fail('NOT_FOUND', 'not_found'));
    return reply.status(404).type('text/plain').send('Not found');
  });

  return { app, services };
}

declare module 'fastify' {
  interface FastifyRequest {
    clientIp: string;
  }
}
