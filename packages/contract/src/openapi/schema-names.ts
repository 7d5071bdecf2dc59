import type * as z from 'zod/mini';
import * as accounts from '../accounts.ts';
import * as agentTeam from '../agent-team.ts';
import * as agentTeamRequests from '../agent-team-requests.ts';
import * as agentContracts from '../agent-contracts.ts';
import * as agentAnnouncements from '../agent-announcements.ts';
import * as agentAnnouncementsRequests from '../agent-announcements-requests.ts';
import * as agentRevenue from '../agent-revenue.ts';
import * as agentRevenueRequests from '../agent-revenue-requests.ts';
import * as agentContractsRequests from '../agent-contracts-requests.ts';
import * as agentPayouts from '../agent-payouts.ts';
import * as bets from '../bets.ts';
import * as betsRequests from '../bets-requests.ts';
import * as bgs from '../bgs.ts';
import * as challenge from '../challenge.ts';
import * as content from '../content.ts';
import * as envelope from '../envelope.ts';
import * as favourites from '../favourites.ts';
import * as feedback from '../feedback.ts';
import * as feedbackRequests from '../feedback-requests.ts';
import * as gameLaunch from '../game-launch.ts';
import * as gameRooms from '../game-rooms.ts';
import * as games from '../games.ts';
import * as inbox from '../inbox.ts';
import * as inboxRequests from '../inbox-requests.ts';
import * as liveChat from '../live-chat.ts';
import * as liveChatRequests from '../live-chat-requests.ts';
import * as liveChatRoom from '../live-chat-room.ts';
import * as lottery from '../lottery.ts';
import * as lotteryMenus from '../lottery-menus.ts';
import * as payments from '../payments.ts';
import * as provider from '../provider.ts';
import * as points from '../points.ts';
import * as pointsRequests from '../points-requests.ts';
import * as raffle from '../raffle.ts';
import * as raffleRequests from '../raffle-requests.ts';
import * as redEnvelope from '../red-envelope.ts';
import * as redEnvelopeRequests from '../red-envelope-requests.ts';
import * as referral from '../referral.ts';
import * as referralRequests from '../referral-requests.ts';
import * as sealed from '../sealed.ts';
import * as seamless from '../seamless.ts';
import * as system from '../system.ts';
import * as vendorGameTypes from '../vendor-game-types.ts';
import * as wallet from '../wallet.ts';
import * as walletRequests from '../wallet-requests.ts';
import * as winnerBoard from '../winner-board.ts';
import * as accountOperations from './operations-accounts.ts';
import * as moneyOperations from './operations-money.ts';
import * as types from './types.ts';

/*
 * The modules whose exported schemas name the document's components. Earlier modules win when one
 * schema is exported under two names (recentGameValueSchema is gameListValueSchema), so a shared
 * schema keeps the name of the module that defines it.
 */
const modules: Record<string, Record<string, unknown>> = {
  envelope,
  sealed,
  system,
  content,
  games,
  gameRooms,
  lotteryMenus,
  vendorGameTypes,
  winnerBoard,
  challenge,
  accounts,
  wallet,
  walletRequests,
  payments,
  bets,
  betsRequests,
  agentTeam,
  agentTeamRequests,
  agentContracts,
  agentContractsRequests,
  agentPayouts,
  agentAnnouncements,
  agentAnnouncementsRequests,
  agentRevenue,
  agentRevenueRequests,
  gameLaunch,
  favourites,
  lottery,
  liveChat,
  liveChatRequests,
  liveChatRoom,
  inbox,
  inboxRequests,
  feedback,
  feedbackRequests,
  redEnvelope,
  redEnvelopeRequests,
  referral,
  referralRequests,
  raffle,
  raffleRequests,
  points,
  pointsRequests,
  provider,
  bgs,
  seamless,
  types,
  accountOperations,
  moneyOperations,
};

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A readable component name for each exported schema: `loginRequestSchema` → `LoginRequest`. A name
 * two modules export for different schemas gets its module in front (`LotteryBetStatus`).
 */
export function schemaNames(): Map<z.core.$ZodType, string> {
  const found: Array<{ schema: z.core.$ZodType; name: string; module: string }> = [];
  for (const [module, exports] of Object.entries(modules)) {
    for (const [key, value] of Object.entries(exports)) {
      if (!key.endsWith('Schema') || !isSchema(value)) continue;
      found.push({ schema: value, name: pascal(key.slice(0, -'Schema'.length)), module });
    }
  }
  const schemasByName = new Map<string, Set<z.core.$ZodType>>();
  for (const { schema, name } of found) {
    schemasByName.set(name, (schemasByName.get(name) ?? new Set()).add(schema));
  }
  const names = new Map<z.core.$ZodType, string>();
  for (const { schema, name, module } of found) {
    if (names.has(schema)) continue;
    const clash = (schemasByName.get(name)?.size ?? 0) > 1;
    names.set(schema, clash ? `${pascal(module)}${name}` : name);
  }
  return names;
}
