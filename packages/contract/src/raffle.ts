import * as z from 'zod/mini';
import { bonusSchema } from './rewards.ts';

/*
 * The raffle (issue 19; product §7 names MCS2_claimRafflePromotion): tickets earned by credited
 * deposits and settled stakes during the raffle's period, a draw at its end that anyone can recompute
 * (the seed's SHA-256 is published at creation, the seed itself after the draw), and prizes paid as
 * bonuses through the ledger. The read's path is chosen in decision 0247. Request schemas only the
 * server parses are in raffle-requests.ts.
 */
export const rafflePaths = {
  /** The running and recent raffles, with the signed-in member's tickets and prizes (GET or POST). */
  list: '/wps/relay/MCS2_getRaffles',
  /** A winner claims their prize: `{raffleId, requestId}`. */
  claim: '/wps/relay/MCS2_claimRafflePromotion',
} as const;

export const raffleStates = ['running', 'upcoming', 'drawing', 'drawn', 'cancelled'] as const;
export type RaffleState = (typeof raffleStates)[number];

/** One prize of a drawn raffle and who won it (the account masked, the ticket that won). */
export const raffleWinnerSchema = z.object({
  /** The prize's place, from 1. */
  place: z.int(),
  amount: z.int(),
  /** The winner's account, masked (pl***01). */
  account: z.string(),
  /** The winning ticket's number, from 0 (see the member's `firstTicket`). */
  ticket: z.int(),
  /** Whether it is the signed-in member's prize. */
  mine: z.boolean(),
  claimed: z.boolean(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

export const raffleSchema = z.object({
  id: z.int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(raffleStates),
  /** One ticket per this much deposited (minor units; 0: deposits earn none). */
  ticketPerDeposit: z.int(),
  /** One ticket per this much of settled stakes (minor units; 0: bets earn none). */
  ticketPerBet: z.int(),
  /** The prizes in place order, in minor units. */
  prizes: z.array(z.int()),
  /** Each prize is to be wagered this many times before it can be withdrawn (0: none). */
  wageringMultiple: z.int(),
  /** SHA-256 (hex) of the seed's bytes, published before the draw. */
  seedHash: z.string(),
  /** The seed (64 hex digits), once drawn; null before. */
  seed: z.nullable(z.string()),
  /** Tickets in the draw, once drawn; null before. */
  totalTickets: z.nullable(z.int()),
  /** The signed-in member's counted deposits, settled stakes and tickets (0 for a visitor). */
  myDeposits: z.int(),
  myValidBets: z.int(),
  myTickets: z.int(),
  /** The member's first ticket number in the draw (their tickets are firstTicket … +myTickets−1). */
  myFirstTicket: z.nullable(z.int()),
  winners: z.array(raffleWinnerSchema),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const rafflesValueSchema = z.object({
  /** Running and upcoming raffles first (soonest end first), then the recent drawn ones. */
  raffles: z.array(raffleSchema),
  /** The server's clock, so a countdown on a device whose clock is off still ends on time. */
  serverTime: z.string(),
});
export type RafflesValue = z.infer<typeof rafflesValueSchema>;

/** What a claim answers: the prize paid as a bonus and the raffle as it now stands. */
export const claimRaffleValueSchema = z.object({ bonus: bonusSchema, raffle: raffleSchema });
export type ClaimRaffleValue = z.infer<typeof claimRaffleValueSchema>;
