import { and, asc, desc, eq, gt, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { providerRounds, providerSessions } from '../../db/schema';

export type ProviderSessionRow = typeof providerSessions.$inferSelect;
export type ProviderRoundRow = typeof providerRounds.$inferSelect;
export type NewProviderRound = typeof providerRounds.$inferInsert;

export async function insertProviderSession(db: Executor, row: typeof providerSessions.$inferInsert) {
  await db.insert(providerSessions).values(row);
}

export async function findProviderSession(
  db: Executor,
  tokenHash: string,
): Promise<ProviderSessionRow | null> {
  const [row] = await db.select().from(providerSessions).where(eq(providerSessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function findProviderRound(db: Executor, roundId: string): Promise<ProviderRoundRow | null> {
  const [row] = await db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId));
  return row ?? null;
}

/** Records a round unless a copy of the spin did first; answers whether this call recorded it. */
export async function insertProviderRound(db: Executor, row: NewProviderRound): Promise<boolean> {
  const inserted = await db
    .insert(providerRounds)
    .values(row)
    .onConflictDoNothing({ target: providerRounds.roundId })
    .returning({ roundId: providerRounds.roundId });
  return inserted.length > 0;
}

/** Records how far a round got; a settled or rolled-back round is final (as bgs.repository's updateRound). */
export async function updateProviderRound(db: Executor, roundId: string, changes: Partial<NewProviderRound>) {
  await db
    .update(providerRounds)
    .set(changes)
    .where(
      and(eq(providerRounds.roundId, roundId), notInArray(providerRounds.status, ['SETTLED', 'ROLLED_BACK'])),
    );
}

export function recentProviderRounds(db: Executor, sessionHash: string, limit: number) {
  return db
    .select()
    .from(providerRounds)
    .where(eq(providerRounds.sessionHash, sessionHash))
    .orderBy(desc(providerRounds.createdAt))
    .limit(limit);
}

/** Where a walk through stuck rounds stopped: the last round taken, in (createdAt, roundId) order. */
export type RoundCursor = { createdAt: Date; roundId: string };

/** The rounds after `after` in (createdAt, roundId) order; every round without a cursor. */
export function afterCursor(
  columns: { createdAt: AnyPgColumn; roundId: AnyPgColumn },
  after: RoundCursor | null,
): SQL | undefined {
  if (!after) return undefined;
  return or(
    gt(columns.createdAt, after.createdAt),
    and(eq(columns.createdAt, after.createdAt), gt(columns.roundId, after.roundId)),
  );
}

/** Rounds whose money is not final (BET_SENT, FAILED) created before `before`, oldest first after `after`. */
export function stuckProviderRounds(
  db: Executor,
  before: Date,
  after: RoundCursor | null,
  limit: number,
): Promise<ProviderRoundRow[]> {
  const t = providerRounds;
  return db
    .select()
    .from(t)
    .where(and(inArray(t.status, ['BET_SENT', 'FAILED']), lt(t.createdAt, before), afterCursor(t, after)))
    .orderBy(asc(t.createdAt), asc(t.roundId))
    .limit(limit);
}

/** The player's newest session with a vendor, or null. */
export async function newestProviderSession(
  db: Executor,
  account: string,
  vendorCode: string,
): Promise<ProviderSessionRow | null> {
  const [row] = await db
    .select()
    .from(providerSessions)
    .where(and(eq(providerSessions.account, account), eq(providerSessions.vendorCode, vendorCode)))
    .orderBy(desc(providerSessions.createdAt))
    .limit(1);
  return row ?? null;
}
