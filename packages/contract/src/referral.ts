import * as z from 'zod/mini';
import { bonusSchema } from './rewards.ts';

/*
 * Invite friends (issue 19; product §2's referral page and side-menu entry). The product gives no
 * paths: these relays are chosen in decision 0246. Request schemas only the server parses are in
 * referral-requests.ts.
 */
export const referralPaths = {
  center: '/wps/relay/MCS2_getReferral',
  claim: '/wps/relay/MCS2_claimReferralReward',
} as const;

/** What a friend must do and what it pays (amounts in minor units). */
export const referralRuleSchema = z.object({
  /** Credited deposits and settled stakes the friend needs, both within `days` of registering. */
  minDeposit: z.int(),
  minWagering: z.int(),
  days: z.int(),
  /** Paid to the member who invited, and to the friend, once the friend qualifies. */
  referrerReward: z.int(),
  friendReward: z.int(),
  /** The rewards' wagering, as a multiple of the reward. */
  wageringMultiple: z.int(),
  /** Friends a member can be rewarded for in one calendar month (UTC). */
  monthlyCap: z.int(),
});
export type ReferralRule = z.infer<typeof referralRuleSchema>;

/**
 * A friend's state: registered (not deposited enough yet), deposited (deposit met, wagering not yet),
 * qualified (both met in time: the reward is earned), capped (met after the month's cap was reached:
 * no reward), expired (the days ran out first).
 */
export const referralStates = ['registered', 'deposited', 'qualified', 'capped', 'expired'] as const;
export type ReferralState = (typeof referralStates)[number];

export const referralFriendSchema = z.object({
  /** The friend's member id (what a claim names). */
  id: z.int(),
  /** The friend's account, partly masked. */
  account: z.string(),
  registeredAt: z.string(),
  qualifyBy: z.string(),
  deposited: z.int(),
  wagered: z.int(),
  state: z.enum(referralStates),
  /** The reward for this friend (0 unless qualified) and whether it was paid. */
  reward: z.int(),
  claimed: z.boolean(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** The member's own invitation, when a friend invited them: their progress and their reward. */
export const referralInvitedSchema = z.object({
  referrer: z.string(),
  registeredAt: z.string(),
  qualifyBy: z.string(),
  deposited: z.int(),
  wagered: z.int(),
  state: z.enum(referralStates),
  reward: z.int(),
  claimed: z.boolean(),
});
export type ReferralInvited = z.infer<typeof referralInvitedSchema>;

export const referralCenterValueSchema = z.object({
  /** False when the brand runs no referral activity: the site hides the page and its entry. */
  enabled: z.boolean(),
  rule: referralRuleSchema,
  /** The member's own code; the invitation link is the site's /register?referralCode=CODE. */
  code: z.string(),
  /** Kept as friends register, qualify and rewards are paid (never summed on read). */
  friends: z.int(),
  qualified: z.int(),
  earned: z.int(),
  /** Friends rewarded this month (UTC) against the rule's cap. */
  rewardedThisMonth: z.int(),
  /** One page of the friends, newest first: `pageSize` a page, `friends` in all. */
  list: z.array(referralFriendSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  invited: z.nullable(referralInvitedSchema),
  /** Rewards waiting for a claim (friends' and the member's own). */
  claimable: z.int(),
});
export type ReferralCenterValue = z.infer<typeof referralCenterValueSchema>;

/** `referrer`: the reward for a friend who qualified (by the friend's id); `friend`: one's own. */
export const referralRewardKinds = ['referrer', 'friend'] as const;
export type ReferralRewardKind = (typeof referralRewardKinds)[number];

export const claimReferralRewardValueSchema = z.object({
  bonus: bonusSchema,
  referral: referralCenterValueSchema,
});
export type ClaimReferralRewardValue = z.infer<typeof claimReferralRewardValueSchema>;
