import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  games,
  lotteryBets,
  lotteryDraws,
  lotteryGames,
  lotterySchedules,
  lotterySessions,
  lotteryTypes,
  members,
  recentGames,
  vendorCategories,
  vendors,
} from '../../db/schema';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type NewDraw = typeof lotteryDraws.$inferInsert;
export type LotteryBetRow = typeof lotteryBets.$inferSelect;
export type NewLotteryBet = typeof lotteryBets.$inferInsert;
export type LotteryBetStatus = LotteryBetRow['status'];
export type SessionRow = typeof lotterySessions.$inferSelect;

/** Whether a game can be drawn now: the game, its vendor and its lottery type all enabled. */
const runnable = sql<boolean>`(${games.enabled} and ${vendors.enabled} and ${lotteryTypes.enabled})`;

const drawnGameColumns = {
  game: games,
  vendorName: vendors.name,
  lotteryType: lotteryGames.lotteryType,
  typeName: lotteryTypes.name,
  prizeMode: lotteryGames.prizeMode,
  intervalSeconds: lotterySchedules.intervalSeconds,
  closeSeconds: lotterySchedules.closeSeconds,
  tzOffsetMinutes: lotterySchedules.tzOffsetMinutes,
  runnable,
};

function drawnGames(db: Executor) {
  return db
    .select(drawnGameColumns)
    .from(lotterySchedules)
    .innerJoin(lotteryGames, eq(lotteryGames.nodeId, lotterySchedules.nodeId))
    .innerJoin(lotteryTypes, eq(lotteryTypes.code, lotteryGames.lotteryType))
    .innerJoin(games, eq(games.nodeId, lotterySchedules.nodeId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .leftJoin(
      vendorCategories,
      and(eq(vendorCategories.vendorCode, games.vendorCode), eq(vendorCategories.category, games.gameType)),
    );
}

export type DrawnGameRow = Awaited<ReturnType<typeof readDrawnGames>>[number];

/** Every game with a calendar, runnable or not, in the menus' order (type, vendor lane, game). */
export function readDrawnGames(db: Executor, filter: { prizeMode?: string; runnableOnly?: boolean } = {}) {
  const conditions: SQL[] = [];
  if (filter.prizeMode) conditions.push(eq(lotteryGames.prizeMode, filter.prizeMode));
  if (filter.runnableOnly) conditions.push(runnable);
  return drawnGames(db)
    .where(and(...conditions))
    .orderBy(
      asc(lotteryTypes.sort),
      asc(lotteryTypes.code),
      asc(games.gameType),
      asc(vendorCategories.sort),
      asc(games.sort),
      asc(games.id),
    );
}

/** A game with a calendar by its code (and vendor); the first vendor's when the code is not unique. */
export async function findDrawnGame(db: Executor, key: { gameCode: string; vassalage?: string }) {
  const conditions: SQL[] = [eq(games.gameCode, key.gameCode)];
  if (key.vassalage) conditions.push(eq(games.vendorCode, key.vassalage.toUpperCase()));
  const [row] = await drawnGames(db)
    .where(and(...conditions))
    .orderBy(asc(games.vendorCode))
    .limit(1);
  return row ?? null;
}

/** A draw's game even without a calendar any more (its draws are then cancelled): never runnable. */
export async function findUndrawnGame(db: Executor, nodeId: string) {
  const [row] = await db
    .select({ game: games, lotteryType: lotteryGames.lotteryType, runnable: sql<boolean>`false` })
    .from(games)
    .leftJoin(lotteryGames, eq(lotteryGames.nodeId, games.nodeId))
    .where(eq(games.nodeId, nodeId));
  return row ? { ...row, lotteryType: row.lotteryType ?? '' } : null;
}

// --- Draws -------------------------------------------------------------------------------------------

/** Makes the draw unless another instance already has: the unique numero decides. */
export async function insertDraw(db: Executor, row: NewDraw): Promise<void> {
  await db.insert(lotteryDraws).values(row).onConflictDoNothing();
}

export async function findDraw(db: Executor, nodeId: string, numero: string): Promise<DrawRow | null> {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.nodeId, nodeId), eq(lotteryDraws.numero, numero)));
  return row ?? null;
}

export async function findDrawById(db: Executor, id: number): Promise<DrawRow | null> {
  const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  return row ?? null;
}

/** Draws with work left: due to be drawn, or drawn (or cancelled) with bets still to settle. */
export function dueDraws(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        isNull(lotteryDraws.settledAt),
        or(ne(lotteryDraws.status, 'OPEN'), lte(lotteryDraws.drawsAt, now)),
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id))
    .limit(limit);
}

/**
 * Takes the draw for `owner` until `until`, unless another owner's lease is still running: one
 * conditional update, so of two schedulers (on any instances) exactly one gets it.
 */
export async function claimDraw(db: Executor, id: number, owner: string, now: Date, until: Date) {
  const rows = await db
    .update(lotteryDraws)
    .set({ leaseOwner: owner, leaseUntil: until })
    .where(
      and(
        eq(lotteryDraws.id, id),
        isNull(lotteryDraws.settledAt),
        or(
          isNull(lotteryDraws.leaseUntil),
          lt(lotteryDraws.leaseUntil, now),
          eq(lotteryDraws.leaseOwner, owner),
        ),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return rows.length > 0;
}

export async function releaseDraw(db: Executor, id: number, owner: string) {
  await db
    .update(lotteryDraws)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.leaseOwner, owner)));
}

/** OPEN → DRAWN with the result, or OPEN → CANCELLED; a draw already past OPEN is left as it is. */
export async function closeDraw(
  db: Executor,
  id: number,
  change: { status: 'DRAWN'; result: number[]; drawnAt: Date } | { status: 'CANCELLED'; drawnAt: Date },
) {
  await db
    .update(lotteryDraws)
    .set(change)
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, 'OPEN')));
}

/** Every bet final: DRAWN becomes SETTLED (a cancelled draw stays CANCELLED), and settledAt is set. */
export async function finishDraw(db: Executor, id: number, at: Date) {
  await db
    .update(lotteryDraws)
    .set({
      settledAt: at,
      status: sql`case when ${lotteryDraws.status} = 'DRAWN' then 'SETTLED' else ${lotteryDraws.status} end`,
      leaseOwner: null,
      leaseUntil: null,
    })
    .where(and(eq(lotteryDraws.id, id), isNull(lotteryDraws.settledAt), ne(lotteryDraws.status, 'OPEN')));
}

/** A game's draws of any status, the open one too, newest first (the operator's view). */
export function readRecentDraws(db: Executor, nodeId: string, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.nodeId, nodeId))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(limit);
}

/** A game's drawn and cancelled draws, newest first. */
export async function readPastDraws(db: Executor, nodeId: string, page: { offset: number; limit: number }) {
  const where = and(eq(lotteryDraws.nodeId, nodeId), ne(lotteryDraws.status, 'OPEN'));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(lotteryDraws).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

// --- Sessions ----------------------------------------------------------------------------------------

export async function latestSession(db: Executor, memberId: number, nodeId: string, since: Date) {
  const [row] = await db
    .select()
    .from(lotterySessions)
    .where(
      and(
        eq(lotterySessions.memberId, memberId),
        eq(lotterySessions.nodeId, nodeId),
        gte(lotterySessions.createdAt, since),
      ),
    )
    .orderBy(desc(lotterySessions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertSession(db: Executor, row: typeof lotterySessions.$inferInsert) {
  const [inserted] = await db.insert(lotterySessions).values(row).returning();
  return inserted!;
}

// --- Bets --------------------------------------------------------------------------------------------

/** A member's ticket: its bets in order. */
export function findTicket(db: Executor, memberId: number, requestId: string) {
  return db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.requestId, requestId)))
    .orderBy(asc(lotteryBets.seq));
}

/** Serialises one member's tickets (deposits do the same), so limits per draw hold under concurrency. */
export async function lockMember(db: Executor, memberId: number) {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** What the member has staked on a draw: bets whose stake is taken or being taken. */
export async function stakedOnDraw(db: Executor, memberId: number, drawId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${lotteryBets.stake})` })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.memberId, memberId),
        eq(lotteryBets.drawId, drawId),
        inArray(lotteryBets.status, ['PENDING', 'ACCEPTED', 'WON', 'LOST', 'PUSH']),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Inserts a ticket's bets; none when the ticket already exists (a concurrent copy won). */
export async function insertTicket(db: Executor, rows: NewLotteryBet[]): Promise<boolean> {
  const inserted = await db
    .insert(lotteryBets)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: lotteryBets.id });
  return inserted.length > 0;
}

/** Moves a bet on only from the statuses given, so a late writer never undoes a later state. */
export async function updateBet(
  db: Executor,
  id: number,
  from: LotteryBetStatus[],
  changes: Partial<Pick<NewLotteryBet, 'status' | 'payout' | 'settledAt' | 'refusal'>>,
): Promise<boolean> {
  const rows = await db
    .update(lotteryBets)
    .set(changes)
    .where(and(eq(lotteryBets.id, id), inArray(lotteryBets.status, from)))
    .returning({ id: lotteryBets.id });
  return rows.length > 0;
}

/** Bets of a draw not yet final, with what the wallet calls need: the account and the session's token. */
export function unsettledBets(db: Executor, drawId: number, limit: number) {
  return db
    .select({
      bet: lotteryBets,
      account: members.account,
      currency: members.currency,
      playerToken: lotterySessions.playerToken,
    })
    .from(lotteryBets)
    .innerJoin(members, eq(members.id, lotteryBets.memberId))
    .innerJoin(lotterySessions, eq(lotterySessions.id, lotteryBets.sessionId))
    .where(and(eq(lotteryBets.drawId, drawId), inArray(lotteryBets.status, ['PENDING', 'ACCEPTED'])))
    .orderBy(asc(lotteryBets.id))
    .limit(limit);
}

const betViewColumns = {
  bet: lotteryBets,
  numero: lotteryDraws.numero,
  drawsAt: lotteryDraws.drawsAt,
  result: lotteryDraws.result,
  nodeId: lotteryDraws.nodeId,
  gameCode: games.gameCode,
  vendorCode: games.vendorCode,
  lotteryType: lotteryGames.lotteryType,
};

export type BetViewRow = Awaited<ReturnType<typeof readBetViews>>[number];

export function readBetViews(db: Executor, ids: number[]) {
  return db
    .select(betViewColumns)
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .innerJoin(games, eq(games.nodeId, lotteryDraws.nodeId))
    .innerJoin(lotteryGames, eq(lotteryGames.nodeId, lotteryDraws.nodeId))
    .where(inArray(lotteryBets.id, ids))
    .orderBy(asc(lotteryBets.seq));
}

const openStatuses: LotteryBetStatus[] = ['PENDING', 'ACCEPTED'];
const settledStatuses: LotteryBetStatus[] = ['WON', 'LOST', 'PUSH', 'REFUNDED'];

/** A member's bets (never the refused ones: nothing was taken), newest first. */
export async function readMemberBets(
  db: Executor,
  memberId: number,
  filter: { nodeId?: string; status: 'ALL' | 'OPEN' | 'SETTLED' },
  page: { offset: number; limit: number },
) {
  const statuses =
    filter.status === 'OPEN'
      ? openStatuses
      : filter.status === 'SETTLED'
        ? settledStatuses
        : [...openStatuses, ...settledStatuses];
  const conditions: SQL[] = [eq(lotteryBets.memberId, memberId), inArray(lotteryBets.status, statuses)];
  if (filter.nodeId) conditions.push(eq(lotteryDraws.nodeId, filter.nodeId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(betViewColumns)
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(games, eq(games.nodeId, lotteryDraws.nodeId))
      .innerJoin(lotteryGames, eq(lotteryGames.nodeId, lotteryDraws.nodeId))
      .where(where)
      // A ticket's bets stay in their order.
      .orderBy(desc(lotteryBets.placedAt), asc(lotteryBets.requestId), asc(lotteryBets.seq))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The lottery games a member bet on or launched last: node id and when. */
export async function readRecentPlays(db: Executor, memberId: number, limit: number) {
  const [betOn, launched] = await Promise.all([
    db
      .select({ nodeId: lotteryDraws.nodeId, at: max(lotteryBets.placedAt) })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(eq(lotteryBets.memberId, memberId))
      .groupBy(lotteryDraws.nodeId)
      .orderBy(desc(max(lotteryBets.placedAt)))
      .limit(limit),
    db
      .select({ nodeId: games.nodeId, at: recentGames.launchedAt })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .innerJoin(lotterySchedules, eq(lotterySchedules.nodeId, games.nodeId))
      .where(eq(recentGames.memberId, memberId))
      .orderBy(desc(recentGames.launchedAt))
      .limit(limit),
  ]);
  return [...betOn, ...launched];
}

// --- History -----------------------------------------------------------------------------------------

/**
 * Forgets settled draws older than `before`, their bets and the sessions no bet uses any more. The
 * betting record (`bets`) and the ledger keep every round; this is the lottery's own working history.
 */
export async function pruneHistory(db: Executor, before: Date): Promise<number> {
  const old = db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(and(lt(lotteryDraws.drawsAt, before), sql`${lotteryDraws.settledAt} is not null`));
  await db.delete(lotteryBets).where(inArray(lotteryBets.drawId, old));
  const deleted = await db
    .delete(lotteryDraws)
    .where(and(lt(lotteryDraws.drawsAt, before), sql`${lotteryDraws.settledAt} is not null`))
    .returning({ id: lotteryDraws.id });
  await db
    .delete(lotterySessions)
    .where(
      and(
        lt(lotterySessions.createdAt, before),
        sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.sessionId} = ${lotterySessions.id})`,
      ),
    );
  return deleted.length;
}
