import * as z from 'zod/mini';
import { revenuePeriods } from './agent-revenue.ts';
import { checked } from './checked.ts';

/* What the revenue report takes (agent-revenue.ts has the path and answer); only the server parses it. */

/** A day of the brand's time zone; an impossible date (2026-02-30) is refused by the server. */
const dateSchema = checked(z.string(), z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const agentRevenueQuerySchema = z.object({
  period: z._default(z.enum(revenuePeriods), 'today'),
  startDate: z.optional(dateSchema),
  endDate: z.optional(dateSchema),
  /** An agent of the caller's downline to drill into; absent: the caller. */
  agent: z.optional(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(2_147_483_647))),
});
export type AgentRevenueFilters = z.output<typeof agentRevenueQuerySchema>;
