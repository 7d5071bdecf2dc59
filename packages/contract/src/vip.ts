import * as z from 'zod/mini';
import { bonusSchema } from './rewards.ts';

/*
 * The VIP page (issue 19; product §2's side-menu VIP entry, §3 member info's VIP flag, label and rank).
 * The product gives no paths: these relays are chosen in decision 0242. Request schemas only the
 * server parses are in vip-requests.ts.
 */
export const vipPaths = {
  center: '/wps/relay/MCS2_getVipCenter',
  claim: '/wps/relay/MCS2_claimVipBonus',
} as const;

/** One rung of the brand's ladder with its benefits (amounts in minor units). */
export const vipLevelSchema = z.object({
  rank: z.int(),
  /** The level's name in the language asked for. */
  name: z.string(),
  /** Cumulative valid bets (settled stakes) and credited deposits the level needs; both must be met. */
  minValidBets: z.int(),
  minDeposits: z.int(),
  /** Paid once, when the level is first reached (claimed on the VIP page). */
  levelUpBonus: z.int(),
  /** Claimable once per brand week while the member is on the level. */
  weeklyBonus: z.int(),
  /** The rebate activity's rate for the level, in basis points (50 = 0.5 %). */
  rebateBps: z.int(),
  /** The bonuses' wagering, as a multiple of the bonus. */
  wageringMultiple: z.int(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** A level-up bonus waiting for the member's claim. */
export const vipLevelUpSchema = z.object({
  rank: z.int(),
  name: z.string(),
  bonus: z.int(),
  reachedAt: z.string(),
});
export type VipLevelUp = z.infer<typeof vipLevelUpSchema>;

/** This brand week's bonus: claim (waiting), claimed, or none (no level, or the level pays none). */
export const vipWeeklySchema = z.object({
  status: z.enum(['claim', 'claimed', 'none']),
  bonus: z.int(),
  /** The brand week (its Monday, YYYY-MM-DD) and when the next one starts. */
  week: z.string(),
  nextWeekAt: z.string(),
});
export type VipWeekly = z.infer<typeof vipWeeklySchema>;

export const vipCenterValueSchema = z.object({
  /** False when the brand has no levels: the site hides the VIP entry. */
  enabled: z.boolean(),
  levels: z.array(vipLevelSchema),
  /** The member's rank (0: not VIP yet) and its name. */
  rank: z.int(),
  label: z.string(),
  /** The member's cumulative valid bets and credited deposits, kept as they happen. */
  validBets: z.int(),
  deposits: z.int(),
  levelUps: z.array(vipLevelUpSchema),
  weekly: vipWeeklySchema,
  /** How many bonuses wait for a claim (level-ups and the week's). */
  claimable: z.int(),
});
export type VipCenterValue = z.infer<typeof vipCenterValueSchema>;

export const vipBonusKinds = ['levelUp', 'weekly'] as const;
export type VipBonusKind = (typeof vipBonusKinds)[number];

/** What a claim answers: the bonus paid and the VIP page as it now stands. */
export const claimVipBonusValueSchema = z.object({ bonus: bonusSchema, vip: vipCenterValueSchema });
export type ClaimVipBonusValue = z.infer<typeof claimVipBonusValueSchema>;
