import type { Services } from './services';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { outboxRoutes } from './modules/messaging/outbox.routes';
import { contentRoutes } from './modules/content/content.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { gameRoomsRoutes } from './modules/game-rooms/game-rooms.routes';
import { lotteryMenusRoutes } from './modules/lottery-menus/lottery-menus.routes';
import { winnerBoardRoutes } from './modules/winner-board/winner-board.routes';
import { healthRoutes } from './modules/health/health.routes';
import { openapiRoutes } from './modules/openapi/openapi.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { systemRoutes } from './modules/system/system.routes';
import { securityRoutes } from './modules/security/security.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { balanceSocketRoutes } from './modules/wallet/balance-socket';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { betsRoutes } from './modules/bets/bets.routes';
import { agentTeamRoutes } from './modules/agent-team/agent-team.routes';
import { agentRevenueRoutes } from './modules/agent-revenue/agent-revenue.routes';
import { agentAnnouncementsRoutes } from './modules/agent-announcements/agent-announcements.routes';
import { oauthRoutes } from './modules/accounts/oauth.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import type { Deliver } from './modules/payment-gateway/sandbox-gateway';
import { sandboxGatewayRoutes } from './modules/payment-gateway/sandbox-gateway.routes';
import { createOauthService } from './modules/accounts/oauth.service';
import { systemRandom, type Random } from './lib/random';
import { seamlessRoutes } from './modules/seamless/seamless.routes';
import { gameProviderRoutes } from './modules/game-provider/game-provider.routes';
import { bgsRoutes } from './modules/game-provider/bgs/bgs.routes';
import { gameLaunchRoutes } from './modules/game-launch/game-launch.routes';
import { lotteryRoutes } from './modules/lottery/lottery.routes';
import { liveChatRoutes } from './modules/live-chat/live-chat.routes';
import { chatSocketRoutes } from './modules/live-chat/chat-socket';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { raffleRoutes } from './modules/raffle/raffle.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { redEnvelopeRoutes } from './modules/red-envelope/red-envelope.routes';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { vipRoutes } from './modules/vip/vip.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { agentContractsRoutes } from './modules/agent-contracts/agent-contracts.routes';
import { agentPayoutsRoutes } from './modules/agent-payouts/agent-payouts.routes';

/** Every route of the API and its sockets; the site's own pages are added by buildApp after them. */
export async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  options: {
    config: Config;
    database: DatabaseHandle;
    clock?: Clock;
    random?: Random;
    isReady?: () => boolean;
    /** How the sandbox gateway's notifications reach the platform's callback route. */
    deliver: Deliver;
  },
) {
  const { config, database, deliver } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? systemRandom;
  await app.register(healthRoutes(database.db, options.isReady ?? (() => true)));
  await app.register(openapiRoutes({ publicUrl: config.publicUrl }));
  await app.register(systemRoutes(services.system, services.settings, { demo: config.APP_MODE === 'demo' }));
  await app.register(contentRoutes(services.content, services.accounts.guards));
  await app.register(gamesRoutes(services.games));
  await app.register(gameRoomsRoutes(services.gameRooms));
  await app.register(lotteryMenusRoutes(services.lotteryMenus));
  await app.register(winnerBoardRoutes(services.winnerBoard));
  await app.register(mediaRoutes(database.db, services.settings));
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
  await app.register(agentRevenueRoutes(services.agentRevenue, services.accounts.guards));
  await app.register(agentAnnouncementsRoutes(services.agentAnnouncements, services.accounts.guards));
  await app.register(agentContractsRoutes(services.agentContracts, services.accounts.guards));
  await app.register(agentPayoutsRoutes(services.agentPayouts, services.accounts.guards));
  await app.register(seamlessRoutes(services.seamless));
  await app.register(gameProviderRoutes(services.gameProvider.emulator));
  // The in-house games (BGS Originals) play on the same provider sessions and seamless wallet.
  await app.register(
    bgsRoutes({
      db: database.db,
      clock: clock,
      random: random,
      sessions: services.gameProvider.sessions,
      wallet: services.gameProvider.wallet,
    }),
  );
  await app.register(gameLaunchRoutes(services.gameLaunch, services.accounts.guards));
  await app.register(favouritesRoutes(services.favourites, services.accounts.guards));
  await app.register(lotteryRoutes(services.lottery, services.accounts.guards));
  // Deposits and withdrawals; the sandbox gateway notifies through `deliver` (Money).
  await app.register(paymentsRoutes(services.payments, services.accounts.guards));
  if (services.payments.gateway) {
    const brandZone = async () => (await services.settings.get('brand')).timeZoneOffsetMinutes;
    await app.register(sandboxGatewayRoutes(services.payments.gateway, deliver, brandZone));
  }
  await app.register(inboxRoutes(services.inbox, services.accounts.guards));
  await app.register(rewardsRoutes(services.rewards, services.accounts.guards));
  await app.register(vipRoutes(services.vip, services.accounts.guards));
  await app.register(referralRoutes(services.referral, services.accounts.guards));
  await app.register(redEnvelopeRoutes(services.redEnvelope, services.accounts.guards));
  await app.register(raffleRoutes(services.raffle, services.accounts.guards));
  await app.register(pointsRoutes(services.points, services.accounts.guards));
  await app.register(
    feedbackRoutes({
      feedback: services.feedback,
      guards: services.accounts.guards,
      captchaPassed: (request) => (answer) => services.captcha.verifyFromRequest(request, answer),
    }),
  );
  await app.register(
    balanceSocketRoutes({
      db: database.db,
      bus: services.balanceEvents,
      // The inbox's unread count rides the same socket (decision 0222).
      pushes: [services.inbox.socketPush],
      sessions: services.accounts.sessions,
      settings: services.settings,
      clock: clock,
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
        clock: clock,
        settings: services.settings,
        secrets: services.secrets,
        providers: config.oidcProviders,
        publicUrl: config.publicUrl,
        login: services.accounts.login,
        tickets: services.accounts.tickets,
      }),
    ),
  );
}
