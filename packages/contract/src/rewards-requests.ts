import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { bonusPageSize, bonusStates } from './rewards.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the reward relays (rewards.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));
const rowId = checked(z.int(), z.gte(1), z.lte(2_147_483_647));
const pageNumber = (max: number, fallback: number) =>
  z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);

export const rewardActivitiesQuerySchema = z.object({
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type RewardActivitiesQuery = z.infer<typeof rewardActivitiesQuerySchema>;

/** A claim; a repeat with the same request id answers as the first did. */
export const claimRewardRequestSchema = z.object({ activityId: rowId, requestId: requestIdSchema });
export type ClaimRewardRequest = z.infer<typeof claimRewardRequestSchema>;

export const bonusesQuerySchema = z.object({
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(bonusPageSize.max, bonusPageSize.default),
  state: z.optional(z.enum(bonusStates)),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type BonusesQuery = z.infer<typeof bonusesQuerySchema>;

/** Giving a bonus up, so a withdrawal need not wait for its wagering. */
export const forfeitBonusRequestSchema = z.object({ bonusId: rowId, requestId: requestIdSchema });
export type ForfeitBonusRequest = z.infer<typeof forfeitBonusRequestSchema>;
