import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, members, type MemberProfile } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Account names are unique however they are typed. */
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMemberByAccount(db: Executor, account: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(eq(members.account, normalizeAccount(account)));
  return row ?? null;
}

export async function findMemberByMobile(
  db: Executor,
  countryDialingCode: string,
  mobileNum: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)));
  return row ?? null;
}

/** A mobile number typed without its country code matches when exactly one member holds it. */
export async function findMemberByMobileAnywhere(db: Executor, mobileNum: string): Promise<MemberRow | null> {
  const rows = await db.select().from(members).where(eq(members.mobileNum, mobileNum)).limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

export async function findAgentByAffiliateCode(db: Executor, code: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.affiliateCode, code.trim().toUpperCase()), eq(members.status, 'active')));
  return row ?? null;
}

export async function findMemberByReferralCode(db: Executor, code: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.referralCode, code.trim().toUpperCase()));
  return row ?? null;
}

/** Inserts a member with its main wallet; null when the account or mobile number is taken. */
export async function insertMember(db: Executor, member: NewMember): Promise<MemberRow | null> {
  const [row] = await db.insert(members).values(member).onConflictDoNothing().returning();
  if (!row) return null;
  await db.insert(ledgerAccounts).values({ memberId: row.id, kind: 'MAIN', currency: row.currency });
  return row;
}

export async function updateMember(db: Executor, id: number, changes: Partial<NewMember>): Promise<void> {
  await db.update(members).set(changes).where(eq(members.id, id));
}

export async function mainWalletBalance(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'MAIN')));
  return row?.balance ?? 0;
}

export function profileOf(row: MemberRow): MemberProfile {
  return row.profile;
}
