import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, referralFriends, referralMonths, referralReferrers, referralRules } from '../../db/schema';

export type ReferralRuleRow = typeof referralRules.$inferSelect;
export type NewReferralRule = typeof referralRules.$inferInsert;
export type ReferralFriendRow = typeof referralFriends.$inferSelect;

/** Friends a page of the list shows (an index range of the member's rows, newest first). */
export const friendsPerPage = 20;

export async function readRule(db: Executor): Promise<ReferralRuleRow | null> {
  const [row] = await db.select().from(referralRules).where(eq(referralRules.id, 1));
  return row ?? null;
}

export async function saveRule(db: Executor, row: Omit<NewReferralRule, 'id'>): Promise<ReferralRuleRow> {
  const [saved] = await db
    .insert(referralRules)
    .values({ ...row, id: 1 })
    .onConflictDoUpdate({ target: referralRules.id, set: row })
    .returning();
  return saved!;
}

/** A member's totals (one primary-key probe); a member who never invited anyone has none. */
export async function readTotals(db: Executor, memberId: number) {
  const [row] = await db.select().from(referralReferrers).where(eq(referralReferrers.referrerId, memberId));
  return row ?? null;
}

export async function readMonth(db: Executor, memberId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ rewarded: referralMonths.rewarded })
    .from(referralMonths)
    .where(and(eq(referralMonths.referrerId, memberId), eq(referralMonths.month, month)));
  return row?.rewarded ?? 0;
}

/** A page of a member's friends, newest first, with their accounts (the index referral_friends_referrer). */
export async function readFriends(db: Executor, memberId: number, limit = friendsPerPage, offset = 0) {
  return db
    .select({ friend: referralFriends, account: members.account })
    .from(referralFriends)
    .innerJoin(members, eq(members.id, referralFriends.friendId))
    .where(eq(referralFriends.referrerId, memberId))
    .orderBy(desc(referralFriends.registeredAt), desc(referralFriends.friendId))
    .limit(limit)
    .offset(offset);
}

/** The member's own invitation (as the friend), with the inviting member's account. */
export async function readInvitation(db: Executor, memberId: number) {
  const [row] = await db
    .select({ friend: referralFriends, account: members.account })
    .from(referralFriends)
    .innerJoin(members, eq(members.id, referralFriends.referrerId))
    .where(eq(referralFriends.friendId, memberId));
  return row ?? null;
}

export async function lockFriend(db: Executor, friendId: number): Promise<ReferralFriendRow | null> {
  const [row] = await db
    .select()
    .from(referralFriends)
    .where(eq(referralFriends.friendId, friendId))
    .for('update');
  return row ?? null;
}

export async function markPaid(db: Executor, friendId: number, side: 'referrer' | 'friend', bonusId: number) {
  await db
    .update(referralFriends)
    .set(side === 'referrer' ? { referrerBonusId: bonusId } : { friendBonusId: bonusId })
    .where(eq(referralFriends.friendId, friendId));
}

/** A friend's reward paid to the member: one more paid, and its amount earned. */
export async function addEarned(db: Executor, memberId: number, amount: number) {
  await db
    .update(referralReferrers)
    .set({
      earned: sql`${referralReferrers.earned} + ${amount}`,
      paid: sql`${referralReferrers.paid} + 1`,
    })
    .where(eq(referralReferrers.referrerId, memberId));
}

/** The operator moves a friend's deadline (to extend it, or to try expiry). */
export async function setQualifyBy(db: Executor, friendId: number, qualifyBy: Date) {
  const changed = await db
    .update(referralFriends)
    .set({ qualifyBy })
    .where(eq(referralFriends.friendId, friendId))
    .returning({ id: referralFriends.friendId });
  return changed.length > 0;
}
