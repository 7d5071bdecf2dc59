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
  apply: '/wps/relay/MCS2_applyReward',
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

/**
 * What the member can do now: deposit to qualify, claim what is due, check in for the day, apply (an
 * application activity: a remark and pictures the operator reviews), or nothing.
 */
export const activityActions = ['none', 'deposit', 'claim', 'checkIn', 'apply'] as const;
export type ActivityAction = (typeof activityActions)[number];

/**
 * The kinds of activity the engine runs (decision 0244): a deposit match, a sign-up bonus, a daily
 * check-in, a rebate on the day's settled stakes, cashback on a period's net loss, and an application
 * the operator reviews.
 */
export const activityKinds = [
  'depositMatch',
  'registration',
  'checkIn',
  'rebate',
  'cashback',
  'application',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * What else than the member an activity is given once per (decision 0260): the address an account
 * registered from, and the bank account or e-wallet it withdraws to.
 */
export const oncePerKinds = ['address', 'payoutAccount'] as const;
export type OncePer = (typeof oncePerKinds)[number];

/** What a bonus's wagering is a multiple of. */
export const turnoverBases = ['bonus', 'bonusDeposit'] as const;
export type TurnoverBase = (typeof turnoverBases)[number];

/** What every kind's bonus carries: wagering, its time, and what each game type counts toward it. */
const wagering = {
  turnoverMultiple: z.int(),
  /** Days the wagering may take once the bonus is paid. */
  expiryDays: z.int(),
  /** Per game type (RNG, LIVE, ...), the percent of a settled stake that counts; others count 0. */
  contributions: z.record(z.string(), z.int()),
};

/** A percent of a qualifying deposit, up to a maximum (amounts in minor units). */
export const depositMatchRuleSchema = z.object({
  kind: z.literal('depositMatch'),
  /** The member's first deposit ever, or their first qualifying deposit of each brand day. */
  scope: z.enum(['first', 'daily']),
  matchPercent: z.int(),
  maxBonus: z.int(),
  minDeposit: z.int(),
  turnoverBase: z.enum(turnoverBases),
  ...wagering,
});
export type DepositMatchRule = z.infer<typeof depositMatchRuleSchema>;

/** A fixed bonus for members who register while the activity runs, claimed within its claim window. */
export const registrationRuleSchema = z.object({
  kind: z.literal('registration'),
  amount: z.int(),
  ...wagering,
});
export type RegistrationRule = z.infer<typeof registrationRuleSchema>;

/** One check-in a brand day; day n of an unbroken run pays amounts[n-1], the last amount repeats. */
export const checkInRuleSchema = z.object({
  kind: z.literal('checkIn'),
  amounts: z.array(z.int()),
  ...wagering,
});
export type CheckInRule = z.infer<typeof checkInRuleSchema>;

/**
 * Back on the settled stakes of a brand day, claimable the next day: per game type, basis points
 * (1/100 of a percent) of the stake; a type not named earns nothing.
 */
export const rebateRuleSchema = z.object({
  kind: z.literal('rebate'),
  rates: z.record(z.string(), z.int()),
  maxBonus: z.int(),
  ...wagering,
});
export type RebateRule = z.infer<typeof rebateRuleSchema>;

/** A percent of a period's net loss on settled rounds, from a minimum loss, claimable the next period. */
export const cashbackRuleSchema = z.object({
  kind: z.literal('cashback'),
  period: z.enum(['daily', 'weekly']),
  /** The game types whose rounds count (RNG, FISH, ...); empty: every type. */
  gameTypes: z.array(z.string()),
  percent: z.int(),
  minLoss: z.int(),
  maxBonus: z.int(),
  ...wagering,
});
export type CashbackRule = z.infer<typeof cashbackRuleSchema>;

/** The member applies (a remark, up to 3 pictures); the operator pays up to the maximum or refuses. */
export const applicationRuleSchema = z.object({
  kind: z.literal('application'),
  maxBonus: z.int(),
  ...wagering,
});
export type ApplicationRule = z.infer<typeof applicationRuleSchema>;

export const activityRuleSchema = z.discriminatedUnion('kind', [
  depositMatchRuleSchema,
  registrationRuleSchema,
  checkInRuleSchema,
  rebateRuleSchema,
  cashbackRuleSchema,
  applicationRuleSchema,
]);
export type ActivityRule = z.infer<typeof activityRuleSchema>;

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
  /**
   * What claiming (or checking in) pays now; while the status is process, what the running period has
   * earned so far.
   */
  bonus: z.nullable(z.int()),
  /** process: when the running period's amount can be claimed; signed: when the next check-in opens. */
  nextAt: z.nullable(z.string()),
  /** signed: the days of the unbroken run of check-ins, today's included. */
  streak: z.nullable(z.int()),
  /** rejected: the operator's reason. */
  reason: z.nullable(z.string()),
  rule: activityRuleSchema,
  /** Whether ending its bonus early takes back what the bonus won too (decision 0280). */
  forfeitsWinnings: z.boolean(),
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
  /**
   * What ending it early took back from the wallet: the bonus, and its winnings when it forfeits them,
   * as much as the wallet held.
   */
  reversed: z.int(),
  /**
   * The net result (payout minus stake; negative when the member lost) of the member's rounds settled
   * while the bonus was active, kept as each round settles (decision 0280).
   */
  winnings: z.int(),
  /**
   * Whether forfeiting it (or its expiry) takes back its winnings above zero as well as the bonus:
   * what forfeiting removes is then the amount plus max(0, winnings), up to what the wallet holds.
   */
  forfeitsWinnings: z.boolean(),
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

/** What claiming (or checking in) answers: the bonus paid and the activity as it now stands. */
export const claimRewardValueSchema = z.object({ bonus: bonusSchema, activity: rewardActivitySchema });
export type ClaimRewardValue = z.infer<typeof claimRewardValueSchema>;
