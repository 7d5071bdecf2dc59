import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { trialType } from '@lobby/contract/accounts';
import type { Executor } from '../../db/client';
import { inboxMessages, inboxUnread, memberAncestors, members, vipProgress } from '../../db/schema';

export type InboxRow = typeof inboxMessages.$inferSelect;

/** Who a message goes to. Trial accounts never get one (product §6: they fetch no messages). */
export type Recipients =
  | { memberId: number }
  | { all: true }
  | { downlineOf: number }
  /** Every member standing on this VIP rank now (vip_progress, decision 0242). */
  | { vipRank: number };

export type NewInboxMessage = {
  source: 'system' | 'operator';
  template: string | null;
  params: Record<string, string>;
  title: string;
  body: string;
  at: Date;
};

function recipientsCondition(to: Recipients): SQL {
  const real = sql`${members.type} <> ${trialType} and ${members.status} = 'active'`;
  if ('memberId' in to) return sql`${members.id} = ${to.memberId} and ${members.type} <> ${trialType}`;
  if ('all' in to) return real;
  if ('vipRank' in to) {
    return sql`${real} and ${members.id} in (select ${vipProgress.memberId} from ${vipProgress} where ${vipProgress.rank} = ${to.vipRank})`;
  }
  return sql`${real} and ${members.id} in (select ${memberAncestors.memberId} from ${memberAncestors} where ${memberAncestors.ancestorId} = ${to.downlineOf})`;
}

/**
 * Writes the message to every recipient and adds one to each one's unread count, in one statement (so
 * a broadcast to a large brand is one round trip, and the counts move with the rows). Answers the ids
 * of the members who got it.
 */
export async function insertMessages(db: Executor, to: Recipients, message: NewInboxMessage) {
  const result = await db.execute(sql`
    with inserted as (
      insert into ${inboxMessages} (member_id, source, template, params, title, body, created_at)
      select ${members.id}, ${message.source}, ${message.template}, ${JSON.stringify(message.params)}::jsonb,
             ${message.title}, ${message.body}, ${message.at.toISOString()}::timestamptz
      from ${members} where ${recipientsCondition(to)}
      returning member_id
    )
    insert into ${inboxUnread} (member_id, unread)
    select member_id, 1 from inserted
    on conflict (member_id) do update set unread = ${inboxUnread}.unread + 1
    returning member_id`);
  return (result as unknown as { rows: Array<{ member_id: number }> }).rows.map((row) => row.member_id);
}

export async function readUnread(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ unread: inboxUnread.unread })
    .from(inboxUnread)
    .where(eq(inboxUnread.memberId, memberId));
  return row?.unread ?? 0;
}

export async function readMessages(
  db: Executor,
  memberId: number,
  filter: { unreadOnly: boolean },
  page: { offset: number; limit: number },
) {
  const condition = and(
    eq(inboxMessages.memberId, memberId),
    filter.unreadOnly ? isNull(inboxMessages.readAt) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(condition)
      .orderBy(desc(inboxMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(inboxMessages).where(condition),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const unreadAfter = (result: unknown) =>
  (result as { rows: Array<{ unread: number }> }).rows[0]?.unread ?? null;

/**
 * Marks the member's messages among `ids` read and takes them off the unread count in the same
 * statement. A message already read is not counted twice, even by two requests at once: the second
 * waits for the first's row lock and then finds it read. Answers the unread count after.
 */
export async function markRead(db: Executor, memberId: number, ids: number[], at: Date) {
  const result = await db.execute(sql`
    with changed as (
      update ${inboxMessages} set read_at = ${at.toISOString()}::timestamptz
      where member_id = ${memberId} and read_at is null
        and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      returning id
    )
    update ${inboxUnread} set unread = unread - (select count(*) from changed)::int
    where member_id = ${memberId}
    returning unread`);
  return unreadAfter(result) ?? readUnread(db, memberId);
}

/** Deletes the member's messages among `ids`; the unread ones come off the count with them. */
export async function deleteMessages(db: Executor, memberId: number, ids: number[]) {
  const result = await db.execute(sql`
    with deleted as (
      delete from ${inboxMessages}
      where member_id = ${memberId}
        and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      returning read_at
    )
    update ${inboxUnread} set unread = unread - (select count(*) from deleted where read_at is null)::int
    where member_id = ${memberId}
    returning unread`);
  return unreadAfter(result) ?? readUnread(db, memberId);
}
