import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { chatLimits, chatModelSchema } from './live-chat.ts';

/*
 * The chat page's calls (live-chat.ts has the paths): the history call and the socket's messages. The
 * chat page (apps/games) and the server parse them; the site never does, so they live apart from
 * what the site imports.
 */

const chatToken = checked(z.string(), z.minLength(16), z.maxLength(128));

/** `before`: a message id; the page of messages older than it. Without it, the newest. */
export const chatHistoryRequestSchema = z.object({
  token: chatToken,
  before: z.optional(checked(z.number(), z.int(), z.gte(1))),
  limit: z._default(
    checked(z.number(), z.int(), z.gte(1), z.lte(chatLimits.historyMax)),
    chatLimits.historyPage,
  ),
});
export type ChatHistoryRequest = z.infer<typeof chatHistoryRequestSchema>;

export const chatMessageSchema = z.object({
  /** Increasing within a room: order messages by it (messages from several instances may cross). */
  id: z.int(),
  modelId: z.string(),
  /** `host`: written by the model's side (an operator). */
  kind: z.enum(['member', 'host']),
  /** The member's nickname, or the account masked (`pl***01`); the host's name. */
  name: z.string(),
  /** Plain text. */
  text: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Written by the member this page belongs to. */
  mine: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The reader: how others see their name, and whether they may write. */
export const chatMeSchema = z.object({
  name: z.string(),
  muted: z.boolean(),
  /** ISO 8601; null while muted means until an operator lifts it. */
  mutedUntil: z.nullable(z.string()),
});
export type ChatMe = z.infer<typeof chatMeSchema>;

/** Messages oldest first; `hasMore` when older ones exist (page back with `before` = the first id). */
export const chatHistoryValueSchema = z.object({
  model: chatModelSchema,
  me: chatMeSchema,
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistoryValue = z.infer<typeof chatHistoryValueSchema>;

/**
 * What the page sends over the socket: first `auth`, then `send`s. `clientId` (made by the page) comes
 * back with the stored message or its refusal, so the page can match them to what it showed.
 */
export const chatClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: chatToken }),
  z.object({
    type: z.literal('send'),
    text: checked(z.string(), z.maxLength(1000)),
    clientId: z.optional(checked(z.string(), z.minLength(1), z.maxLength(64))),
  }),
]);
export type ChatClientMessage = z.infer<typeof chatClientMessageSchema>;

/**
 * What the server pushes:
 * - `ready` after auth: the room, the reader, the newest messages (oldest first) and the viewers;
 * - `message`: a new message in the room (`clientId` only to the sender's sockets);
 * - `deleted`: an operator removed a message; drop it;
 * - `presence`: the viewer count changed;
 * - `status`: the host went online or offline by the schedule;
 * - `me`: the reader was muted or unmuted;
 * - `refused`: a `send` was not taken (`chat_message_length`, `chat_too_fast` with
 *   `retryAfterSeconds`, `chat_muted`, `bad_request`); the socket stays open;
 * - `error`: the socket is being closed (`chat_session_expired`, `not_logged_in`, `too_many_requests`).
 */
export const chatServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    model: chatModelSchema,
    me: chatMeSchema,
    messages: z.array(chatMessageSchema),
    hasMore: z.boolean(),
    viewers: z.int(),
  }),
  z.object({ type: z.literal('message'), message: chatMessageSchema, clientId: z.optional(z.string()) }),
  z.object({ type: z.literal('deleted'), id: z.int() }),
  z.object({ type: z.literal('presence'), viewers: z.int() }),
  z.object({ type: z.literal('status'), online: z.boolean(), nextChangeAt: z.nullable(z.string()) }),
  z.object({ type: z.literal('me'), me: chatMeSchema }),
  z.object({
    type: z.literal('refused'),
    message: z.string(),
    clientId: z.optional(z.string()),
    retryAfterSeconds: z.optional(z.int()),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatServerMessage = z.infer<typeof chatServerMessageSchema>;
