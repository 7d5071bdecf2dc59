import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, chatModels, chatMutes, chatTokens, members, sessions } from '../../db/schema';

export type ChatModelRow = typeof chatModels.$inferSelect;
export type NewChatModel = typeof chatModels.$inferInsert;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatMuteRow = typeof chatMutes.$inferSelect;

/** Models in the brand's order, each with the time of its room's newest message. */
export async function readModels(db: Executor, options: { enabledOnly: boolean; ids?: string[] }) {
  // Per room the newest visible message through the room index, rather than a scan of every message.
  // (Written out: inside a select list Drizzle names columns without their table, and `id` would be m.id.)
  const lastActivityAt = sql`(select m.created_at from chat_messages m
      where m.model_id = chat_models.id and m.deleted_at is null order by m.id desc limit 1)`.mapWith(
    chatMessages.createdAt,
  );
  return db
    .select({ model: chatModels, lastActivityAt })
    .from(chatModels)
    .where(
      and(
        options.enabledOnly ? eq(chatModels.enabled, true) : undefined,
        options.ids ? inArray(chatModels.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(chatModels.sort), asc(chatModels.id));
}

export async function findModel(db: Executor, id: string): Promise<ChatModelRow | null> {
  const [row] = await db.select().from(chatModels).where(eq(chatModels.id, id));
  return row ?? null;
}

/** Shows or hides a host; answers the row, or null for an unknown id. */
export async function setModelEnabled(
  db: Executor,
  id: string,
  enabled: boolean,
): Promise<ChatModelRow | null> {
  const [row] = await db.update(chatModels).set({ enabled }).where(eq(chatModels.id, id)).returning();
  return row ?? null;
}

export async function insertModels(db: Executor, rows: NewChatModel[]) {
  if (rows.length > 0) await db.insert(chatModels).values(rows).onConflictDoNothing();
}

export async function insertToken(db: Executor, row: typeof chatTokens.$inferInsert) {
  await db.insert(chatTokens).values(row);
}

/** A token with its member and the site session it came from (liveness is the service's to judge). */
export async function findToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      token: chatTokens,
      member: {
        id: members.id,
        account: members.account,
        nickname: members.nickname,
        type: members.type,
        status: members.status,
      },
      session: {
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
      },
    })
    .from(chatTokens)
    .innerJoin(members, eq(members.id, chatTokens.memberId))
    .innerJoin(sessions, eq(sessions.id, chatTokens.sessionId))
    .where(eq(chatTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchTokens(db: Executor, tokenHashes: string[], at: Date) {
  if (tokenHashes.length === 0) return;
  await db.update(chatTokens).set({ lastUsedAt: at }).where(inArray(chatTokens.tokenHash, tokenHashes));
}

export async function deleteTokensUnusedSince(db: Executor, before: Date) {
  await db.delete(chatTokens).where(lt(chatTokens.lastUsedAt, before));
}

/**
 * A message sent counts as the member's activity on the site session, written at most once a minute,
 * and only while the session is still live (a send never revives an ended one).
 */
export async function touchSession(
  db: Executor,
  sessionId: number,
  now: Date,
  limits: { idleMs: number; absoluteMs: number },
) {
  const ms = (value: number) => new Date(now.getTime() - value);
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        lt(sessions.lastSeenAt, ms(60_000)),
        gt(sessions.lastSeenAt, ms(limits.idleMs)),
        gt(sessions.createdAt, ms(limits.absoluteMs)),
      ),
    );
}

export async function insertMessage(db: Executor, row: Omit<typeof chatMessages.$inferInsert, 'id'>) {
  const [inserted] = await db.insert(chatMessages).values(row).returning();
  return inserted!;
}

/** Visible messages of a room older than `before` (all when null), newest first, with the author's account. */
export async function readMessages(db: Executor, modelId: string, before: number | null, limit: number) {
  const conditions: SQL[] = [eq(chatMessages.modelId, modelId), isNull(chatMessages.deletedAt)];
  if (before !== null) conditions.push(lt(chatMessages.id, before));
  return db
    .select({ message: chatMessages, account: members.account })
    .from(chatMessages)
    .leftJoin(members, eq(members.id, chatMessages.memberId))
    .where(and(...conditions))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

export async function hasMessages(db: Executor, modelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.modelId, modelId))
    .limit(1);
  return row !== undefined;
}

/** Hides a visible message; null when there is none with that id (or it was already deleted). */
export async function markDeleted(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: at })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id, modelId: chatMessages.modelId });
  return row ?? null;
}

/** Per room: visible messages and the newest one's time. */
export async function roomCounts(db: Executor) {
  return db
    .select({ modelId: chatMessages.modelId, messages: count(), lastAt: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(isNull(chatMessages.deletedAt))
    .groupBy(chatMessages.modelId);
}

export async function findMute(db: Executor, memberId: number): Promise<ChatMuteRow | null> {
  const [row] = await db.select().from(chatMutes).where(eq(chatMutes.memberId, memberId));
  return row ?? null;
}

export async function upsertMute(db: Executor, row: typeof chatMutes.$inferInsert) {
  await db
    .insert(chatMutes)
    .values(row)
    .onConflictDoUpdate({
      target: chatMutes.memberId,
      set: { until: row.until ?? null, reason: row.reason ?? '', createdAt: row.createdAt },
    });
}

export async function deleteMute(db: Executor, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(chatMutes)
    .where(eq(chatMutes.memberId, memberId))
    .returning({ memberId: chatMutes.memberId });
  return rows.length > 0;
}

/** Mutes in force at `now` (without end, or ending later), with the member's account. */
export async function readMutes(db: Executor, now: Date) {
  return db
    .select({ mute: chatMutes, account: members.account })
    .from(chatMutes)
    .innerJoin(members, eq(members.id, chatMutes.memberId))
    .where(or(isNull(chatMutes.until), gt(chatMutes.until, now)))
    .orderBy(asc(members.account));
}
