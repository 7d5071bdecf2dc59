import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { agentTypes } from '@lobby/contract/accounts';
import type { Executor } from '../../db/client';
import {
  agentAnnouncementCounts,
  agentAnnouncementReadCounts,
  agentAnnouncementReads,
  agentAnnouncements,
  memberAncestors,
  members,
} from '../../db/schema';

export type AgentAnnouncementRow = typeof agentAnnouncements.$inferSelect;

/** Every agent's audience; a team's is its top agent's member id. */
export const everyAgent = 0;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The top agent of an agent's tree: its highest upline that is an agent, or itself. The team
 * announcements it reads are that agent's.
 */
export async function topAgentOf(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ id: memberAncestors.ancestorId })
    .from(memberAncestors)
    .innerJoin(members, eq(members.id, memberAncestors.ancestorId))
    .where(and(eq(memberAncestors.memberId, memberId), inArray(members.type, [...agentTypes])))
    .orderBy(desc(memberAncestors.depth))
    .limit(1);
  return row?.id ?? memberId;
}

/** Publishes one and adds it to its audience's live count, in the caller's transaction. */
export async function insertAnnouncement(
  db: Executor,
  announcement: { title: string; content: string; audience: number; publishedBy: string; at: Date },
): Promise<AgentAnnouncementRow> {
  const [row] = await db
    .insert(agentAnnouncements)
    .values({
      title: announcement.title,
      content: announcement.content,
      audience: announcement.audience,
      publishedBy: announcement.publishedBy,
      publishedAt: announcement.at,
    })
    .returning();
  await db
    .insert(agentAnnouncementCounts)
    .values({ audience: announcement.audience, live: 1 })
    .onConflictDoUpdate({
      target: agentAnnouncementCounts.audience,
      set: { live: sql`${agentAnnouncementCounts.live} + 1` },
    });
  return row!;
}

/**
 * Withdraws a live announcement: off its audience's live count, its reads deleted and taken off each
 * reader's count, in the caller's transaction. The update's row lock makes an agent opening it at the
 * same moment wait and then find it withdrawn (markRead). Answers null when it was not live.
 */
export async function withdrawAnnouncement(db: Executor, id: number, at: Date) {
  const [row] = await db
    .update(agentAnnouncements)
    .set({ withdrawnAt: at })
    .where(and(eq(agentAnnouncements.id, id), isNull(agentAnnouncements.withdrawnAt)))
    .returning();
  if (!row) return null;
  await db
    .update(agentAnnouncementCounts)
    .set({ live: sql`${agentAnnouncementCounts.live} - 1` })
    .where(eq(agentAnnouncementCounts.audience, row.audience));
  const readers = rowsOf<{ member_id: number }>(
    await db.execute(sql`
      with deleted as (
        delete from ${agentAnnouncementReads} where announcement_id = ${id} returning member_id
      )
      update ${agentAnnouncementReadCounts} set read = read - 1
      where audience = ${row.audience} and member_id in (select member_id from deleted)
      returning member_id`),
  );
  return { row, readers: readers.length };
}

/** The agent's unread count: its audiences' live announcements less what it read of each. */
export async function readUnread(db: Executor, memberId: number, team: number): Promise<number> {
  const audiences = [...new Set([everyAgent, team])];
  const [row] = rowsOf<{ unread: number }>(
    await db.execute(sql`
      select (
        coalesce((select sum(live) from ${agentAnnouncementCounts} where audience in (${sql.join(
          audiences.map((a) => sql`${a}`),
          sql`, `,
        )})), 0)
        - coalesce((select sum(read) from ${agentAnnouncementReadCounts}
                    where member_id = ${memberId} and audience in (${sql.join(
                      audiences.map((a) => sql`${a}`),
                      sql`, `,
                    )})), 0)
      )::int as unread`),
  );
  // Never below zero, whatever a count says (decision 0273); the CHECKs keep each count at 0 or more.
  return Math.max(0, row?.unread ?? 0);
}

/** How many are live for the agent's audiences, from the kept counts. */
export async function readLive(db: Executor, team: number): Promise<number> {
  const audiences = [...new Set([everyAgent, team])];
  const [row] = await db
    .select({ live: sql<number>`coalesce(sum(${agentAnnouncementCounts.live}), 0)::int` })
    .from(agentAnnouncementCounts)
    .where(inArray(agentAnnouncementCounts.audience, audiences));
  return row?.live ?? 0;
}

/**
 * A page of the agent's live announcements, unread first, then newest. It sorts the audiences' live
 * announcements (a partial index range each): operators publish a handful, not thousands.
 */
export async function readPage(
  db: Executor,
  memberId: number,
  team: number,
  page: { offset: number; limit: number },
) {
  const audiences = [...new Set([everyAgent, team])];
  return db
    .select({
      id: agentAnnouncements.id,
      title: agentAnnouncements.title,
      audience: agentAnnouncements.audience,
      publishedAt: agentAnnouncements.publishedAt,
      readAt: agentAnnouncementReads.readAt,
    })
    .from(agentAnnouncements)
    .leftJoin(
      agentAnnouncementReads,
      and(
        eq(agentAnnouncementReads.announcementId, agentAnnouncements.id),
        eq(agentAnnouncementReads.memberId, memberId),
      ),
    )
    .where(and(inArray(agentAnnouncements.audience, audiences), isNull(agentAnnouncements.withdrawnAt)))
    .orderBy(sql`${agentAnnouncementReads.readAt} is not null`, desc(agentAnnouncements.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Opens one for the agent: the announcement, locked (FOR SHARE) so a withdrawal waits for this
 * transaction, and when live and addressed to the agent, its read row and the agent's read count.
 * Opening it again changes nothing. Run it in a transaction.
 */
export async function markRead(db: Executor, memberId: number, team: number, id: number, at: Date) {
  const [row] = await db
    .select()
    .from(agentAnnouncements)
    .where(
      and(
        eq(agentAnnouncements.id, id),
        isNull(agentAnnouncements.withdrawnAt),
        inArray(agentAnnouncements.audience, [...new Set([everyAgent, team])]),
      ),
    )
    .for('share');
  if (!row) return null;
  const inserted = await db
    .insert(agentAnnouncementReads)
    .values({ announcementId: id, memberId, readAt: at })
    .onConflictDoNothing()
    .returning({ readAt: agentAnnouncementReads.readAt });
  if (inserted.length > 0) {
    await db
      .insert(agentAnnouncementReadCounts)
      .values({ memberId, audience: row.audience, read: 1 })
      .onConflictDoUpdate({
        target: [agentAnnouncementReadCounts.memberId, agentAnnouncementReadCounts.audience],
        set: { read: sql`${agentAnnouncementReadCounts.read} + 1` },
      });
  }
  return row;
}

/** The operator's list: every announcement, withdrawn ones too, newest first, with the team's top agent. */
export async function readAll(db: Executor, limit: number) {
  return db
    .select({ row: agentAnnouncements, teamAccount: members.account })
    .from(agentAnnouncements)
    .leftJoin(members, eq(members.id, agentAnnouncements.audience))
    .orderBy(desc(agentAnnouncements.id))
    .limit(limit);
}
