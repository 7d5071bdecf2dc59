import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { referralRewardKinds } from './referral.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the referral relays (referral.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));

/** The page's read: which page of the friends list (20 a page, newest first); the first by default. */
export const referralCenterQuerySchema = z.object({
  pageNo: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type ReferralCenterQuery = z.infer<typeof referralCenterQuerySchema>;

/**
 * A claim of the reward for a friend who qualified (`referrer` with the friend's id) or of one's own
 * reward as an invited friend (`friend`). A repeat with the same request id answers as the first did.
 */
export const claimReferralRewardRequestSchema = z.object({
  kind: z.enum(referralRewardKinds),
  friendId: z.optional(checked(z.int(), z.gte(1), z.lte(2_147_483_647))),
  requestId: requestIdSchema,
});
export type ClaimReferralRewardRequest = z.infer<typeof claimReferralRewardRequestSchema>;
