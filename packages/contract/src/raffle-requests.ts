import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the raffle relays (raffle.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));

/** A language code (EN, PT-BR, ...); one the brand does not offer reads in its default. */
const languageSchema = z.optional(checked(z.string(), z.maxLength(8)));

/** The raffles' list: titles in `language` (the brand default when absent). */
export const rafflesRequestSchema = z.object({ language: languageSchema });
export type RafflesRequest = z.infer<typeof rafflesRequestSchema>;

/**
 * A winner's claim of a raffle's prize; a repeat with the same request id answers as the first did.
 * `language` titles the answer and the bonus's memo.
 */
export const claimRaffleRequestSchema = z.object({
  raffleId: checked(z.int(), z.gte(1), z.lte(2_147_483_647)),
  requestId: requestIdSchema,
  language: languageSchema,
});
export type ClaimRaffleRequest = z.infer<typeof claimRaffleRequestSchema>;
