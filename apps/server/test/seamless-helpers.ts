import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { bets } from '../src/db/schema';
import { systemClock, type Clock } from '../src/lib/clock';
import { mainBalance } from '../src/modules/seamless/seamless.repository';
import { seamlessPaths } from '@lobby/contract/seamless';
import { signedHeaders } from '../src/modules/seamless/seamless-signature';
import type { TestApp } from './helper';
import type { TestMember } from './wallet-helpers';

export type VendorReply = {
  status: number;
  /** Test bodies are read loosely. */
  body: Record<string, unknown> & { status: string; balance?: number };
  raw: string;
};

/** A signed call as a vendor makes it; `headers` override or drop (undefined) the signed ones. */
export async function vendorCall(
  t: TestApp,
  path: string,
  payload: unknown,
  options: {
    vendor?: string;
    clock?: Clock;
    raw?: string;
    headers?: Record<string, string | undefined>;
  } = {},
): Promise<VendorReply> {
  const raw = options.raw ?? JSON.stringify(payload);
  const signed = await signedHeaders(
    t.services.secrets,
    options.clock ?? systemClock,
    options.vendor ?? 'PG',
    raw,
  );
  const headers = Object.fromEntries(
    Object.entries({ ...signed, ...options.headers }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const res = await t.app.inject({ method: 'POST', url: path, headers, payload: raw });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

/**
 * A round of `stake` on a game of `gameType` (RNG), settled at once paying `payout` (nothing), as a vendor
 * plays it; `settle: false` leaves it open. `clock` signs the calls when the test's clock has moved.
 */
export async function playRound(
  t: TestApp,
  who: { id: number; account: string },
  stake: number,
  options: { gameType?: string; payout?: number; settle?: boolean; clock?: Clock } = {},
) {
  const token = await issueToken(t, who as TestMember, { gameType: options.gameType ?? 'RNG' });
  const base = { token, account: who.account, roundId: randomUUID(), currency: 'PHP' };
  const signing = { clock: options.clock };
  const bet = await vendorCall(
    t,
    seamlessPaths.bet,
    { ...base, requestId: randomUUID(), amount: stake },
    signing,
  );
  if (bet.body.status !== 'RS_OK') throw new Error(`bet: ${bet.raw}`);
  if (options.settle === false) return;
  const win = await vendorCall(
    t,
    seamlessPaths.win,
    { ...base, requestId: randomUUID(), amount: options.payout ?? 0, closeRound: true },
    signing,
  );
  if (win.body.status !== 'RS_OK') throw new Error(`win: ${win.raw}`);
}

/** A player token as a launch issues it, for one vendor's game. */
export function issueToken(
  t: TestApp,
  who: TestMember,
  game: { vendorCode?: string; gameCode?: string; gameType?: string } = {},
) {
  return t.services.seamless.issueToken({
    memberId: who.id,
    vendorCode: game.vendorCode ?? 'PG',
    gameCode: game.gameCode ?? 'fortune-tiger',
    gameType: game.gameType ?? 'RNG',
    currency: 'PHP',
    language: 'EN',
  });
}

export async function credit(t: TestApp, who: TestMember, amount: number) {
  await t.services.wallet.credit(who.account, amount, 'test money', randomUUID());
}

export const balanceOf = (t: TestApp, who: TestMember) => mainBalance(t.database.db, who.id);

export async function roundOf(t: TestApp, roundId: string, vendorCode = 'PG') {
  const [row] = await t.database.db
    .select()
    .from(bets)
    .where(and(eq(bets.vendorCode, vendorCode), eq(bets.roundId, roundId)));
  return row ?? null;
}

export const rid = () => randomUUID();

/**
 * The hourly sums of the rounds (member_bet_hours) next to the rounds they sum, both as rows of
 * (member, hour, game type, vendor, status, rounds, stake, payout): equal whenever the database is.
 */
export async function roundsAndHourlySums(t: TestApp) {
  const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
  const [rounds, hours] = await Promise.all([
    t.database.db.execute(sql`
      select member_id, date_trunc('hour', placed_at, 'UTC') as hour, game_type, vendor_code, status,
        count(*)::int as rounds, sum(stake)::text as stake, sum(payout)::text as payout
      from bets group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
    t.database.db.execute(sql`
      select member_id, hour, game_type, vendor_code, status, rounds, stake::text, payout::text
      from member_bet_hours where rounds <> 0 order by 1, 2, 3, 4, 5`),
  ]);
  return { rounds: rows(rounds), hours: rows(hours) };
}
