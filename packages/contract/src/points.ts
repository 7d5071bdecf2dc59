import * as z from 'zod/mini';

/*
 * The points mall (issue 21; product §2, §3 and §7's points relays). Members earn points from settled
 * valid bets at a rate per game type, redeem them for cash, bonuses or goods, or convert them to money;
 * points never expire. The book, the earning, the catalogue and the conversion are decisions 0276–0279.
 * Request schemas only the server parses are in points-requests.ts.
 */
export { pointPaths } from './points-paths.ts';

export const pointRewardKinds = ['cash', 'bonus', 'goods'] as const;
export type PointRewardKind = (typeof pointRewardKinds)[number];

/** Product §3: in process (goods waiting for the operator), approved, rejected (points returned). */
export const redemptionStatuses = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** The kinds of points movements the details list. */
export const pointKinds = ['EARN', 'REDEEM', 'CONVERT', 'REVERSE', 'ADJUST'] as const;
export type PointKind = (typeof pointKinds)[number];

export const pointBalanceValueSchema = z.object({ balance: z.int() });
export type PointBalanceValue = z.infer<typeof pointBalanceValueSchema>;

export const pointRateSchema = z.object({
  gameType: z.string(),
  /** Valid bet (settled stake, minor units) per point. */
  validBetPerPoint: z.int(),
});
export type PointRate = z.infer<typeof pointRateSchema>;

export const pointConfigValueSchema = z.object({
  /** Game types without a rate earn no points. */
  rates: z.array(pointRateSchema),
  /** `convertPoints` points convert to `convertAmount` (minor units), in whole steps of convertPoints. */
  convertEnabled: z.boolean(),
  convertPoints: z.int(),
  convertAmount: z.int(),
  minConvertPoints: z.int(),
  /** The most of one reward a single redemption takes. */
  maxQuantity: z.int(),
  currency: z.string(),
  /** The rules, in the member's language (else the brand default, else English). */
  rules: z.string(),
});
export type PointConfigValue = z.infer<typeof pointConfigValueSchema>;

export const pointRewardSchema = z.object({
  id: z.int(),
  kind: z.enum(pointRewardKinds),
  title: z.string(),
  description: z.string(),
  /** The picture's URL (the demo's are SVG art under /img/). */
  image: z.string(),
  /** Points one unit costs. */
  points: z.int(),
  /** Cash or bonus amount per unit, minor units (0 for goods). */
  amount: z.int(),
  /** A bonus's turnover, as a multiple of its amount (0 for cash and goods). */
  turnoverMultiple: z.int(),
  /** Units left; null: unlimited. */
  stock: z.nullable(z.int()),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

export const pointRewardsValueSchema = z.object({ rewards: z.array(pointRewardSchema) });
export type PointRewardsValue = z.infer<typeof pointRewardsValueSchema>;

export const redemptionSchema = z.object({
  id: z.int(),
  rewardId: z.int(),
  kind: z.enum(pointRewardKinds),
  title: z.string(),
  quantity: z.int(),
  points: z.int(),
  /** Cash or bonus paid (minor units), 0 for goods. */
  amount: z.int(),
  status: z.enum(redemptionStatuses),
  /** The operator's reason, when rejected. */
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemValueSchema = z.object({ redemption: redemptionSchema, balance: z.int() });
export type RedeemValue = z.infer<typeof redeemValueSchema>;

/** Pages end with `hasMore: false`; nothing is counted to answer them (decision 0276). */
export const redemptionListValueSchema = z.object({
  list: z.array(redemptionSchema),
  pageNo: z.int(),
  hasMore: z.boolean(),
});
export type RedemptionListValue = z.infer<typeof redemptionListValueSchema>;

export const pointMovementSchema = z.object({
  id: z.int(),
  time: z.string(),
  type: z.enum(pointKinds),
  /** Signed: earned and returned points positive, spent ones negative. */
  amount: z.int(),
  balanceAfter: z.int(),
  /** The round's game type (EARN), the reward (REDEEM, REVERSE) or the operator's memo (ADJUST). */
  memo: z.string(),
});
export type PointMovement = z.infer<typeof pointMovementSchema>;

export const pointDetailsValueSchema = z.object({
  list: z.array(pointMovementSchema),
  pageNo: z.int(),
  hasMore: z.boolean(),
});
export type PointDetailsValue = z.infer<typeof pointDetailsValueSchema>;

export const convertPointsValueSchema = z.object({
  points: z.int(),
  /** Money credited to the main wallet, minor units. */
  amount: z.int(),
  /** Points left. */
  balance: z.int(),
});
export type ConvertPointsValue = z.infer<typeof convertPointsValueSchema>;
