import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { vipBonusKinds } from './vip.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the VIP relays (vip.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));

export const vipCenterQuerySchema = z.object({
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
});
export type VipCenterQuery = z.infer<typeof vipCenterQuerySchema>;

/**
 * A claim of a level-up bonus (the level's rank) or of this week's bonus (no rank). A repeat with the
 * same request id answers as the first did.
 */
export const claimVipBonusRequestSchema = z.object({
  kind: z.enum(vipBonusKinds),
  rank: z.optional(checked(z.int(), z.gte(1), z.lte(1000))),
  requestId: requestIdSchema,
});
export type ClaimVipBonusRequest = z.infer<typeof claimVipBonusRequestSchema>;
