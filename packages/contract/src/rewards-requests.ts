import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { base64ImageSchema, imageRules } from './images.ts';
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

/** A claim (or a check-in); a repeat with the same request id answers as the first did. */
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

/**
 * An application (decision 0244): a remark of at most 140 characters and up to 3 png or jpg pictures of
 * at most 5 MB each, base64 (a data: URL prefix is accepted). A repeat with the same request id answers
 * as the first did.
 */
export const applyRewardRequestSchema = z.object({
  activityId: rowId,
  requestId: requestIdSchema,
  remark: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(imageRules.maxRemark)),
  images: z._default(checked(z.array(base64ImageSchema), z.maxLength(imageRules.maxImages)), []),
});
export type ApplyRewardRequest = z.input<typeof applyRewardRequestSchema>;
