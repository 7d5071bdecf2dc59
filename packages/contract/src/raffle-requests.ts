import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the raffle relays (raffle.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));

/** A winner's claim of a raffle's prize; a repeat with the same request id answers as the first did. */
export const claimRaffleRequestSchema = z.object({
  raffleId: checked(z.int(), z.gte(1), z.lte(2_147_483_647)),
  requestId: requestIdSchema,
});
export type ClaimRaffleRequest = z.infer<typeof claimRaffleRequestSchema>;
