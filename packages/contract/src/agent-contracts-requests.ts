import * as z from 'zod/mini';
import { contractKinds, contractStates, contractTermsSchema } from './agent-contracts.ts';
import { checked } from './checked.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the contract calls (agent-contracts.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));
const contractIdSchema = checked(z.coerce.number(), z.int(), z.gte(1), z.lte(2_147_483_647));
/** A party's words when rejecting or ending a contract, shown to the other party as written. */
const noteSchema = z._default(checked(z.string(), z.trim(), z.maxLength(200)), '');

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

/** The four §7 calls: the offered downline accepts or rejects an offer of the call's kind. */
export const answerContractRequestSchema = z.object({
  contractId: contractIdSchema,
  action: z.enum(['accept', 'reject']),
  reason: noteSchema,
});
export type AnswerContractRequest = z.infer<typeof answerContractRequestSchema>;

/** The agent's contracts: as downline (offered to it, the default) or as upline (offered by it). */
export const contractListQuerySchema = z.object({
  role: z._default(z.enum(['downline', 'upline']), 'downline'),
  kind: z.optional(z.enum(contractKinds)),
  state: z.optional(z.enum(contractStates)),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

export const contractDetailQuerySchema = z.object({ contractId: contractIdSchema });
export type ContractDetailQuery = z.infer<typeof contractDetailQuerySchema>;

/**
 * An upline's offer to a direct downline agent (by account). A repeat with the same request id
 * answers the first offer again rather than making a second.
 */
export const offerContractRequestSchema = z.object({
  requestId: requestIdSchema,
  downline: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(64)),
  terms: contractTermsSchema,
});
export type OfferContractRequest = z.infer<typeof offerContractRequestSchema>;

export const terminateContractRequestSchema = z.object({
  contractId: contractIdSchema,
  reason: noteSchema,
});
export type TerminateContractRequest = z.infer<typeof terminateContractRequestSchema>;
