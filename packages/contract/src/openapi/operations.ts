import { accountOperations } from './operations-accounts.ts';
import { agentAnnouncementOperations } from './operations-agent-announcements.ts';
import { agentContractOperations } from './operations-agent-contracts.ts';
import { agentRevenueOperations } from './operations-agent-revenue.ts';
import { inboxOperations } from './operations-inbox.ts';
import { moneyOperations } from './operations-money.ts';
import { playOperations } from './operations-play.ts';
import { pointOperations } from './operations-points.ts';
import { raffleOperations } from './operations-raffle.ts';
import { redEnvelopeOperations } from './operations-red-envelope.ts';
import { referralOperations } from './operations-referral.ts';
import { rewardOperations } from './operations-rewards.ts';
import { siteOperations } from './operations-site.ts';
import { vipOperations } from './operations-vip.ts';
import type { Operation } from './types.ts';

export * from './types.ts';
export { oauthProviderParamsSchema } from './operations-accounts.ts';
export { gatewayNotificationValueSchema, rowIdParamsSchema } from './operations-money.ts';

/** Every call the server routes under /wps, /lgw and /lotto/lgw, and the provider's and vendors' calls. */
export const operations: readonly Operation[] = [
  ...siteOperations,
  ...accountOperations,
  ...moneyOperations,
  ...agentContractOperations,
  ...agentRevenueOperations,
  ...agentAnnouncementOperations,
  ...playOperations,
  ...inboxOperations,
  ...rewardOperations,
  ...vipOperations,
  ...referralOperations,
  ...redEnvelopeOperations,
  ...raffleOperations,
  ...pointOperations,
];

/** Title and version of the document; the version changes when a call changes incompatibly. */
export const apiInfo = {
  title: 'Lucky Lobby platform API',
  version: '1.0.0',
} as const;
