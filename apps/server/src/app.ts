import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { normalizeIp } from './lib/geo';
import { rateLimitPlugin } from './plugins/rate-limit';
import { connectRedis } from './plugins/redis';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { createMetrics, metricsPlugin } from './plugins/metrics';
import { httpsOnlyPlugin } from './plugins/https-only';
import { securityPlugin, sitePagePolicy } from './plugins/security';
import { siteGuardPlugin } from './plugins/site-guard';
import { isSiteRoute, staticSitePlugin } from './plugins/static-site';
import { gamesSitePlugin } from './plugins/games-site';
import { fail } from './lib/envelope';
import { sealedBodyPlugin } from './plugins/sealed-body';
import { resolveSecretsKey } from './modules/security/secrets-key';
import type { Deliver } from './modules/payment-gateway/sandbox-gateway';
import type { Random } from './lib/random';
import { rememberingZlib } from './lib/remembered-compression';
import type { SeamlessTransport } from './modules/game-provider/seamless-client';
import { registerRoutes } from './routes';
import { appJobs, startJobs } from './jobs';
import { createServices, type Services } from './services';
import { firstScreen } from './first-screen';

/**
 * A slow or idle client cannot hold a socket for long: the whole request (headers and a body of at
 * most 256 KiB) must arrive within 30 s, its headers within 10 s, and a socket idle for 2 minutes is
 * closed (a websocket is exempt: its library clears the timeout on upgrade and pings). Kept-alive
 * sockets outlive a balancer's usual 60 s idle timeout, so the balancer closes them first and never
 * sends on a socket this server has just closed.
 */
export const httpTimeouts = {
  connectionTimeout: 120_000,
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 65_000,
} as const;

/** Fastify takes a hop count as a function of the hop index. */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Draws of the game provider and the launch CDN; tests fix them. */
  random?: Random;
  isReady?: () => boolean;
  /** The key sealing secrets in the database; without it, the configuration's (secrets-key.ts). */
  secretsKey?: Buffer;
  /** Told of every route as it is registered (the authorization matrix test lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Tests fix the captcha's answer (server tests, and the browser tests' launcher: decision 0252). No
   * setting or variable sets it: only code that builds the app can.
   */
  captchaAnswer?: () => string;
};

const apiPrefixes = ['/wps', '/lgw/', '/lotto/lgw/', '/sandbox/'];

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    connectionTimeout: httpTimeouts.connectionTimeout,
    requestTimeout: httpTimeouts.requestTimeout,
    keepAliveTimeout: httpTimeouts.keepAliveTimeout,
    frameworkErrors,
    // Request lines only when debugging: at info level they would drown the useful lines.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.server.headersTimeout = httpTimeouts.headersTimeout;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, (error) => app.log.warn({ err: error }, 'redis connection'))
    : null;
  // The game provider settles through the real seamless route, as a vendor's HTTP call would.
  const seamlessTransport: SeamlessTransport = async ({ path, body, headers }) => {
    const reply = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: reply.statusCode, body: reply.body };
  };
  const metrics = createMetrics();
  const services = createServices(database, options.clock, {
    config,
    redis,
    log: app.log,
    random: options.random,
    seamlessTransport,
    secretsKey: options.secretsKey ?? (await resolveSecretsKey(config)),
    metrics,
    captchaAnswer: options.captchaAnswer,
  });
  app.addHook('onClose', async () => {
    services.messenger.close();
    await services.settingsChanges.close();
    await redis?.quit();
  });
  // Geo and CIDR rules want one spelling of an address, however the socket or proxy reported it.
  app.decorateRequest('clientIp', '');
  app.addHook('onRequest', async (request) => {
    request.clientIp = normalizeIp(request.ip);
  });

  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN, pool: database.pool });
  await app.register(rateLimitPlugin, { redis, factor: config.RATE_LIMIT_FACTOR });
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(httpsOnlyPlugin, { publicUrl: config.publicUrl });
  await app.register(compress, { threshold: 1024, zlib: rememberingZlib });
  await app.register(siteGuardPlugin, { settings: services.settings, system: services.system });
  await app.register(sealedBodyPlugin, { sealed: services.sealed });

  // The sandbox gateway notifies the platform through an in-process request, as a provider's call would.
  const deliver: Deliver = async ({ url, body, headers }) =>
    (await app.inject({ method: 'POST', url, headers, payload: body })).statusCode;
  await registerRoutes(app, services, { ...options, deliver });
  const intervals = {
    paymentsSweepMs: config.PAYMENTS_SWEEP_SECONDS * 1000,
    roundRecoveryMs: config.ROUND_RECOVERY_SECONDS * 1000,
  };
  startJobs(app, appJobs(services, deliver, app.log, intervals), { database, metrics, log: app.log });

  await app.register(staticSitePlugin, {
    root: config.webDist,
    firstScreen: firstScreen(services),
    pagePolicy: async () => sitePagePolicy((await services.settings.get('analytics')).gtagId),
  });
  await app.register(gamesSitePlugin, { root: config.gamesDist });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && app.siteIndexAvailable && isSiteRoute(request.url)) {
      return reply.sendSiteIndex(request);
    }
    // The API's prefixes (the lottery gateway's too) answer the envelope, never the site or plain text,
    // however a client spells them (`//wps`, `/WPS`).
    const path = request.url.replace(/^\/+/, '/').toLowerCase();
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send(fail('NOT_FOUND', 'not_found'));
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return { app, services };
}

declare module 'fastify' {
  interface FastifyRequest {
    clientIp: string;
  }
}
