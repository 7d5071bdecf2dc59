import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { normalizeIp } from './lib/geo';
import type { Redis } from 'ioredis';
import { createMessenger, type MessagingConfig } from './modules/messaging/create-messenger';
import { createOutboxService } from './modules/messaging/outbox';
import { outboxRoutes } from './modules/messaging/outbox.routes';
import { createKeyedLimiter, rateLimitPlugin } from './plugins/rate-limit';
import { connectRedis } from './plugins/redis';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { createMetrics, metricsPlugin, type MetricsObserver } from './plugins/metrics';
import { httpsOnlyPlugin } from './plugins/https-only';
import { securityPlugin } from './plugins/security';
import { siteGuardPlugin } from './plugins/site-guard';
import { isSiteRoute, staticSitePlugin, type FirstScreen, type PreloadHint } from './plugins/static-site';
import { gamesSitePlugin } from './plugins/games-site';
import { fail } from './lib/envelope';
import { createPubSubBus } from './lib/pubsub-bus';
import { systemPaths } from '@lobby/contract/system';
import { liveChatPaths, modelListPageQuery } from '@lobby/contract/live-chat';
import { gamesPaths, newGameVendorQuery } from '@lobby/contract/games';
import { contentPaths } from '@lobby/contract/content';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { gamesRoutes } from './modules/games/games.routes';
import { createGamesService } from './modules/games/games.service';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { gameRoomsRoutes } from './modules/game-rooms/game-rooms.routes';
import { createGameRoomsService } from './modules/game-rooms/game-rooms.service';
import { lotteryMenusRoutes } from './modules/lottery-menus/lottery-menus.routes';
import { createLotteryMenusService } from './modules/lottery-menus/lottery-menus.service';
import { winnerBoardRoutes } from './modules/winner-board/winner-board.routes';
import { createWinnerBoardService } from './modules/winner-board/winner-board.service';
import { healthRoutes } from './modules/health/health.routes';
import { openapiRoutes } from './modules/openapi/openapi.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { SettingsStore } from './modules/system/settings.store';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';
import { sealedBodyPlugin } from './plugins/sealed-body';
import { createCaptchaService } from './modules/security/captcha';
import { createChallengeService } from './modules/security/challenge';
import { createNonceStore } from './modules/security/nonces';
import { createSealedService } from './modules/security/sealed';
import { createSecretBox } from './modules/security/secret-box';
import { createSecrets } from './modules/security/secrets';
import { resolveSecretsKey } from './modules/security/secrets-key';
import { securityRoutes } from './modules/security/security.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccounts } from './modules/accounts/create-accounts';
import { createLedger } from './modules/ledger/ledger';
import { createBalanceBus, withBalanceEvents } from './modules/wallet/balance-events';
import { balanceSocketRoutes } from './modules/wallet/balance-socket';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService } from './modules/wallet/wallet.service';
import { betsRoutes } from './modules/bets/bets.routes';
import { agentTeamRoutes } from './modules/agent-team/agent-team.routes';
import { createAgentTeamService } from './modules/agent-team/agent-team.service';
import { createBetsService } from './modules/bets/bets.service';
import { oauthRoutes } from './modules/accounts/oauth.routes';
import { createPayments, paymentsSweepMs } from './modules/payments/create-payments';
import { paymentsRoutes } from './modules/payments/payments.routes';
import type { Deliver } from './modules/payment-gateway/sandbox-gateway';
import { sandboxGatewayRoutes } from './modules/payment-gateway/sandbox-gateway.routes';
import { createOauthService } from './modules/accounts/oauth.service';
import { systemRandom, type Random } from './lib/random';
import { rememberingZlib } from './lib/remembered-compression';
import { seamlessRoutes } from './modules/seamless/seamless.routes';
import { createSeamlessService } from './modules/seamless/seamless.service';
import { createGameProvider } from './modules/game-provider/create-game-provider';
import { gameProviderRoutes } from './modules/game-provider/game-provider.routes';
import { bgsRoutes } from './modules/game-provider/bgs/bgs.routes';
import type { SeamlessTransport } from './modules/game-provider/seamless-client';
import { gameLaunchRoutes } from './modules/game-launch/game-launch.routes';
import { createGameLaunchService } from './modules/game-launch/game-launch.service';
import { createLottery } from './modules/lottery/create-lottery';
import { lotteryViewUrl, opensLotteryView } from './modules/lottery/lottery-view-path';
import { lotteryRoutes } from './modules/lottery/lottery.routes';
import { createLiveChat } from './modules/live-chat/create-live-chat';
import { liveChatRoutes } from './modules/live-chat/live-chat.routes';
import { chatSocketRoutes } from './modules/live-chat/chat-socket';

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
};

export type Services = ReturnType<typeof createServices>;

/** Beyond the database; the operator CLI passes none and gets the sandbox and in-process limits. */
export type ServiceDeps = {
  config?: MessagingConfig &
    Partial<Pick<Config, 'PAYMENT_GATEWAY' | 'CATALOGUE_CACHE_SECONDS'>> & { publicUrl?: string };
  redis?: Redis | null;
  /** Where background failures (balance events) are reported; the server passes its logger. */
  log?: { warn(object: object, message: string): void };
  random?: Random;
  /** How the game provider reaches the seamless wallet (the server: its own route, in process). */
  seamlessTransport?: SeamlessTransport;
  /** The key sealing secrets in the database; without one, any use of a secret throws. */
  secretsKey?: Buffer | null;
  /** Where the ledger and the periodic jobs report (plugins/metrics.ts); nowhere without it. */
  metrics?: MetricsObserver;
};

export function createServices(database: DatabaseHandle, clock: Clock = systemClock, deps: ServiceDeps = {}) {
  // An operator's change reaches every instance's settings cache at once (through Redis when set).
  const settingsChanges = createPubSubBus<true>({
    channel: 'lobby:settings-changed',
    parse: () => true,
    redis: deps.redis,
    log: deps.log,
  });
  const settings = new SettingsStore(database.db, clock, {
    announce: () => void settingsChanges.publish([true]).catch(() => undefined),
  });
  settingsChanges.subscribe(() => settings.forget());
  const system = createSystemService(database.db, settings);
  // Secrets at rest (docs/security.md): sealed under a key kept outside the database.
  const secrets = createSecrets(database.db, createSecretBox(deps.secretsKey ?? null));
  const nonces = createNonceStore(database.db, clock);
  const messenger = createMessenger(deps.config ?? {}, database.db);
  const challenge = createChallengeService(secrets, nonces, clock);
  // Balance pushes (docs/decisions.md, Money): every posting through services.ledger publishes.
  const balanceEvents = createBalanceBus({ redis: deps.redis, log: deps.log });
  const ledger = withBalanceEvents(
    createLedger(database.db, deps.metrics),
    database.db,
    balanceEvents,
    deps.log,
  );
  // Games (docs/decisions.md, Games): the platform's seamless wallet and the provider that calls it.
  const random = deps.random ?? systemRandom;
  const seamless = createSeamlessService({ db: database.db, ledger, secrets, clock });
  const gameProvider = createGameProvider({
    db: database.db,
    clock,
    random,
    secrets,
    transport: deps.seamlessTransport,
    log: deps.log,
    metrics: deps.metrics,
  });
  return {
    settings,
    settingsChanges,
    system,
    content: createContentService(database.db, settings),
    games: createGamesService(database.db, {
      clock,
      settings,
      cacheMs: (deps.config?.CATALOGUE_CACHE_SECONDS ?? 0) * 1000,
    }),
    favourites: createFavouritesService({ db: database.db, clock }),
    gameRooms: createGameRoomsService({ db: database.db, settings, clock }),
    lotteryMenus: createLotteryMenusService(database.db),
    winnerBoard: createWinnerBoardService(database.db),
    secrets,
    nonces,
    sealed: createSealedService(secrets, nonces, clock),
    challenge,
    captcha: createCaptchaService(database.db, secrets, clock),
    messenger,
    outbox: createOutboxService(database.db),
    ledger,
    balanceEvents,
    seamless,
    gameProvider,
    gameLaunch: createGameLaunchService({
      db: database.db,
      clock,
      random,
      settings,
      seamless,
      launchGame: gameProvider.launch,
      lotteryView: { opens: opensLotteryView, url: (game) => lotteryViewUrl(database.db, game) },
    }),
    // The lottery's draws and bets (docs/games/lottery.md); it settles through the seamless wallet.
    lottery: createLottery({
      db: database.db,
      clock,
      random,
      settings,
      secrets,
      seamless,
      transport: deps.seamlessTransport,
      log: deps.log,
      metrics: deps.metrics,
    }),
    wallet: createWalletService({ db: database.db, ledger, settings, clock }),
    // The betting record and personal loss: the member's rounds in `bets`.
    bets: createBetsService({ db: database.db, settings, clock }),
    // The agent centre's team pages: an agent's downline in the agent tree (members.parent_id).
    agentTeam: createAgentTeamService({ db: database.db, settings, clock, system }),
    // Live-chat models and their rooms (CBS_modelList, CBS_launchChat, /chat/ws).
    liveChat: createLiveChat({ db: database.db, clock, random, settings, redis: deps.redis, log: deps.log }),
    payments: createPayments({
      db: database.db,
      clock,
      settings,
      ledger,
      secrets,
      gateway: deps.config?.PAYMENT_GATEWAY ?? 'sandbox',
    }),
    limiter: createKeyedLimiter({ redis: deps.redis, clock }),
    accounts: createAccounts({
      db: database.db,
      clock,
      // Failed-guess counters (docs/decisions.md, Accounts and sessions), shared through Redis when set.
      limiter: createKeyedLimiter({ redis: deps.redis, clock, prefix: 'lobby:login-attempts:' }),
      settings,
      system,
      messenger,
      challenge,
      secretBox: secrets.box,
      publicUrl: deps.config?.publicUrl ?? 'http://localhost:8080',
    }),
  };
}

const apiPrefixes = ['/wps', '/lgw/', '/lotto/lgw/', '/sandbox/'];

const homePaths = ['/', '/index', '/index.html', '/home', '/login', '/register', '/help'];

/**
 * What the site's first screen requests before it can paint: the shell's calls, on /live the hosts
 * strip, and on the home page the first banner (the largest paint) in the brand's default language,
 * which the page's first frame also shows.
 */
function firstScreen(services: Services) {
  const withQuery = (path: string, query: Record<string, string | number>) => {
    const params = Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);
    return `${path}?${new URLSearchParams(params).toString()}`;
  };
  return async (pathname: string, clientIp: string): Promise<FirstScreen> => {
    const { defaultLanguage } = await services.settings.get('brand');
    const hints: PreloadHint[] = [
      { href: systemPaths.status, as: 'fetch' },
      { href: systemPaths.brand, as: 'fetch' },
    ];
    // Under maintenance or a region block the site shows its status screen (and the API refuses the
    // lobby's calls): the status and the brand are all it asks for.
    if ((await services.system.status({ ip: clientIp })).status !== 0) {
      return { hints, language: defaultLanguage };
    }
    // The shell's own calls on every page: the site configuration and the vendor lanes its
    // navigation is built from.
    hints.push(
      { href: systemPaths.permission, as: 'fetch' },
      { href: withQuery(gamesPaths.newGameVendor, newGameVendorQuery(defaultLanguage)), as: 'fetch' },
    );
    if (pathname === '/live') {
      hints.push({
        href: withQuery(liveChatPaths.modelList, modelListPageQuery(defaultLanguage, 1)),
        as: 'fetch',
      });
    }
    if (!homePaths.includes(pathname)) return { hints, language: defaultLanguage };
    const [banner] = await services.content.banners('w_home', defaultLanguage);
    // The same URL the site's banners call builds, so the browser reuses the preloaded answer.
    hints.push({
      href: withQuery(contentPaths.banners, { groupName: 'w_home', language: defaultLanguage }),
      as: 'fetch',
    });
    if (!banner) return { hints, language: defaultLanguage };
    return { hints: [...hints, { href: banner.url, as: 'image' }], language: defaultLanguage, banner };
  };
}

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

  await app.register(healthRoutes(database.db, options.isReady ?? (() => true)));
  await app.register(openapiRoutes({ publicUrl: config.publicUrl }));
  await app.register(systemRoutes(services.system, services.settings, { demo: config.APP_MODE === 'demo' }));
  await app.register(contentRoutes(services.content));
  await app.register(gamesRoutes(services.games));
  await app.register(gameRoomsRoutes(services.gameRooms));
  await app.register(lotteryMenusRoutes(services.lotteryMenus));
  await app.register(winnerBoardRoutes(services.winnerBoard));
  await app.register(mediaRoutes(database.db));
  await app.register(securityRoutes(services));
  // The demo's sandboxes (docs/security.md): a production start refuses them, and they are not routed.
  if (config.APP_MODE === 'demo') {
    await app.register(outboxRoutes(services.outbox, services.messenger.sandbox));
  }
  await app.register(
    accountsRoutes({
      ...services.accounts,
      captchaCheck: (request) => (answer) => services.captcha.verifyFromRequest(request, answer),
    }),
  );
  await app.register(walletRoutes(services.wallet, services.accounts.guards));
  await app.register(betsRoutes(services.bets, services.accounts.guards));
  await app.register(agentTeamRoutes(services.agentTeam, services.accounts.guards));
  await app.register(seamlessRoutes(services.seamless));
  await app.register(gameProviderRoutes(services.gameProvider.emulator));
  // The in-house games (BGS Originals) play on the same provider sessions and seamless wallet.
  await app.register(
    bgsRoutes({
      db: database.db,
      clock: options.clock ?? systemClock,
      random: options.random ?? systemRandom,
      sessions: services.gameProvider.sessions,
      wallet: services.gameProvider.wallet,
    }),
  );
  await app.register(gameLaunchRoutes(services.gameLaunch, services.accounts.guards));
  await app.register(favouritesRoutes(services.favourites, services.accounts.guards));
  await app.register(lotteryRoutes(services.lottery, services.accounts.guards));
  // Draws run in a listening server only (after migration and seed); tests tick the engine themselves.
  app.addHook('onListen', async () => services.lottery.scheduler.start());
  app.addHook('onClose', async () => services.lottery.scheduler.stop());
  // Rounds whose win or rollback never got an answer are finished in the background, likewise.
  app.addHook('onListen', async () => services.gameProvider.recovery.start());
  app.addHook('onClose', async () => services.gameProvider.recovery.stop());
  // Deposits and withdrawals; the sandbox gateway notifies through an in-process request (Money).
  const deliver: Deliver = async ({ url, body, headers }) =>
    (await app.inject({ method: 'POST', url, headers, payload: body })).statusCode;
  await app.register(paymentsRoutes(services.payments, services.accounts.guards));
  if (services.payments.gateway) {
    const brandZone = async () => (await services.settings.get('brand')).timeZoneOffsetMinutes;
    await app.register(sandboxGatewayRoutes(services.payments.gateway, deliver, brandZone));
  }
  const paymentsSweep = setInterval(() => {
    metrics
      .timed('payments sweep', () => services.payments.sweep(deliver))
      .catch((error: unknown) => app.log.warn({ err: error }, 'payments sweep'));
  }, paymentsSweepMs).unref();
  app.addHook('onClose', async () => clearInterval(paymentsSweep));
  await app.register(
    balanceSocketRoutes({
      db: database.db,
      bus: services.balanceEvents,
      sessions: services.accounts.sessions,
      settings: services.settings,
      clock: options.clock ?? systemClock,
    }),
  );
  // After the balance socket, whose plugin gives the whole app its one socket server.
  await app.register(liveChatRoutes(services.liveChat, services.accounts.guards));
  await app.register(
    chatSocketRoutes({
      chat: services.liveChat,
      bus: services.liveChat.bus,
      presence: services.liveChat.presence,
    }),
  );
  await app.register(
    oauthRoutes(
      createOauthService({
        db: database.db,
        clock: options.clock ?? systemClock,
        settings: services.settings,
        secrets: services.secrets,
        providers: config.oidcProviders,
        publicUrl: config.publicUrl,
        login: services.accounts.login,
        tickets: services.accounts.tickets,
      }),
    ),
  );
  await app.register(staticSitePlugin, { root: config.webDist, firstScreen: firstScreen(services) });
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
