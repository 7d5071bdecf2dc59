import { lazy } from 'react';
import { memberPageRegistry, type MemberPageRegistry } from '@/features/member-centre/pages';
import { loadChunk } from '@/lib/chunk-load-error';

/*
 * The member centre's pages with those other features bring (features do not import each other, so
 * they meet here): the platform messages (messageV2) of features/messages, and the reward centre
 * (rewardCenter) and bonus details (bonusDetails) of features/rewards, the VIP page (vip) of
 * features/vip, invite friends (referral) of features/referral and the raffle (raffle) of
 * features/raffle. Each is a lazy chunk of its
 * own; the shell reads this table only to know which pages exist (menus show only what exists).
 */
export const memberPages: MemberPageRegistry = {
  ...memberPageRegistry,
  messageV2: Object.assign(
    lazy(() => loadChunk(() => import('@/features/messages/components/messages-page'))),
    { short: true },
  ),
  rewardCenter: Object.assign(
    lazy(() => loadChunk(() => import('@/features/rewards/components/reward-centre-page'))),
    { short: false },
  ),
  // A member without bonuses sees the summary and one empty card.
  bonusDetails: Object.assign(
    lazy(() => loadChunk(() => import('@/features/rewards/components/bonus-details-page'))),
    { short: true },
  ),
  vip: Object.assign(
    lazy(() => loadChunk(() => import('@/features/vip/components/vip-page'))),
    { short: false },
  ),
  referral: Object.assign(
    lazy(() => loadChunk(() => import('@/features/referral/components/referral-page'))),
    { short: false },
  ),
  raffle: Object.assign(
    lazy(() => loadChunk(() => import('@/features/raffle/components/raffle-page'))),
    { short: false },
  ),
};
