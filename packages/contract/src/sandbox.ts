import * as z from 'zod/mini';
import { checked } from './checked.ts';

/**
 * The demo's outbox: what the sandbox SMS and e-mail adapters would have sent. Only the demo has it, and
 * it answers only the server's own machine (browser tests, a developer); it is never public.
 */
export const sandboxPaths = {
  outbox: '/sandbox/outbox',
} as const;

export const outboxChannels = ['sms', 'email'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const outboxQuerySchema = z.object({
  /** A phone number (any spelling; matched on its digits) or an e-mail address. */
  to: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(254))),
  channel: z.optional(z.enum(outboxChannels)),
  limit: z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(100)), 20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  /** Empty for SMS. */
  subject: z.string(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Newest first. */
export const outboxValueSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxValue = z.infer<typeof outboxValueSchema>;
