import * as z from 'zod/mini';
import { checked } from './checked.ts';

/*
 * Live-chat models (spec §1, §7 CBS_modelList, CBS_launchChat). A model is a host profile with a
 * public chat room: members chat in real time with everyone in the room and with the host, whose
 * side an operator writes (`npm run ops -- chat post`). Whether a host is online comes from the
 * model's weekly schedule in the brand's time zone; viewers are the sockets open in the room now.
 *
 * The chat page is the provider-style page `/provider/chat/<modelId>?token=<chat token>` (apps/games)
 * that the site opens with `chatUrl`. It never sends the token in an address of its own: the socket
 * gets it in its first message, the history call in its JSON body (POST only).
 */
export const liveChatPaths = {
  modelList: '/wps/relay/CBS_modelList',
  launchChat: '/wps/relay/CBS_launchChat',
  /** WebSocket; first message `{type:'auth', token}`. */
  socket: '/chat/ws',
  /** POST `{token, before?, limit?}`: the room and a page of its history, for the first paint and paging back. */
  history: '/chat/api/history',
} as const;

/** The chat page (served by the game provider's app), as `chatUrl` names it. */
export const chatPagePath = '/provider/chat/:modelId';
export const chatPageUrl = (modelId: string, token: string) =>
  `/provider/chat/${encodeURIComponent(modelId)}?token=${encodeURIComponent(token)}`;

/** Generated art, like the games' (an SVG the server draws from the model's name and colour). */
export const chatModelAvatarUrl = (modelId: string) => `/img/chat-model/${encodeURIComponent(modelId)}.svg`;

/**
 * Close codes of the chat socket: the chat token is unknown or expired, or the member's site session
 * ended (the page asks the member to open the chat again from the site); too many sockets of one member.
 */
export const chatSocketCloseCodes = { unauthorized: 4401, tooMany: 4429 } as const;

/**
 * A message is 1 to `textMax` characters (Unicode code points, so an emoji counts as one) after
 * trimming, plain text: the page renders it as text, never as HTML. The socket takes frames of at most
 * 1 KiB (send the text as JSON.stringify writes it, UTF-8, not \u-escaped).
 */
export const chatLimits = { textMax: 200, historyPage: 50, historyMax: 100 } as const;

export const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const weekdaySchema = z.enum(weekdays);
export type Weekday = z.infer<typeof weekdaySchema>;

const clockTime = checked(z.string(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * A weekly slot in the brand's time zone: on each of `days`, from `from` to `to` ("HH:MM"). A slot
 * whose `to` is not after `from` runs past midnight into the next day; `from` equal to `to` is 24 hours.
 */
export const chatScheduleSlotSchema = z.object({
  days: checked(z.array(weekdaySchema), z.minLength(1), z.maxLength(7)),
  from: clockTime,
  to: clockTime,
});
export type ChatScheduleSlot = z.infer<typeof chatScheduleSlotSchema>;

export const chatModelStatuses = ['ALL', 'ONLINE', 'OFFLINE'] as const;

/* @__NO_SIDE_EFFECTS__ */
function pageNumber(max: number, fallback: number) {
  return z._default(checked(z.coerce.number(), z.int(), z.gte(1), z.lte(max)), fallback);
}

/**
 * CBS_modelList (public; POST JSON or GET query). Online models come first, then the brand's order.
 * `speaks` keeps models speaking a language (spec codes, EN); `tag` models with a tag; `language` is
 * the reader's, for the bio.
 */
export const modelListQuerySchema = z.object({
  status: z._default(z.enum(chatModelStatuses), 'ALL'),
  speaks: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(8))),
  tag: z.optional(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40))),
  pageNo: pageNumber(1_000, 1),
  pageSize: pageNumber(50, 20),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
});
export type ModelListQuery = z.infer<typeof modelListQuerySchema>;

export const chatModelSchema = z.object({
  modelId: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  /** In the reader's language when written in it, else the brand default's. */
  bio: z.string(),
  /** The languages the host chats in (spec codes). */
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  /** By the schedule, now. */
  online: z.boolean(),
  /** ISO 8601: when `online` next changes by the schedule; null when it never does. */
  nextChangeAt: z.nullable(z.string()),
  /** Weekly, in the brand's time zone (`timeZoneOffsetMinutes` of the answer). */
  schedule: z.array(chatScheduleSlotSchema),
  /** Chat sockets open in the room now, on every server instance. */
  viewers: z.int(),
  /** ISO 8601 of the room's newest message; null for a room without one. */
  lastActivityAt: z.nullable(z.string()),
});
export type ChatModel = z.infer<typeof chatModelSchema>;

export const modelListValueSchema = z.object({
  list: z.array(chatModelSchema),
  pageNo: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** The brand's time zone, minutes east of UTC (480 = GMT+8): what schedules are written in. */
  timeZoneOffsetMinutes: z.int(),
});
export type ModelListValue = z.infer<typeof modelListValueSchema>;

/**
 * CBS_launchChat (POST): a real account only (a visitor 401 `not_logged_in`, a trial 403
 * `in_need_true_account`); an unknown or disabled model 404 `chat_model_not_found`. A chat may be
 * opened while the host is offline: the room stays open to members.
 */
export const launchChatRequestSchema = z.object({
  modelId: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(40)),
  language: z._default(checked(z.string(), z.maxLength(8)), 'EN'),
  platform: z.optional(checked(z.string(), z.maxLength(60))),
  merchant: z.optional(checked(z.string(), z.maxLength(40))),
});
export type LaunchChatRequest = z.infer<typeof launchChatRequestSchema>;

/**
 * `chatUrl` is the chat page with a chat token for this member and room. The token lapses after
 * `tokenIdleMinutes` without use (an open socket keeps it in use) and with the member's site session.
 */
export const launchChatValueSchema = z.object({
  chatUrl: z.string(),
  modelId: z.string(),
  tokenIdleMinutes: z.int(),
});
export type LaunchChatValue = z.infer<typeof launchChatValueSchema>;

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
