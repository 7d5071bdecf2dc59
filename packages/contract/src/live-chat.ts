import * as z from 'zod/mini';
import { checked } from './checked.ts';

/*
 * Live-chat models (product §1, §7 CBS_modelList, CBS_launchChat). A model is a host profile with a
 * public chat room: members chat in real time with everyone in the room and with the host, whose
 * side an operator writes (`npm run ops -- chat post`). Whether a host is online comes from the
 * model's weekly schedule in the brand's time zone; viewers are the sockets open in the room now.
 *
 * The chat page is the provider-style page `/provider/chat/<modelId>?token=<chat token>` (apps/games)
 * that the site opens with `chatUrl`. It never sends the token in an address of its own: the socket
 * gets it in its first message, the history call in its JSON body (POST only).
 *
 * This module has what the site parses (the paths, the model list and the launch answer). What only
 * the server parses is in live-chat-requests.ts, and the chat page's history and socket messages are
 * in live-chat-room.ts: the site's lazy screens would otherwise keep every schema defined here (pure
 * annotations do not cross chunks), and the zod code they need would join the home route's first
 * download (docs/decisions.md, Site: Performance).
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
/**
 * A page of the site's hosts strip, exactly as the site asks for it (CBS_modelList's query, in this
 * order): the server hints the first page to /live, and the hint is only used when the URLs match.
 */
export const modelListPageQuery = (language: string, pageNo: number) =>
  ({ status: 'ALL', language, pageNo, pageSize: 20, platform: 'html5-desktop' }) as const;

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
 * `chatUrl` is the chat page with a chat token for this member and room. The token lapses after
 * `tokenIdleMinutes` without use (an open socket keeps it in use) and with the member's site session.
 * `name` is the host's, which the game view's bar shows as a game's name.
 */
export const launchChatValueSchema = z.object({
  chatUrl: z.string(),
  modelId: z.string(),
  name: z.string(),
  tokenIdleMinutes: z.int(),
});
export type LaunchChatValue = z.infer<typeof launchChatValueSchema>;
