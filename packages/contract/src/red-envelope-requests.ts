import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the red-envelope relays (red-envelope.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));

/** Opening a round's envelope; a repeat with the same request id answers as the first did. */
export const openRedEnvelopeRequestSchema = z.object({
  roundId: checked(z.int(), z.gte(1), z.lte(2_147_483_647)),
  requestId: requestIdSchema,
});
export type OpenRedEnvelopeRequest = z.infer<typeof openRedEnvelopeRequestSchema>;
