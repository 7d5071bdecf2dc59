import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { redemptionStatuses } from './points.ts';
import { requestIdSchema as requestIdLength } from './wallet.ts';

/* Inputs of the points relays (points.ts), parsed by the server only. */

const requestIdSchema = checked(requestIdLength, z.regex(/^[A-Za-z0-9_-]+$/));
/** A language code (EN, PT-BR, ...); one the brand does not offer reads in its default. */
const languageSchema = z.optional(checked(z.string(), z.maxLength(8)));
/** A day of the brand's time zone; an impossible date is refused by the server. */
const dateSchema = checked(z.string(), z.regex(/^\d{4}-\d{2}-\d{2}$/));
/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}
/** Counts the server checks itself, so 0, negative or fractional ones answer a translated key. */
const count = checked(z.number(), z.gte(-1e15), z.lte(1e15));

/** The reads that show text: in `language` (the brand default when absent). */
export const pointLanguageRequestSchema = z.object({ language: languageSchema });
export type PointLanguageRequest = z.infer<typeof pointLanguageRequestSchema>;

export const redeemPointRequestSchema = z.object({
  rewardId: checked(z.int(), z.gte(1), z.lte(2_147_483_647)),
  quantity: count,
  paymentPassword: checked(z.string(), z.maxLength(128)),
  requestId: requestIdSchema,
  language: languageSchema,
});
export type RedeemPointRequest = z.infer<typeof redeemPointRequestSchema>;

export const convertPointRequestSchema = z.object({
  points: count,
  paymentPassword: checked(z.string(), z.maxLength(128)),
  requestId: requestIdSchema,
});
export type ConvertPointRequest = z.infer<typeof convertPointRequestSchema>;

export const redemptionListRequestSchema = z.object({
  status: z.optional(z.enum(redemptionStatuses)),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
  language: languageSchema,
});
export type RedemptionListFilters = z.output<typeof redemptionListRequestSchema>;

export const pointDetailsRequestSchema = z.object({
  /** Days of the brand's time zone, both included; absent: unbounded. */
  startDate: z.optional(dateSchema),
  endDate: z.optional(dateSchema),
  pageNo: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type PointDetailsFilters = z.output<typeof pointDetailsRequestSchema>;
