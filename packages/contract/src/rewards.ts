import * as z from 'zod/mini';

/*
 * The reward centre and bonus details (product §2 rewardCenter and bonusDetails, §3 activity
 * statuses). The product gives no paths for them: these relays are chosen here (decision 0238).
 * Request schemas only the server parses are in rewards-requests.ts.
 */
export const rewardPaths = {
  activities: '/wps/relay/MCS2_getRewardCenter',
  claim: '/wps/relay/MCS2_claimReward',
  bonuses: '/wps/relay/MCS2_getBonusDetails',
  forfeit: '/wps/relay/MCS2_forfeitBonus',
} as const;

/** Product §3: where a member stands in an activity (decision 0238 says how each is reached). */
export const activityStatuses = [
  'coming',
  'join',
  'applying',
  'process',
  'claim',
  'claimed',
  'issued',
  'rejected',
  'close',
  'signed',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** What the member can do now: deposit to qualify, claim what is due, or nothing. */
export const activityActions = ['none', 'deposit', 'claim'] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The kinds of activity the engine runs; more join as they are built. */
export const activityKinds = ['depositMatch'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** What a bonus's wagering is a multiple of. */
export const turnoverBases = ['bonus', 'bonusDeposit'] as const;
export type TurnoverBase = (typeof turnoverBases)[number];

/** The rule of a deposit match, as the member is shown it (amounts in minor units). */
export const depositMatchRuleSchema = z.object({
  /** The member's first deposit ever, or their first qualifying deposit of each brand day. */
  scope: z.enum(['first', 'daily']),
  matchPercent: z.int(),
  maxBonus: z.int(),
  minDeposit: z.int(),
  turnoverMultiple: z.int(),
  turnoverBase: z.enum(turnoverBases),
  /** Days the wagering may take once the bonus is claimed. */
  expiryDays: z.int(),
  /** Per game type (RNG, LIVE, ...), the percent of a settled stake that counts; others count 0. */
  contributions: z.record(z.string(), z.int()),
});
export type DepositMatchRule = z.infer<typeof depositMatchRuleSchema>;

export const rewardActivitySchema = z.object({
  id: z.int(),
  kind: z.enum(activityKinds),
  /** The promotion whose words and picture the activity wears (/promotions#{id}). */
  promotionId: z.nullable(z.int()),
  title: z.string(),
  summary: z.string(),
  /** The promotion's terms, HTML; the site sanitises it. */
  terms: z.string(),
  imageUrl: z.string(),
  status: z.enum(activityStatuses),
  action: z.enum(activityActions),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  /** While the status is claim: the last moment to claim (the countdown). */
  claimBy: z.nullable(z.string()),
  /** While the status is claim: what claiming pays now. */
  bonus: z.nullable(z.int()),
  rule: depositMatchRuleSchema,
});
export type RewardActivity = z.infer<typeof rewardActivitySchema>;

export const rewardActivitiesValueSchema = z.object({
  list: z.array(rewardActivitySchema),
  /** How many activities await the member's claim (member info's availablePromoCount). */
  claimable: z.int(),
});
export type RewardActivitiesValue = z.infer<typeof rewardActivitiesValueSchema>;

/** active: wagering under way; completed: met, the money is the member's; the rest ended it early. */
export const bonusStates = ['active', 'completed', 'forfeited', 'expired', 'cancelled'] as const;
export type BonusState = (typeof bonusStates)[number];

export const bonusSchema = z.object({
  id: z.int(),
  activityId: z.nullable(z.int()),
  title: z.string(),
  amount: z.int(),
  turnoverRequired: z.int(),
  turnoverDone: z.int(),
  state: z.enum(bonusStates),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it completed, was forfeited, expired or was cancelled. */
  endedAt: z.nullable(z.string()),
  /** What ending it early took back from the wallet (up to the bonus, as much as the wallet held). */
  reversed: z.int(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusPageSize = { max: 50, default: 10 } as const;

export const bonusesValueSchema = z.object({
  list: z.array(bonusSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** The wagering still open over every active bonus: what stands between the member and a withdrawal. */
  turnoverRemaining: z.int(),
});
export type BonusesValue = z.infer<typeof bonusesValueSchema>;

/** What claiming answers: the bonus paid and the activity as it now stands. */
export const claimRewardValueSchema = z.object({ bonus: bonusSchema, activity: rewardActivitySchema });
export type ClaimRewardValue = z.infer<typeof claimRewardValueSchema>;
