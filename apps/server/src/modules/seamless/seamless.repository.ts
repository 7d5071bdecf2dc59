import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SeamlessDetail, SeamlessFairness } from '@lobby/contract/seamless';
import type { Executor } from '../../db/client';
import { bets, ledgerAccounts, members, seamlessCalls, seamlessTokens, vendors } from '../../db/schema';

export type TokenRow = typeof seamlessTokens.$inferSelect;
export type CallRow = typeof seamlessCalls.$inferSelect;
export type NewCall = typeof seamlessCalls.$inferInsert;
export type RoundRow = typeof bets.$inferSelect;
export type NewRound = typeof bets.$inferInsert;

export async function insertToken(db: Executor, row: typeof seamlessTokens.$inferInsert) {
  await db.insert(seamlessTokens).values(row);
}

/** A token with what the wallet needs of its member. */
export async function findToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      token: seamlessTokens,
      account: members.account,
      nickname: members.nickname,
      memberStatus: members.status,
    })
    .from(seamlessTokens)
    .innerJoin(members, eq(members.id, seamlessTokens.memberId))
    .where(eq(seamlessTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchToken(db: Executor, tokenHash: string, at: Date) {
  await db.update(seamlessTokens).set({ lastUsedAt: at }).where(eq(seamlessTokens.tokenHash, tokenHash));
}

export async function vendorExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ code: vendors.code }).from(vendors).where(eq(vendors.code, code));
  return Boolean(row);
}

/** The member's main balance; 0 before the wallet's first movement made the account. */
export async function mainBalance(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'MAIN'),
        eq(ledgerAccounts.vendorCode, ''),
      ),
    );
  return row?.balance ?? 0;
}

export async function findCall(db: Executor, vendorCode: string, requestId: string): Promise<CallRow | null> {
  const [row] = await db
    .select()
    .from(seamlessCalls)
    .where(and(eq(seamlessCalls.vendorCode, vendorCode), eq(seamlessCalls.requestId, requestId)));
  return row ?? null;
}

/** Locks a call row until the transaction ends. */
export async function lockCall(db: Executor, vendorCode: string, requestId: string): Promise<CallRow | null> {
  const [row] = await db
    .select()
    .from(seamlessCalls)
    .where(and(eq(seamlessCalls.vendorCode, vendorCode), eq(seamlessCalls.requestId, requestId)))
    .for('update');
  return row ?? null;
}

/**
 * Takes the request id: answers the new row's id, or null when the id is taken. A copy of the same
 * request still in flight makes this wait until it commits, so two copies never both proceed.
 */
export async function insertCall(db: Executor, row: NewCall): Promise<number | null> {
  const [inserted] = await db
    .insert(seamlessCalls)
    .values(row)
    .onConflictDoNothing({ target: [seamlessCalls.vendorCode, seamlessCalls.requestId] })
    .returning({ id: seamlessCalls.id });
  return inserted?.id ?? null;
}

export async function updateCall(db: Executor, id: number, changes: Partial<NewCall>) {
  await db.update(seamlessCalls).set(changes).where(eq(seamlessCalls.id, id));
}

/** A late bet claims the placeholder its rollback left: only the first copy to arrive gets it. */
export async function claimPlaceholder(
  db: Executor,
  id: number,
  changes: Partial<NewCall>,
): Promise<boolean> {
  const updated = await db
    .update(seamlessCalls)
    .set(changes)
    .where(and(eq(seamlessCalls.id, id), isNull(seamlessCalls.requestHash)))
    .returning({ id: seamlessCalls.id });
  return updated.length > 0;
}

/** Locks a round (the bets row) until the transaction ends. */
export async function lockRound(db: Executor, vendorCode: string, roundId: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.vendorCode, vendorCode), eq(bets.roundId, roundId)))
    .for('update');
  return row ?? null;
}

/** Opens a round unless a copy raced ahead; the caller locks it afterwards either way. */
export async function insertRound(db: Executor, row: NewRound) {
  await db
    .insert(bets)
    .values(row)
    .onConflictDoNothing({ target: [bets.vendorCode, bets.roundId] });
}

/** Adds to a round: stake and payout by delta, detail and fairness merged (later keys win). */
export async function changeRound(
  db: Executor,
  id: number,
  change: {
    stake?: number;
    payout?: number;
    status?: RoundRow['status'];
    settledAt?: Date;
    detail?: SeamlessDetail;
    fairness?: SeamlessFairness;
  },
) {
  await db
    .update(bets)
    .set({
      stake: sql`${bets.stake} + ${change.stake ?? 0}`,
      payout: sql`${bets.payout} + ${change.payout ?? 0}`,
      ...(change.status ? { status: change.status } : {}),
      ...(change.settledAt ? { settledAt: change.settledAt } : {}),
      ...(change.detail ? { detail: sql`${bets.detail} || ${JSON.stringify(change.detail)}::jsonb` } : {}),
      ...(change.fairness
        ? {
            fairness: sql`coalesce(${bets.fairness}, '{}'::jsonb) || ${JSON.stringify(change.fairness)}::jsonb`,
          }
        : {}),
    })
    .where(eq(bets.id, id));
}
