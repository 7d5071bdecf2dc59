import { accountPaths } from '@lobby/contract/accounts';
import { agentAnnouncementPaths } from '@lobby/contract/agent-announcements';
import { agentContractPaths } from '@lobby/contract/agent-contracts';
import { agentPayoutPaths } from '@lobby/contract/agent-payouts';
import { agentTeamPaths } from '@lobby/contract/agent-team';
import { agentRevenuePaths } from '@lobby/contract/agent-revenue';
import { betPaths } from '@lobby/contract/bets';
import { bgsPaths } from '@lobby/contract/bgs';
import { contentPaths } from '@lobby/contract/content';
import { gameLaunchPaths } from '@lobby/contract/game-launch';
import {
  favouritesPaths,
  gamesPaths,
  lotteryMenusPath,
  roomListPath,
  vassGameTypePath,
  winnerBoardPath,
} from '@lobby/contract/games';
import { liveChatPaths } from '@lobby/contract/live-chat';
import { feedbackPaths } from '@lobby/contract/feedback';
import { inboxPaths } from '@lobby/contract/inbox';
import { lotteryPaths } from '@lobby/contract/lottery';
import { paymentPaths } from '@lobby/contract/payments';
import { providerPaths } from '@lobby/contract/provider';
import { rafflePaths } from '@lobby/contract/raffle';
import { pointPaths } from '@lobby/contract/points';
import { redEnvelopePaths } from '@lobby/contract/red-envelope';
import { rewardPaths } from '@lobby/contract/rewards';
import { vipPaths } from '@lobby/contract/vip';
import { referralPaths } from '@lobby/contract/referral';
import { sandboxPaths } from '@lobby/contract/sandbox';
import { seamlessPaths } from '@lobby/contract/seamless';
import { systemPaths } from '@lobby/contract/system';
import { walletPaths } from '@lobby/contract/wallet';
import { sandboxGatewayPaths } from '../src/modules/payment-gateway/sandbox-gateway';
import type { RouteKey } from './route-list';

/**
 * Who may call each route, the authorization matrix's table (authorization-matrix.test.ts):
 *
 * - public: anyone; never 401, never a guard's 403.
 * - session: any live session, trial accounts included; a visitor 401.
 * - member: a real account (guards.member): a visitor 401, a trial account 403 in_need_true_account.
 * - agent: as member, then an agent or sub-agent only (requireAgent): other members 403 agents_only.
 * - vendor: the seamless wallet's signed calls; without the vendor's signature 401, whoever calls.
 * - signed: the payment gateway's signed notification; without its signature a 4xx, whoever calls.
 * - gameToken: the provider's and the chat's own token in the body; a site session grants nothing (4xx).
 * - socket: a WebSocket, authenticated by its first message; a plain GET is refused without a 5xx.
 *
 * A route missing here fails the matrix: a new route must be classified when it is added.
 */
export type Access = 'public' | 'session' | 'member' | 'agent' | 'vendor' | 'signed' | 'gameToken' | 'socket';

const both = (path: string): RouteKey[] => [`GET ${path}`, `POST ${path}`];
const all = (access: Access, keys: RouteKey[]) => keys.map((key): [RouteKey, Access] => [key, access]);

export const routeAccess = new Map<RouteKey, Access>([
  ...all('public', [
    'GET /livez',
    'GET /healthz',
    ...Object.values(systemPaths).map((path): RouteKey => `GET ${path}`),
    `GET ${contentPaths.banners}`,
    `GET ${contentPaths.promotions}`,
    ...both(contentPaths.announcements),
    ...both(gamesPaths.newGameVendor),
    ...both(gamesPaths.gameList),
    ...both(gamesPaths.hotGames),
    ...both(vassGameTypePath),
    ...both(roomListPath),
    ...both(lotteryMenusPath),
    ...both(winnerBoardPath),
    // The red envelope's rounds: announced to visitors too (decision 0240).
    ...both(redEnvelopePaths.rounds),
    // The raffles: public, so anyone may check a draw against its seed (decision 0247).
    ...both(rafflePaths.list),
    'GET /img/avatar/:name',
    'GET /img/game/:name',
    'GET /img/vendor/:name',
    'GET /img/vendor-logo/:name',
    'GET /img/banner/:name',
    'GET /img/promotion/:name',
    'GET /img/chat-model/:name',
    'GET /img/point-reward/:name',
    `GET ${accountPaths.publicKey}`,
    `GET ${accountPaths.challenge}`,
    `GET ${accountPaths.captcha}`,
    // The demo's sandbox outbox: codes sent to a number are meant to be read by whoever asks there.
    `GET ${sandboxPaths.outbox}`,
    // The API's description and its reference page (modules/openapi).
    'GET /wps/openapi.json',
    'GET /wps/reference',
    'GET /wps/reference.css',
    // Operators' metrics: loopback or a token (plugins/metrics.ts); everyone else gets 404.
    'GET /metrics',
    // Logging in, registering and recovering a password are what a visitor does.
    `POST ${accountPaths.login}`,
    `POST ${accountPaths.secondFactor}`,
    `POST ${accountPaths.secondFactorSend}`,
    `POST ${accountPaths.freePlay}`,
    `POST ${accountPaths.smsLoginCode}`,
    `POST ${accountPaths.smsRegisterCode}`,
    `PUT ${accountPaths.register}`,
    `PUT ${accountPaths.registerByMobile}`,
    `GET ${accountPaths.affiliate}`,
    `POST ${accountPaths.forgotPasswordByEmail}`,
    `POST ${accountPaths.resetPasswordByLink}`,
    `POST ${accountPaths.resetPasswordByMobile}`,
    `GET ${accountPaths.oauthProviders}`,
    `GET ${accountPaths.oauthStart}`,
    `GET ${accountPaths.oauthCallback}`,
    `POST ${accountPaths.loginTicket}`,
    // Read before login: the header hides vendor wallets (product §7).
    ...both(walletPaths.merchantWallet),
    ...both(lotteryPaths.vnGameMenu),
    ...both(lotteryPaths.openedNumeros),
    ...both(lotteryPaths.openNumero),
    ...both(lotteryPaths.gameDetail),
    ...both(liveChatPaths.modelList),
    // Provably fair checks anyone may run on a round id.
    ...both(bgsPaths.verify),
    ...both(bgsPaths.verifyRound),
    // The sandbox gateway's hosted pages; a payment id is a 128-bit secret.
    `GET ${sandboxGatewayPaths.stylesheet}`,
    `GET ${sandboxGatewayPaths.page}`,
    `POST ${sandboxGatewayPaths.page}`,
    // Visitors may send feedback too (product §3); captcha and a per-address limit guard it.
    `PUT ${feedbackPaths.send}`,
  ]),
  ...all('session', [
    `DELETE ${accountPaths.logout}`,
    `GET ${accountPaths.memberInfo}`,
    `GET ${accountPaths.memberIcon}`,
    `GET ${accountPaths.balance}`,
    ...both(gameLaunchPaths.recentGame),
    ...both(lotteryPaths.vnRecentGames),
  ]),
  ...all('member', [
    `GET ${accountPaths.totpEnrolment}`,
    `POST ${accountPaths.totpEnrolment}`,
    `POST ${accountPaths.changePassword}`,
    `POST ${accountPaths.contactCode}`,
    `POST ${accountPaths.contact}`,
    `POST ${walletPaths.walletTransfer}`,
    `GET ${walletPaths.wallets}`,
    `GET ${walletPaths.consolidated}`,
    ...both(walletPaths.upline),
    `POST ${walletPaths.transferUpline}`,
    ...both(walletPaths.transactionHistory),
    ...both(betPaths.history),
    ...both(betPaths.profit),
    `POST ${gameLaunchPaths.launchFB}`,
    `POST ${gameLaunchPaths.launchGame}`,
    ...both(favouritesPaths.ids),
    ...both(favouritesPaths.list),
    `POST ${favouritesPaths.add}`,
    `POST ${favouritesPaths.remove}`,
    `DELETE ${favouritesPaths.remove}`,
    `POST ${lotteryPaths.placeBets}`,
    ...both(lotteryPaths.myBets),
    `POST ${lotteryPaths.launch}`,
    `GET ${paymentPaths.depositChannels}`,
    `POST ${paymentPaths.deposit}`,
    `GET ${paymentPaths.depositOrder}`,
    `GET ${paymentPaths.depositHistory}`,
    `GET ${paymentPaths.depositLimits}`,
    `PUT ${paymentPaths.depositLimits}`,
    `GET ${paymentPaths.withdrawInfo}`,
    `GET ${paymentPaths.bindings}`,
    `POST ${paymentPaths.bindings}`,
    `DELETE ${paymentPaths.binding}`,
    `POST ${paymentPaths.paymentPassword}`,
    `POST ${paymentPaths.withdraw}`,
    `GET ${paymentPaths.withdrawHistory}`,
    `POST ${paymentPaths.withdrawConfirm}`,
    `GET ${paymentPaths.withdrawProof}`,
    `POST ${liveChatPaths.launchChat}`,
    ...both(inboxPaths.unreadCount),
    ...both(inboxPaths.list),
    `POST ${inboxPaths.read}`,
    `POST ${inboxPaths.remove}`,
    `DELETE ${inboxPaths.remove}`,
    ...both(rewardPaths.activities),
    `POST ${rewardPaths.claim}`,
    `POST ${rewardPaths.apply}`,
    ...both(rewardPaths.bonuses),
    `POST ${rewardPaths.forfeit}`,
    ...both(vipPaths.center),
    `POST ${vipPaths.claim}`,
    ...both(referralPaths.center),
    `POST ${referralPaths.claim}`,
    `POST ${redEnvelopePaths.open}`,
    `POST ${rafflePaths.claim}`,
    // The points mall (decisions 0276–0279): agents pass the guard and are refused by the service.
    ...[
      pointPaths.balance,
      pointPaths.config,
      pointPaths.rewards,
      pointPaths.redemptions,
      pointPaths.details,
    ].flatMap(both),
    `POST ${pointPaths.redeem}`,
    `POST ${pointPaths.convert}`,
  ]),
  ...all('agent', [
    ...Object.values(agentTeamPaths)
      .filter((path) => path !== agentTeamPaths.accounts)
      .map((path): RouteKey => `GET ${path}`),
    `POST ${agentTeamPaths.accounts}`,
    `GET ${agentRevenuePaths.report}`,
    // Announcements to agents (decision 0272).
    `GET ${agentAnnouncementPaths.list}`,
    `GET ${agentAnnouncementPaths.unreadCount}`,
    `POST ${agentAnnouncementPaths.read}`,
    `POST ${walletPaths.transferDownline}`,
    // Agent pay contracts (decision 0254).
    `GET ${agentContractPaths.list}`,
    `GET ${agentContractPaths.detail}`,
    // What contracts paid (decision 0264).
    `GET ${agentPayoutPaths.list}`,
    ...[
      agentContractPaths.dividend,
      agentContractPaths.dailySalary,
      agentContractPaths.hourlySalary,
      agentContractPaths.realTimeSalary,
      agentContractPaths.offer,
      agentContractPaths.terminate,
    ].map((path): RouteKey => `POST ${path}`),
  ]),
  ...all(
    'vendor',
    Object.values(seamlessPaths).map((path): RouteKey => `POST ${path}`),
  ),
  ...all('signed', [`POST ${paymentPaths.sandboxCallback}`]),
  ...all('gameToken', [
    `POST ${providerPaths.state}`,
    `POST ${providerPaths.spin}`,
    `POST ${providerPaths.rounds}`,
    ...Object.values(bgsPaths)
      .filter((path) => path !== bgsPaths.verify && path !== bgsPaths.verifyRound)
      .map((path): RouteKey => `POST ${path}`),
    `POST ${liveChatPaths.history}`,
  ]),
  ...all('socket', [`GET ${walletPaths.socket}`, `GET ${liveChatPaths.socket}`]),
]);
