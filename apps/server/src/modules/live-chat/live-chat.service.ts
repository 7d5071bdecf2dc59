import { pickTextIn, textLanguage, type TextLanguage } from '@lobby/contract/languages';
import {
  chatLimits,
  chatModelAvatarUrl,
  chatPageUrl,
  type ChatModel,
  type LaunchChatValue,
  type ModelListValue,
} from '@lobby/contract/live-chat';
import type { LaunchChatRequest, ModelListQuery } from '@lobby/contract/live-chat-requests';
import type { ChatHistoryValue, ChatMe, ChatMessage } from '@lobby/contract/live-chat-room';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import type { Random } from '../../lib/random';
import { sha256Hex } from '../../lib/sha256';
import type { KeyedLimiter } from '../../plugins/keyed-limiter';
import { findMemberByAccount } from '../accounts/members.repository';
import { isSessionLive, sessionLimits } from '../auth/session-token';
import type { SettingsStore } from '../system/settings.store';
import { liveSessions } from '../wallet/wallet.repository';
import { maskAccount } from '../winner-board/mask-account';
import type { ChatBus, StoredMessage } from './chat-events';
import type { ChatPresence } from './chat-presence';
import {
  deleteMute,
  deleteTokensUnusedSince,
  findModel,
  findMute,
  findToken,
  hasMessages,
  insertMessage,
  insertToken,
  markDeleted,
  readMessages,
  readModels,
  readMutes,
  roomCounts,
  setModelEnabled,
  touchSession,
  touchTokens,
  type ChatMessageRow,
  type ChatModelRow,
  upsertMute,
} from './live-chat.repository';
import { scheduleState } from './schedule';

/** A chat token lapses after this long unused; an open socket uses it (socket sweeps touch it). */
export const chatTokenIdleMs = 15 * 60_000;
/** About one message a second, with a burst of five: a fixed window, shared by instances through Redis. */
export const chatSendRule = { max: 5, windowMs: 5_000 };
/** Unused tokens are deleted after a day: long after they lapsed, soon enough that the table stays small. */
const tokenRetentionMs = 24 * 60 * 60_000;

/** Who is on the other end of a chat token: one member in one room, under one site session. */
export type ChatContext = {
  tokenHash: string;
  memberId: number;
  sessionId: number;
  modelId: string;
  language: string;
  /** As others see the member. */
  name: string;
};

/** Words only the site's own people speak under, wherever they stand in a nickname. */
const staffWords = ['support', 'admin', 'moderator', 'official', 'staff', 'customerservice', 'helpdesk'];
/** Names that must not be a nickname on their own. */
const staffNames = ['mod', 'system', 'operator', 'host', 'service', 'cs', 'bot'];

/** Letters and digits only, compatibility-folded and lower case: 'Ｓｕｐｐｏｒｔ_' reads 'support'. */
const folded = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A nickname that passes for the room's host, the brand or the site's staff (Support, Admin) would let
 * a member speak in their name: such a member is shown as their masked account instead.
 */
function impersonates(nickname: string, reserved: { host: string; brand: string }): boolean {
  const name = folded(nickname);
  const brand = folded(reserved.brand);
  return (
    name === folded(reserved.host) ||
    staffNames.includes(name) ||
    staffWords.some((word) => name.includes(word)) ||
    (brand.length > 0 && name.includes(brand))
  );
}

/** Nickname, or else the account masked as the winner board masks it ('player01' → 'pl***01'). */
export function displayName(
  member: { account: string; nickname: string },
  reserved: { host: string; brand: string },
): string {
  const nickname = [...member.nickname.trim()].slice(0, 32).join('');
  return nickname && !impersonates(nickname, reserved) ? nickname : maskAccount(member.account);
}

/**
 * Plain text on one line: control characters (line breaks included) become spaces, then the ends are
 * trimmed. Length is counted in code points, as PostgreSQL's char_length counts them.
 */
export function normalizeText(text: string): string {
  return text.replace(/\p{Cc}+/gu, ' ').trim();
}

function checkedText(text: string): string {
  const normalized = normalizeText(text);
  const length = [...normalized].length;
  if (length < 1 || length > chatLimits.textMax) {
    throw new DomainError('BAD_REQUEST', 'chat_message_length', 400);
  }
  return normalized;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function stored(row: ChatMessageRow): StoredMessage {
  return {
    id: row.id,
    modelId: row.modelId,
    kind: row.kind,
    name: row.name,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored message as one reader sees it. */
export const forReader = (
  message: StoredMessage,
  authorId: number | null,
  readerId: number,
): ChatMessage => ({
  ...message,
  mine: authorId !== null && authorId === readerId,
});

export type LiveChatDeps = {
  db: Database;
  clock: Clock;
  random: Random;
  settings: SettingsStore;
  limiter: KeyedLimiter;
  bus: ChatBus;
  presence: ChatPresence;
};

/**
 * Live-chat models (product §7 CBS_modelList, CBS_launchChat) and their rooms: the rules of the list, the
 * launch, the history and sending, and what operators do (post as the host, mute, delete). Every
 * change is published on the chat bus, so the sockets of every instance follow.
 */
export function createLiveChatService(deps: LiveChatDeps) {
  const { db, clock } = deps;

  async function timeZone(): Promise<number> {
    return (await deps.settings.get('brand')).timeZoneOffsetMinutes;
  }

  function toModel(
    row: ChatModelRow,
    extra: { lastActivityAt: Date | null; viewers: number; offset: number; words: TextLanguage },
  ): ChatModel {
    const state = scheduleState(row.schedule, clock.now(), extra.offset);
    return {
      modelId: row.id,
      name: row.name,
      avatarUrl: chatModelAvatarUrl(row.id),
      bio: pickTextIn(row.bio, extra.words),
      languages: row.languages,
      tags: row.tags,
      online: state.online,
      nextChangeAt: state.nextChangeAt === null ? null : new Date(state.nextChangeAt).toISOString(),
      schedule: row.schedule,
      viewers: extra.viewers,
      lastActivityAt: iso(extra.lastActivityAt),
    };
  }

  async function enabledModel(modelId: string): Promise<ChatModelRow> {
    const model = await findModel(db, modelId);
    if (!model?.enabled) throw notFound('chat_model_not_found');
    return model;
  }

  async function muteOf(memberId: number): Promise<ChatMe['mutedUntil'] | false> {
    const mute = await findMute(db, memberId);
    if (!mute) return false;
    if (mute.until && mute.until.getTime() <= clock.now()) return false;
    return iso(mute.until);
  }

  async function publishMessage(row: ChatMessageRow, clientId?: string): Promise<StoredMessage> {
    const message = stored(row);
    await deps.bus.publish({ kind: 'message', message, authorId: row.memberId, clientId });
    return message;
  }

  const service = {
    /** A model, enabled or not (its picture stays drawable). */
    async model(modelId: string) {
      return findModel(db, modelId);
    },

    async modelList(query: ModelListQuery): Promise<ModelListValue> {
      const words = textLanguage(query.language, await deps.settings.get('brand'));
      const offset = await timeZone();
      const rows = await readModels(db, { enabledOnly: true });
      const viewers = await deps.presence.counts(rows.map((r) => r.model.id));
      const speaks = query.speaks?.toUpperCase();
      const tag = query.tag?.toLowerCase();
      const all = rows
        .filter((r) => !speaks || r.model.languages.includes(speaks))
        .filter((r) => !tag || r.model.tags.some((t) => t.toLowerCase() === tag))
        .map((r) =>
          toModel(r.model, {
            lastActivityAt: r.lastActivityAt,
            viewers: viewers.get(r.model.id) ?? 0,
            offset,
            words,
          }),
        )
        .filter((m) => query.status === 'ALL' || m.online === (query.status === 'ONLINE'))
        // Stable: within online and offline the brand's order stays.
        .sort((a, b) => Number(b.online) - Number(a.online));
      const start = (query.pageNo - 1) * query.pageSize;
      return {
        list: all.slice(start, start + query.pageSize),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: all.length,
        totalPages: Math.max(1, Math.ceil(all.length / query.pageSize)),
        timeZoneOffsetMinutes: offset,
      };
    },

    /** A chat token for one member and room, bound to the site session that asked (like a game launch). */
    async launch(
      session: { sessionId: number; member: { id: number } },
      request: LaunchChatRequest,
    ): Promise<LaunchChatValue> {
      const model = await enabledModel(request.modelId);
      const token = deps.random.bytes(32).toString('base64url');
      const now = new Date(clock.now());
      await insertToken(db, {
        tokenHash: sha256Hex(token),
        memberId: session.member.id,
        sessionId: session.sessionId,
        modelId: model.id,
        language: request.language.toUpperCase().slice(0, 8),
        createdAt: now,
        lastUsedAt: now,
      });
      return {
        chatUrl: chatPageUrl(model.id, token),
        modelId: model.id,
        name: model.name,
        tokenIdleMinutes: chatTokenIdleMs / 60_000,
      };
    },

    /**
     * The member and room of a chat token, counting as a use. Unknown, lapsed, or from a session that
     * ended (or a member disabled since): `chat_session_expired`; the page sends the member back.
     */
    async openRoom(token: string): Promise<ChatContext> {
      const tokenHash = sha256Hex(token);
      const found = await findToken(db, tokenHash);
      const now = clock.now();
      const live =
        found !== null &&
        found.member.status === 'active' &&
        now - found.token.lastUsedAt.getTime() <= chatTokenIdleMs &&
        isSessionLive(
          {
            createdAt: found.session.createdAt.getTime(),
            lastSeenAt: found.session.lastSeenAt.getTime(),
            revokedAt: found.session.revokedAt?.getTime() ?? null,
          },
          now,
        );
      if (!found || !live) throw unauthorized('chat_session_expired');
      const [model, brand] = await Promise.all([
        enabledModel(found.token.modelId),
        deps.settings.get('brand'),
      ]);
      await touchTokens(db, [tokenHash], new Date(now));
      return {
        tokenHash,
        memberId: found.member.id,
        sessionId: found.token.sessionId,
        modelId: found.token.modelId,
        language: found.token.language,
        name: displayName(found.member, { host: model.name, brand: brand.name }),
      };
    },

    /** The room's model and the reader, as the page's header shows them. */
    async roomView(context: ChatContext): Promise<{ model: ChatModel; me: ChatMe; viewers: number }> {
      const [rows, viewers, muted, brand] = await Promise.all([
        readModels(db, { enabledOnly: false, ids: [context.modelId] }),
        deps.presence.counts([context.modelId]),
        muteOf(context.memberId),
        deps.settings.get('brand'),
      ]);
      const [row] = rows;
      if (!row) throw notFound('chat_model_not_found');
      const count = viewers.get(context.modelId) ?? 0;
      return {
        model: toModel(row.model, {
          lastActivityAt: row.lastActivityAt,
          viewers: count,
          offset: brand.timeZoneOffsetMinutes,
          words: textLanguage(context.language, brand),
        }),
        me: { name: context.name, muted: muted !== false, mutedUntil: muted === false ? null : muted },
        viewers: count,
      };
    },

    /** A page of the room's messages, oldest first, as this reader sees them. */
    async messages(context: ChatContext, before: number | null, limit: number) {
      const rows = await readMessages(db, context.modelId, before, limit + 1);
      const page = rows.slice(0, limit).reverse();
      return {
        messages: page.map((r) => forReader(stored(r.message), r.message.memberId, context.memberId)),
        hasMore: rows.length > limit,
      };
    },

    async history(token: string, before: number | null, limit: number): Promise<ChatHistoryValue> {
      const context = await service.openRoom(token);
      const [view, page] = await Promise.all([
        service.roomView(context),
        service.messages(context, before, limit),
      ]);
      return { model: view.model, me: view.me, ...page };
    },

    /** A member's message: 1–200 characters, not muted, within the rate; stored, then published. */
    async send(context: ChatContext, text: string, clientId?: string): Promise<StoredMessage> {
      const body = checkedText(text);
      if ((await muteOf(context.memberId)) !== false) throw new DomainError('FORBIDDEN', 'chat_muted', 403);
      const limit = await deps.limiter.hit(`chat:send:${context.memberId}`, chatSendRule);
      if (!limit.allowed) throw tooManyRequests('chat_too_fast', limit.retryAfterSeconds);
      const now = new Date(clock.now());
      const row = await insertMessage(db, {
        modelId: context.modelId,
        memberId: context.memberId,
        kind: 'member',
        name: context.name,
        body,
        createdAt: now,
      });
      await touchSession(db, context.sessionId, now, sessionLimits);
      return publishMessage(row, clientId);
    },

    /** The host's side (an operator; the demo seed's welcome messages too). */
    async postAsHost(modelId: string, text: string): Promise<StoredMessage> {
      const model = await findModel(db, modelId);
      if (!model) throw notFound('chat_model_not_found');
      const row = await insertMessage(db, {
        modelId: model.id,
        memberId: null,
        kind: 'host',
        name: model.name,
        body: checkedText(text),
        createdAt: new Date(clock.now()),
      });
      return publishMessage(row);
    },

    /** Seeds a room's first message, once: a room that ever had a message is left alone. */
    async welcome(modelId: string, text: string): Promise<boolean> {
      if (await hasMessages(db, modelId)) return false;
      await service.postAsHost(modelId, text);
      return true;
    },

    /** Hides a message everywhere; null when there is no visible message with that id. */
    async deleteMessage(id: number): Promise<{ id: number; modelId: string } | null> {
      const deleted = await markDeleted(db, id, new Date(clock.now()));
      if (!deleted) return null;
      await deps.bus.publish({ kind: 'deleted', modelId: deleted.modelId, id: deleted.id });
      return deleted;
    },

    /** Mutes a member in every room, for `minutes` or (null) until unmuted; null for an unknown account. */
    async mute(account: string, minutes: number | null, reason: string) {
      const member = await findMemberByAccount(db, account);
      if (!member) return null;
      const now = clock.now();
      const until = minutes === null ? null : new Date(now + minutes * 60_000);
      await upsertMute(db, { memberId: member.id, until, reason, createdAt: new Date(now) });
      await deps.bus.publish({ kind: 'mute', memberId: member.id, muted: true, until: iso(until) });
      return { account: member.account, until: iso(until), reason };
    },

    async unmute(account: string): Promise<{ account: string; wasMuted: boolean } | null> {
      const member = await findMemberByAccount(db, account);
      if (!member) return null;
      const wasMuted = await deleteMute(db, member.id);
      await deps.bus.publish({ kind: 'mute', memberId: member.id, muted: false, until: null });
      return { account: member.account, wasMuted };
    },

    async mutes() {
      const rows = await readMutes(db, new Date(clock.now()));
      return rows.map((r) => ({ account: r.account, until: iso(r.mute.until), reason: r.mute.reason }));
    },

    /** Every room, for operators: status by the schedule, viewers now, messages and last activity. */
    async rooms() {
      const [rows, counts, offset] = await Promise.all([
        readModels(db, { enabledOnly: false }),
        roomCounts(db),
        timeZone(),
      ]);
      const viewers = await deps.presence.counts(rows.map((r) => r.model.id));
      const byRoom = new Map(counts.map((c) => [c.modelId, c]));
      return rows.map(({ model }) => ({
        modelId: model.id,
        name: model.name,
        enabled: model.enabled,
        online: scheduleState(model.schedule, clock.now(), offset).online,
        viewers: viewers.get(model.id) ?? 0,
        messages: byRoom.get(model.id)?.messages ?? 0,
        lastActivityAt: iso(byRoom.get(model.id)?.lastAt ?? null),
      }));
    },

    /**
     * Takes a host off the list (or puts one back): a hidden host's chat can no longer be launched or
     * reopened, as for a room that does not exist; sockets already in the room stay until they close,
     * and history is kept.
     */
    async setEnabled(modelId: string, enabled: boolean) {
      return setModelEnabled(db, modelId, enabled);
    },

    /** A room's newest messages with their authors' accounts, for operators (who mute and delete). */
    async recentMessages(modelId: string, limit: number) {
      if (!(await findModel(db, modelId))) return null;
      const rows = await readMessages(db, modelId, null, limit);
      return rows.reverse().map((r) => ({ ...stored(r.message), account: r.account }));
    },

    /** Open sockets keep their tokens in use; tokens unused for a day are deleted. */
    async keepTokens(tokenHashes: string[]) {
      const now = clock.now();
      await touchTokens(db, tokenHashes, new Date(now));
      await deleteTokensUnusedSince(db, new Date(now - tokenRetentionMs));
    },

    /** Which of these site sessions are still live (sockets of the others are closed). */
    async liveSessions(sessionIds: number[]): Promise<Set<number>> {
      return liveSessions(db, sessionIds, clock.now());
    },

    /** The host's status by the schedule now, for sockets to push when it changes. */
    async statuses(modelIds: string[]) {
      const offset = await timeZone();
      const rows = modelIds.length > 0 ? await readModels(db, { enabledOnly: false, ids: modelIds }) : [];
      const now = clock.now();
      return new Map(
        rows.map((r) => {
          const state = scheduleState(r.model.schedule, now, offset);
          const next = state.nextChangeAt === null ? null : new Date(state.nextChangeAt).toISOString();
          return [r.model.id, { online: state.online, nextChangeAt: next }] as const;
        }),
      );
    },
  };
  return service;
}

export type LiveChatService = ReturnType<typeof createLiveChatService>;
