import { and, asc, count, desc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { BgsGame } from '@lobby/contract/bgs';
import type { Executor } from '../../../db/client';
import { bets, bgsRounds, bgsSeedPairs, members } from '../../../db/schema';
import { afterCursor, type RoundCursor } from '../game-provider.repository';

export type SeedPairRow = typeof bgsSeedPairs.$inferSelect;
export type NewSeedPair = typeof bgsSeedPairs.$inferInsert;
export type BgsRoundRow = typeof bgsRounds.$inferSelect;
export type NewBgsRound = typeof bgsRounds.$inferInsert;

const active = (account: string) => and(eq(bgsSeedPairs.account, account), isNull(bgsSeedPairs.revealedAt));
const live = (account: string, gameCode: BgsGame) =>
  and(
    eq(bgsRounds.account, account),
    eq(bgsRounds.gameCode, gameCode),
    inArray(bgsRounds.status, ['pending', 'open']),
  );

export async function findActivePair(db: Executor, account: string): Promise<SeedPairRow | null> {
  const [row] = await db.select().from(bgsSeedPairs).where(active(account));
  return row ?? null;
}

/** Inserts the player's first (or next) active pair unless one exists already. */
export async function insertPairIfNone(db: Executor, pair: NewSeedPair): Promise<void> {
  await db.insert(bgsSeedPairs).values(pair).onConflictDoNothing();
}

/** Locks the active pair until the transaction ends (rotation against rounds that start meanwhile). */
export async function lockActivePair(db: Executor, account: string): Promise<SeedPairRow | null> {
  const [row] = await db.select().from(bgsSeedPairs).where(active(account)).for('update');
  return row ?? null;
}

/**
 * Takes the active pair's next nonce in one statement: the row lock makes two parallel rounds take
 * two nonces. Answers the pair with `nonce` being the nonce taken; null when there is no active pair.
 */
export async function takeNonce(db: Executor, account: string): Promise<SeedPairRow | null> {
  const [row] = await db
    .update(bgsSeedPairs)
    .set({ nonce: sql`${bgsSeedPairs.nonce} + 1` })
    .where(active(account))
    .returning();
  return row ? { ...row, nonce: row.nonce - 1 } : null;
}

export async function setClientSeed(
  db: Executor,
  account: string,
  clientSeed: string,
): Promise<SeedPairRow | null> {
  const [row] = await db.update(bgsSeedPairs).set({ clientSeed }).where(active(account)).returning();
  return row ?? null;
}

export async function revealPair(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(bgsSeedPairs).set({ revealedAt: at }).where(eq(bgsSeedPairs.id, id));
}

export async function findPair(db: Executor, id: number): Promise<SeedPairRow | null> {
  const [row] = await db.select().from(bgsSeedPairs).where(eq(bgsSeedPairs.id, id));
  return row ?? null;
}

export async function findPairs(db: Executor, ids: number[]): Promise<SeedPairRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(bgsSeedPairs).where(inArray(bgsSeedPairs.id, ids));
}

/** Inserts a round; null when the request id was used already or a live mines round exists. */
export async function insertRound(db: Executor, round: NewBgsRound): Promise<BgsRoundRow | null> {
  const [row] = await db.insert(bgsRounds).values(round).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRound(db: Executor, roundId: string): Promise<BgsRoundRow | null> {
  const [row] = await db.select().from(bgsRounds).where(eq(bgsRounds.roundId, roundId));
  return row ?? null;
}

export async function findRoundByRequest(
  db: Executor,
  account: string,
  requestId: string,
): Promise<BgsRoundRow | null> {
  const [row] = await db
    .select()
    .from(bgsRounds)
    .where(and(eq(bgsRounds.account, account), eq(bgsRounds.requestId, requestId)));
  return row ?? null;
}

export async function findLiveRound(
  db: Executor,
  account: string,
  gameCode: BgsGame,
): Promise<BgsRoundRow | null> {
  const [row] = await db.select().from(bgsRounds).where(live(account, gameCode));
  return row ?? null;
}

/** Locks the player's live round of a game (pending or open) until the transaction ends. */
export async function lockLiveRound(
  db: Executor,
  account: string,
  gameCode: BgsGame,
): Promise<BgsRoundRow | null> {
  const [row] = await db.select().from(bgsRounds).where(live(account, gameCode)).for('update');
  return row ?? null;
}

/** Whether any round of the player still depends on a secret seed (a mines round in play). */
export async function hasLiveRound(db: Executor, account: string): Promise<boolean> {
  const [row] = await db
    .select({ roundId: bgsRounds.roundId })
    .from(bgsRounds)
    .where(
      and(
        eq(bgsRounds.account, account),
        inArray(bgsRounds.status, ['pending', 'open']),
        eq(bgsRounds.gameCode, 'mines'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records how far a round got. A settled or rolled-back round is final, as it is at the wallet: a
 * late write from a slow request (the recovery may have finished its round meanwhile) changes nothing.
 * A refused round is not final: a repeat of its request asks the wallet again.
 */
export async function updateRound(
  db: Executor,
  roundId: string,
  changes: Partial<NewBgsRound>,
): Promise<void> {
  await db
    .update(bgsRounds)
    .set(changes)
    .where(and(eq(bgsRounds.roundId, roundId), notInArray(bgsRounds.status, ['settled', 'rolled_back'])));
}

/** Rounds whose money is not final: the stake unconfirmed (pending), or the closing win (settling). */
export function unfinishedRounds(db: Executor, account: string): Promise<BgsRoundRow[]> {
  return db
    .select()
    .from(bgsRounds)
    .where(and(eq(bgsRounds.account, account), inArray(bgsRounds.status, ['pending', 'settling'])))
    .limit(20);
}

/**
 * Every player's rounds whose money is not final (pending, settling) created before `before`, oldest
 * first after `after`. Open mines rounds are not among them: the player is still playing those.
 */
export function stuckRounds(
  db: Executor,
  before: Date,
  after: RoundCursor | null,
  limit: number,
): Promise<BgsRoundRow[]> {
  const t = bgsRounds;
  return db
    .select()
    .from(t)
    .where(and(inArray(t.status, ['pending', 'settling']), lt(t.createdAt, before), afterCursor(t, after)))
    .orderBy(asc(t.createdAt), asc(t.roundId))
    .limit(limit);
}

/** The player's rounds, newest first; refused ones (nothing moved) are left out. */
export async function listRounds(
  db: Executor,
  account: string,
  gameCode: BgsGame | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: BgsRoundRow[]; total: number }> {
  const where = and(
    eq(bgsRounds.account, account),
    ne(bgsRounds.status, 'refused'),
    gameCode ? eq(bgsRounds.gameCode, gameCode) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bgsRounds)
      .where(where)
      .orderBy(desc(bgsRounds.createdAt), desc(bgsRounds.roundId))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(bgsRounds).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * Writes a revealed server seed into the platform's betting record (bets.fairness), which the
 * seamless wallet filled with the seed's hash, client seed and nonce. The in-house provider is the
 * brand's own, so it is allowed this one write to a platform table; a third-party vendor would
 * publish its seeds instead.
 */
export async function revealInBets(
  db: Executor,
  account: string,
  serverSeedHash: string,
  serverSeed: string,
) {
  await db
    .update(bets)
    .set({
      fairness: sql`coalesce(${bets.fairness}, '{}'::jsonb) || jsonb_build_object('serverSeed', ${serverSeed}::text)`,
    })
    .where(
      and(
        eq(bets.memberId, sql`(select ${members.id} from ${members} where ${members.account} = ${account})`),
        eq(bets.vendorCode, 'BGS'),
        sql`${bets.fairness}->>'serverSeedHash' = ${serverSeedHash}`,
      ),
    );
}
