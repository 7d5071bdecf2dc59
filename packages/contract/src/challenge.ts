import * as z from 'zod/mini';

/**
 * GET accountPaths.challenge: an ALTCHA v2 proof-of-work challenge, as altcha-lib's createChallenge
 * makes it. The site solves it and sends back base64(JSON {challenge, solution}) in an `altcha` field.
 *
 * The parameters are signed as a whole, so they pass through untouched (looseObject): dropping a field
 * the server added would break the signature.
 */
export const challengeValueSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    /** Seconds since the epoch. */
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
});
export type ChallengeValue = z.infer<typeof challengeValueSchema>;
