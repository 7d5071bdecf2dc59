import * as z from 'zod/mini';

/*
 * The red envelope (issue 19; spec §1 lists it among the site's facilities): timed rounds the
 * operator announces; during a round each signed-in member opens one envelope and gets a random share
 * of the round's pool, paid as a bonus with wagering. The product gives no paths: these relays are
 * chosen here, like the reward centre's (decision 0240). Request schemas only the server parses are
 * in red-envelope-requests.ts.
 */
export const redEnvelopePaths = {
  /** The current and the next round; visitors may read it too (GET or POST). */
  rounds: '/wps/relay/MCS2_getRedEnvelope',
  /** Opens the member's envelope of a round: `{roundId, requestId}`. */
  open: '/wps/relay/MCS2_openRedEnvelope',
} as const;

/** What the member's envelope of a round paid, once opened. */
export const redEnvelopeOpenedSchema = z.object({
  amount: z.int(),
  bonusId: z.int(),
  /** The wagering the amount carries (the round's multiple of it). */
  turnoverRequired: z.int(),
  openedAt: z.string(),
});
export type RedEnvelopeOpened = z.infer<typeof redEnvelopeOpenedSchema>;

export const redEnvelopeRoundSchema = z.object({
  id: z.int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The round's pool and what is left of it, in minor units. */
  pool: z.int(),
  remaining: z.int(),
  envelopes: z.int(),
  /** Envelopes still to open (envelopes minus those opened). */
  envelopesLeft: z.int(),
  /** The least an envelope pays. */
  minAmount: z.int(),
  /** Each envelope's amount is to be wagered this many times before it can be withdrawn (0: none). */
  turnoverMultiple: z.int(),
  /** Whether agents may open envelopes of this round. */
  agents: z.boolean(),
  /** The signed-in member's envelope of this round, once opened; null for a visitor. */
  opened: z.nullable(redEnvelopeOpenedSchema),
});
export type RedEnvelopeRound = z.infer<typeof redEnvelopeRoundSchema>;

export const redEnvelopeValueSchema = z.object({
  /** The round open now, if any. */
  current: z.nullable(redEnvelopeRoundSchema),
  /** The next round to start, if one is scheduled. */
  next: z.nullable(redEnvelopeRoundSchema),
  /** The server's clock, so a countdown on a device whose clock is off still ends on time. */
  serverTime: z.string(),
});
export type RedEnvelopeValue = z.infer<typeof redEnvelopeValueSchema>;

/** What opening answers: the amount drawn, paid as a bonus, and the round as it now stands. */
export const openRedEnvelopeValueSchema = z.object({
  opened: redEnvelopeOpenedSchema,
  round: redEnvelopeRoundSchema,
});
export type OpenRedEnvelopeValue = z.infer<typeof openRedEnvelopeValueSchema>;
