import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { Redis } from 'ioredis';
import { createMessenger, type MessagingConfig } from './modules/messaging/create-messenger';
import { createOutboxService } from './modules/messaging/outbox';
import { createKeyedLimiter } from './plugins/rate-limit';
import type { MetricsObserver } from './plugins/metrics';
import { createPubSubBus } from './lib/pubsub-bus';
import { createContentService } from './modules/content/content.service';
import { createGamesService } from './modules/games/games.service';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { createGameRoomsService } from './modules/game-rooms/game-rooms.service';
import { createLotteryMenusService } from './modules/lottery-menus/lottery-menus.service';
import { createWinnerBoardService } from './modules/winner-board/winner-board.service';
import { SettingsStore } from './modules/system/settings.store';
import { createSystemService } from './modules/system/system.service';
import { createOperatorLog } from './modules/system/operator-log';
import { createCaptchaService } from './modules/security/captcha';
import { createChallengeService } from './modules/security/challenge';
import { createNonceStore } from './modules/security/nonces';
import { createSealedService } from './modules/security/sealed';
import { createSecretBox } from './modules/security/secret-box';
import { createSecrets } from './modules/security/secrets';
import { createAccounts } from './modules/accounts/create-accounts';
import { createLedger } from './modules/ledger/ledger';
import { createBalanceBus, withBalanceEvents } from './modules/wallet/balance-events';
import { createWalletService } from './modules/wallet/wallet.service';
import { createAgentTeamService } from './modules/agent-team/agent-team.service';
import { createAgentRevenueService } from './modules/agent-revenue/agent-revenue.service';
import { createAgentAnnouncementsService } from './modules/agent-announcements/agent-announcements.service';
import { createBetsService } from './modules/bets/bets.service';
import { createPayments } from './modules/payments/create-payments';
import { systemRandom, type Random } from './lib/random';
import { createSeamlessService } from './modules/seamless/seamless.service';
import { createGameProvider } from './modules/game-provider/create-game-provider';
import type { SeamlessTransport } from './modules/game-provider/seamless-client';
import { createGameLaunchService } from './modules/game-launch/game-launch.service';
import { createLottery } from './modules/lottery/create-lottery';
import { lotteryViewUrl, opensLotteryView } from './modules/lottery/lottery-view-path';
import { createLiveChat } from './modules/live-chat/create-live-chat';
import { createInboxBus } from './modules/inbox/inbox-events';
import { createInboxService } from './modules/inbox/inbox.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createRaffleService } from './modules/raffle/raffle.service';
import { createPointsService } from './modules/points/points.service';
import { createRedEnvelopeService } from './modules/red-envelope/red-envelope.service';
import { createRewardsService } from './modules/rewards/rewards.service';
import { createVipService } from './modules/vip/vip.service';
import { createReferralService } from './modules/referral/referral.service';
import { createAgentContractsService } from './modules/agent-contracts/agent-contracts.service';
import { createAgentPayoutsService } from './modules/agent-payouts/agent-payouts.service';

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
  /** Where the ledger reports its postings (plugins/metrics.ts); nowhere without it. */
  metrics?: MetricsObserver;
  /** A fixed captcha answer, for tests only (app.ts's AppOptions). */
  captchaAnswer?: () => string;
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
  // Platform messages (product §2 messageV2); the payments and feedback write theirs through it.
  const inbox = createInboxService({
    db: database.db,
    clock,
    bus: createInboxBus({ redis: deps.redis, log: deps.log }),
    log: deps.log,
  });
  // The promotions engine (issue 19): deposits qualify, claims pay bonuses, withdrawals wait for wagering.
  const rewards = createRewardsService({ db: database.db, clock, settings, ledger });
  // VIP levels (decision 0242): ranks kept by the database, benefits paid through the rewards engine.
  const payments = createPayments({
    db: database.db,
    clock,
    settings,
    ledger,
    secrets,
    gateway: deps.config?.PAYMENT_GATEWAY ?? 'sandbox',
    notify: inbox.system,
    beforeCredit: rewards.beforeCredit,
    turnoverRemaining: rewards.turnoverRemaining,
  });
  const vip = createVipService({ db: database.db, clock, settings, rewards });
  // Invite friends (decision 0246): friends' progress kept by the database, rewards paid through the engine.
  const referral = createReferralService({ db: database.db, clock, settings, rewards });
  // Agent pay contracts (issue 20, decisions 0254–0257); the consolidated call reflects them.
  const agentContracts = createAgentContractsService({
    db: database.db,
    clock,
    settings,
    notify: inbox.system,
  });
  const gameProvider = createGameProvider({
    db: database.db,
    clock,
    random,
    secrets,
    transport: deps.seamlessTransport,
    log: deps.log,
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
    favourites: createFavouritesService({ db: database.db, clock, settings }),
    gameRooms: createGameRoomsService({ db: database.db, settings, clock }),
    lotteryMenus: createLotteryMenusService(database.db, settings),
    winnerBoard: createWinnerBoardService(database.db, settings),
    secrets,
    nonces,
    sealed: createSealedService(secrets, nonces, clock),
    challenge,
    captcha: createCaptchaService(database.db, secrets, clock, { makeAnswer: deps.captchaAnswer }),
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
    }),
    wallet: createWalletService({
      db: database.db,
      ledger,
      settings,
      clock,
      consolidated: agentContracts.consolidated,
    }),
    // The betting record and personal loss: the member's rounds in `bets`.
    bets: createBetsService({ db: database.db, settings, clock }),
    // The agent centre's team pages: an agent's downline in the agent tree (members.parent_id).
    agentTeam: createAgentTeamService({ db: database.db, settings, clock, system }),
    agentRevenue: createAgentRevenueService({ db: database.db, settings, clock }),
    // The operator's announcements to agents (decision 0272).
    agentAnnouncements: createAgentAnnouncementsService({ db: database.db, clock }),
    // Live-chat models and their rooms (CBS_modelList, CBS_launchChat, /chat/ws).
    liveChat: createLiveChat({ db: database.db, clock, random, settings, redis: deps.redis, log: deps.log }),
    payments,
    // The points mall (issue 21, decisions 0276–0279): its own book, earned by a trigger as rounds settle.
    points: createPointsService({
      db: database.db,
      clock,
      settings,
      ledger,
      rewards,
      checkPaymentPassword: payments.withdrawals.checkPaymentPassword,
    }),
    rewards,
    agentContracts,
    // What the contracts pay at each period's end (decisions 0261–0264).
    agentPayouts: createAgentPayoutsService({
      db: database.db,
      clock,
      settings,
      ledger,
      notify: inbox.system,
    }),
    operatorLog: createOperatorLog(database.db, clock),
    vip,
    referral,
    // Red-envelope rounds (issue 19, decision 0240): each member's envelope is paid as a bonus.
    redEnvelope: createRedEnvelopeService({ db: database.db, clock, settings, rewards }),
    // Raffles (issue 19, decision 0247): tickets kept by triggers, a verifiable draw, prizes as bonuses.
    raffle: createRaffleService({ db: database.db, clock, box: secrets.box, rewards, settings }),
    inbox,
    feedback: createFeedbackService({ db: database.db, clock, inbox }),
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
