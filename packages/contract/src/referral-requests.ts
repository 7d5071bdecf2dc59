import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { referralRewardKinds } from './referral.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the referral relays (referral.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));

/** The page's read takes nothing; an empty object (or no body) is accepted. */
export const referralCenterQuerySchema = z.object({});

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
