import * as z from 'zod/mini';
import { checked } from './checked.ts';

/* What the agent announcement calls take (agent-announcements.ts has the paths and answers); only the server parses it. */

export const agentAnnouncementListQuerySchema = z.object({
  pageNo: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type AgentAnnouncementListQuery = z.output<typeof agentAnnouncementListQuerySchema>;

export const agentAnnouncementReadRequestSchema = z.object({
  id: checked(z.int(), z.gte(1), z.lte(2_147_483_647)),
});
export type AgentAnnouncementReadRequest = z.output<typeof agentAnnouncementReadRequestSchema>;
