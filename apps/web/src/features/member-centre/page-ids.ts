/** Member centre pages in menu order (product §2 'Member centre menu'); securityCenter is the default. */
export const memberPageIds = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  // The VIP page (decision 0242): offered when the brand runs VIP (whitelabel VIP3 with levels).
  'vip',
  // The raffle page (decision 0247): the running raffle, the member's tickets and prizes to claim.
  'raffle',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberPageId = (typeof memberPageIds)[number];

export const defaultMemberPage: MemberPageId = 'securityCenter';

export function isMemberPageId(value: string | null | undefined): value is MemberPageId {
  return (memberPageIds as readonly (string | null | undefined)[]).includes(value);
}
