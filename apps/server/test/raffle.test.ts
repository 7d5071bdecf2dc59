import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { failureSchema } from '@lobby/contract/envelope';
import { languageCodes } from '@lobby/contract/languages';
import { claimRaffleValueSchema, rafflePaths, rafflesValueSchema, type Raffle } from '@lobby/contract/raffle';
import { raffleEntries, raffles } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/ledger';
import { runOpsCommand } from '../src/ops/commands';
import { demoRaffleTitle, seedDemoRaffle } from '../src/seed/demo-raffle';
import { createTestApp, type TestApp } from './helper';
import {
  allBalances,
  balanceOf,
  caller,
  expectUnchanged,
  fund,
  ledgerSound,
  makePlayer,
  manualClock,
  tolerateTeardownDisconnects,
  transactionCount,
  type Player,
  depositThroughGateway,
} from './payments-helpers';
import { playRound as playRoundAs } from './seamless-helpers';

/*
 * The raffle (issue 19; decision 0247): tickets kept by the database as deposits are credited and
 * rounds settle during the period, a draw anyone can recompute from the revealed seed and the ticket
 * table, and a winner's prize paid once through the ledger.
 */

const clock = manualClock();
let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  tolerateTeardownDisconnects(t);
  api = caller(t);
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv));

const deposit = (who: Player, amount: number) => depositThroughGateway(t, who, amount);
const playRound = (who: Player, stake: number, settle = true) => playRoundAs(t, who, stake, { settle });

/** A raffle running now: one ticket per 100 deposited and per 1,000 of settled stakes. */
async function createRaffle(prizes = [50_000, 20_000], title = 'Weekly raffle') {
  return t.services.raffle.operator.create({
    title: { EN: title },
    startsAt: new Date(clock.now() - 60_000),
    endsAt: new Date(clock.now() + 7 * 86_400_000),
    ticketPerDeposit: 10_000,
    ticketPerBet: 100_000,
    prizes,
    wageringMultiple: 3,
    expiryDays: 7,
  });
}

/** The period ends (the database's clock and the service's agree it is over). */
async function endPeriod(id: number) {
  await t.database.db
    .update(raffles)
    .set({ endsAt: new Date(clock.now() - 1000) })
    .where(eq(raffles.id, id));
}

async function listOf(who?: Player) {
  const res = await api.get(rafflePaths.list, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return rafflesValueSchema.parse(res.body.value);
}

async function raffleOf(id: number, who?: Player): Promise<Raffle> {
  const found = (await listOf(who)).raffles.find((r) => r.id === id);
  expect(found).toBeDefined();
  return found!;
}

const claim = (who: Player | undefined, raffleId: number, requestId = randomUUID()) =>
  api.post(rafflePaths.claim, { raffleId, requestId }, who);

async function expectBooksSound() {
  const check = await checkLedger(t.database.db);
  expect(check.wageringMiscounted).toEqual([]);
  expect(await ledgerSound(t)).toBe(true);
}

/**
 * The draw recomputed from what is published, without the server's code: tickets numbered in
 * member-id order, HMAC-SHA256(seed, "raffle:{id}:{prize}:{n}"), the first 6 bytes mod the total with
 * the biased top skipped, and a member who won already skipped too.
 */
function recompute(
  seed: string,
  raffleId: number,
  prizes: number,
  table: { memberId: number; tickets: number }[],
) {
  const ranges: { memberId: number; first: number; tickets: number }[] = [];
  let next = 0;
  for (const row of [...table].sort((a, b) => a.memberId - b.memberId)) {
    ranges.push({ memberId: row.memberId, first: next, tickets: row.tickets });
    next += row.tickets;
  }
  const total = next;
  const won: { memberId: number; ticket: number }[] = [];
  for (let prize = 0; prize < Math.min(prizes, ranges.length); prize++) {
    for (let n = 0; ; n++) {
      const digest = createHmac('sha256', Buffer.from(seed, 'hex'))
        .update(`raffle:${raffleId}:${prize}:${n}`)
        .digest();
      const x = digest.readUIntBE(0, 6);
      if (x >= Math.floor(2 ** 48 / total) * total) continue;
      const ticket = x % total;
      const holder = ranges.find((r) => ticket >= r.first && ticket < r.first + r.tickets)!;
      if (won.some((w) => w.memberId === holder.memberId)) continue;
      won.push({ memberId: holder.memberId, ticket });
      break;
    }
  }
  return { total, ranges, won };
}

describe('who may use the raffle calls', () => {
  it('lets anyone read the raffles, asks a visitor to log in to claim and a trial account to register', async () => {
    const raffle = await createRaffle();
    const visitor = await raffleOf(raffle.id);
    expect(visitor).toMatchObject({ state: 'running', myTickets: 0, seed: null, winners: [] });
    expect((await api.post(rafflePaths.list, {})).status).toBe(200);
    const trial = await makePlayer(t, { type: 4 });
    for (const [who, status, message] of [
      [undefined, 401, 'not_logged_in'],
      [trial, 403, 'in_need_true_account'],
    ] as const) {
      const res = await claim(who, raffle.id);
      expect(res.status).toBe(status);
      expect(failureSchema.parse(res.body).message).toBe(message);
    }
    await t.services.raffle.operator.cancel(raffle.id);
  });

  it('answers bad input with a 4xx envelope and moves no money', async () => {
    const who = await makePlayer(t);
    const before = await allBalances(t);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{}, 400, /^raffleId:/],
      [{ raffleId: 0, requestId: randomUUID() }, 400, /^raffleId:/],
      [{ raffleId: 'x', requestId: randomUUID() }, 400, /^raffleId:/],
      [{ raffleId: 2 ** 31, requestId: randomUUID() }, 400, /^raffleId:/],
      [{ raffleId: 1 }, 400, /^requestId:/],
      [{ raffleId: 1, requestId: 'no' }, 400, /^requestId:/],
      [{ raffleId: 1, requestId: 'a b c d e f g h' }, 400, /^requestId:/],
      [{ raffleId: 999_999, requestId: randomUUID() }, 404, 'raffle_not_found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post(rafflePaths.claim, body, who);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(failureSchema.parse(res.body).message, JSON.stringify(body)).toMatch(message);
    }
    await expectUnchanged(t, before);
  });
});

describe('a raffle from tickets to prizes', () => {
  let raffleId: number;
  let seedHash: string;
  const players: Player[] = [];

  it('publishes the seed hash at creation and keeps the seed sealed', async () => {
    const raffle = await createRaffle([50_000, 20_000]);
    raffleId = raffle.id;
    seedHash = raffle.seedHash;
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(raffle.sealedSeed).not.toContain(seedHash);
    expect(raffle.seed).toBeNull();
    expect(await ops('raffle', 'report', String(raffleId))).toContain('(sealed until the draw)');
  });

  it('counts credited deposits and settled stakes into tickets as they happen', async () => {
    for (let i = 0; i < 4; i++) players.push(await makePlayer(t));
    const [a, b, c] = players as [Player, Player, Player, Player];
    await deposit(a, 25_000);
    expect(await raffleOf(raffleId, a)).toMatchObject({ myDeposits: 25_000, myValidBets: 0, myTickets: 2 });
    await fund(t, b, 1_000_000);
    await playRound(b, 250_000);
    await playRound(b, 400_000, false);
    expect(await raffleOf(raffleId, b)).toMatchObject({ myDeposits: 0, myValidBets: 250_000, myTickets: 2 });
    // Tickets from both ways add up; each way's remainder keeps counting toward its next ticket.
    await deposit(c, 15_000);
    await fund(t, c, 200_000);
    await playRound(c, 150_000);
    expect(await raffleOf(raffleId, c)).toMatchObject({ myTickets: 2 });
    await deposit(c, 15_000);
    expect(await raffleOf(raffleId, c)).toMatchObject({
      myDeposits: 30_000,
      myValidBets: 150_000,
      myTickets: 4,
    });
    await deposit(players[3]!, 10_000);
    // Each member sees only their own tickets; a visitor none.
    expect((await raffleOf(raffleId, players[3])).myTickets).toBe(1);
    expect((await raffleOf(raffleId)).myTickets).toBe(0);
  });

  it('refuses a claim before the draw and draws nothing before the period is over', async () => {
    const res = await claim(players[0], raffleId);
    expect(res.status).toBe(400);
    expect(failureSchema.parse(res.body).message).toBe('raffle_not_drawn');
    expect(await ops('raffle', 'draw', String(raffleId)).catch(String)).toContain('not over yet');
    expect(await t.services.raffle.drawDue()).toBe(0);
  });

  it('stops counting when the period ends, then draws once, reproducibly from the revealed seed', async () => {
    await endPeriod(raffleId);
    expect((await raffleOf(raffleId)).state).toBe('drawing');
    await deposit(players[0]!, 50_000);
    expect((await raffleOf(raffleId, players[0])).myTickets).toBe(2);
    expect(await t.services.raffle.drawDue()).toBeGreaterThanOrEqual(1);
    expect(await ops('raffle', 'draw', String(raffleId)).catch(String)).toContain('drawn already');

    const drawn = await raffleOf(raffleId);
    expect(drawn.state).toBe('drawn');
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(Buffer.from(drawn.seed!, 'hex')).digest('hex')).toBe(seedHash);
    expect(drawn.seedHash).toBe(seedHash);
    expect(drawn.totalTickets).toBe(9);

    const table = await t.database.db
      .select({
        memberId: raffleEntries.memberId,
        tickets: raffleEntries.tickets,
        first: raffleEntries.firstTicket,
      })
      .from(raffleEntries)
      .where(and(eq(raffleEntries.raffleId, raffleId), gt(raffleEntries.tickets, 0)))
      .orderBy(asc(raffleEntries.memberId));
    const mine = recompute(drawn.seed!, raffleId, 2, table);
    expect(mine.total).toBe(9);
    expect(table.map((r) => r.first)).toEqual(mine.ranges.map((r) => r.first));
    expect(drawn.winners.map((w) => [w.place, w.ticket, w.amount])).toEqual([
      [1, mine.won[0]!.ticket, 50_000],
      [2, mine.won[1]!.ticket, 20_000],
    ]);
    // Each member finds their own range and whether they won; accounts are masked.
    for (const who of players) {
      const view = await raffleOf(raffleId, who);
      const range = mine.ranges.find((r) => r.memberId === who.id)!;
      expect(view.myFirstTicket).toBe(range.first);
      const place = mine.won.findIndex((w) => w.memberId === who.id);
      expect(view.winners.map((w) => w.mine)).toEqual([place === 0, place === 1]);
    }
    for (const winner of drawn.winners) expect(winner.account).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect(await ops('raffle', 'report', String(raffleId))).toContain(`seed      ${drawn.seed}`);
  });

  it('pays a winner once under 50 parallel claims, with the wagering; the same request replays', async () => {
    const drawn = await raffleOf(raffleId);
    const first = drawn.winners[0]!;
    const winnerRow = await t.database.db.execute<{ member_id: number }>(
      sql`SELECT member_id FROM raffle_winners WHERE raffle_id = ${raffleId} AND prize = 0`,
    );
    const winnerId = Number(('rows' in winnerRow ? winnerRow.rows : winnerRow)[0]!.member_id);
    const who = players.find((p) => p.id === winnerId)!;
    const before = await balanceOf(t, who);
    const bonusesBefore = await transactionCount(t, 'BONUS');
    const shared = randomUUID();
    const ids = Array.from({ length: 50 }, (_, i) => (i < 5 ? shared : randomUUID()));
    const replies = await Promise.all(ids.map((id) => claim(who, raffleId, id)));
    const paid = replies.filter((r) => r.status === 200);
    expect(new Set(paid.map((r) => claimRaffleValueSchema.parse(r.body.value).bonus.id)).size).toBe(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['already_claimed']),
    );
    expect(await balanceOf(t, who)).toBe(before + first.amount);
    expect(await transactionCount(t, 'BONUS')).toBe(bonusesBefore + 1);
    const { bonus, raffle } = claimRaffleValueSchema.parse(paid[0]!.body.value);
    expect(bonus).toMatchObject({
      amount: 50_000,
      turnoverRequired: 150_000,
      state: 'active',
      title: 'Weekly raffle · #1',
    });
    expect(raffle.winners[0]).toMatchObject({ mine: true, claimed: true });
    const winning = ids[replies.findIndex((r) => r.status === 200)]!;
    const again = await claim(who, raffleId, winning);
    expect(claimRaffleValueSchema.parse(again.body.value).bonus.id).toBe(bonus.id);
    expect(await balanceOf(t, who)).toBe(before + first.amount);
    await expectBooksSound();
  });

  it('refuses members who did not win, with or without tickets', async () => {
    const drawn = await raffleOf(raffleId);
    const winners = new Set<number>();
    for (const who of players)
      if ((await raffleOf(raffleId, who)).winners.some((w) => w.mine)) winners.add(who.id);
    const losers = [...players.filter((p) => !winners.has(p.id)), await makePlayer(t)];
    expect(losers).toHaveLength(3);
    const before = await allBalances(t);
    for (const who of losers) {
      const res = await claim(who, raffleId);
      expect(res.status).toBe(403);
      expect(failureSchema.parse(res.body).message).toBe('raffle_not_won');
    }
    await expectUnchanged(t, before);
    expect(drawn.winners[1]!.claimed).toBe(false);
  });
});

describe('the operator', () => {
  it('creates, lists, cancels and draws raffles; one without tickets has no winners', async () => {
    const created = await ops(
      'raffle',
      'create',
      '--title',
      'Lucky week',
      '--prizes',
      '500,200,100',
      '--per-deposit',
      '100',
      '--per-bet',
      '1000',
      '--days',
      '7',
      '--multiple',
      '2',
    );
    expect(created).toMatch(
      /created: #\d+ +running .*"Lucky week" {2}prizes 500\.00 \/ 200\.00 \/ 100\.00, wager 2x/,
    );
    expect(created).toMatch(/seed hash [0-9a-f]{64}/);
    const id = Number(/#(\d+)/.exec(created)![1]);
    expect(await ops('raffle', 'list')).toContain(`#${id}`);
    expect(
      await ops('raffle', 'create', '--title', 'x', '--prizes', '10,0', '--per-deposit', '100').catch(String),
    ).toContain('every prize must be an amount above 0');
    expect(await ops('raffle', 'create', '--title', 'x', '--prizes', '10,abc').catch(String)).toContain(
      '--prizes must be an amount',
    );
    expect(await ops('raffle', 'create', '--title', 'x', '--prizes', '10').catch(String)).toContain(
      'tickets must be earned',
    );
    expect(await ops('raffle', 'create', '--prizes', '10').catch(String)).toContain('usage');
    expect(await ops('raffle', 'draw', '999999').catch(String)).toContain('no raffle 999999');

    await endPeriod(id);
    const drawn = await ops('raffle', 'draw', String(id));
    expect(drawn).toContain('no tickets: no winners');
    expect((await raffleOf(id)).winners).toEqual([]);

    const other = await createRaffle([100], 'Cancelled one');
    expect(await ops('raffle', 'cancel', String(other.id))).toContain('cancelled: ');
    expect((await listOf()).raffles.some((r) => r.id === other.id)).toBe(false);
    const res = await claim(await makePlayer(t), other.id);
    expect(res.status).toBe(404);
    expect(await ops('raffle', 'cancel', String(other.id)).catch(String)).toContain('cancelled already');
  });

  it("seeds the demo's weekly raffle once, while none waits for its draw", async () => {
    await seedDemoRaffle(t.services.raffle);
    await seedDemoRaffle(t.services.raffle);
    const demo = (await listOf()).raffles.filter((r) => r.title === 'Weekly Lucky Draw');
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({
      state: 'running',
      ticketPerDeposit: 10_000,
      ticketPerBet: 100_000,
      prizes: [500_000, 200_000, 100_000],
      wageringMultiple: 3,
    });
  });
});

describe('raffle titles per language', () => {
  const titleIn = async (query: string) => {
    const res = await api.get(`${rafflePaths.list}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return rafflesValueSchema.parse(res.body.value).raffles.map((r) => r.title);
  };

  it("reads the demo raffle's title in each of the 20 languages, and in the brand default for others", async () => {
    await seedDemoRaffle(t.services.raffle);
    const rows = await t.database.db.select().from(raffles).where(eq(raffles.state, 'open'));
    const row = rows.find((r) => r.title.EN === 'Weekly Lucky Draw');
    expect(row?.title).toEqual(demoRaffleTitle);
    expect(Object.keys(row!.title).sort()).toEqual([...languageCodes].sort());
    expect(await titleIn('?language=CN')).toContain('每周幸运抽奖');
    expect(await titleIn('?language=KO')).toContain('주간 행운 추첨');
    const posted = await api.post(rafflePaths.list, { language: 'UR' });
    expect(rafflesValueSchema.parse(posted.body.value).raffles.map((r) => r.title)).toContain(
      'ہفتہ وار لکی ڈرا',
    );
    expect(await titleIn('?language=XX')).toContain('Weekly Lucky Draw');
    expect(await titleIn('')).toContain('Weekly Lucky Draw');
    await ops('languages', 'default', 'PT');
    try {
      expect(await titleIn('?language=XX')).toContain('Sorteio Semanal da Sorte');
    } finally {
      await ops('languages', 'default', 'EN');
    }
  });

  it('reads a title written in one language in every language', async () => {
    const row = await createRaffle([10_000], 'Only in English');
    expect(await titleIn('?language=JA')).toContain('Only in English');
    await t.services.raffle.operator.cancel(row.id);
  });

  it('refuses a language code too long, in the envelope', async () => {
    const res = await api.get(`${rafflePaths.list}?language=${'X'.repeat(9)}`);
    expect(res.status).toBe(400);
    expect(failureSchema.parse(res.body).success).toBe(false);
    const posted = await api.post(rafflePaths.list, { language: 7 });
    expect(posted.status).toBe(400);
  });

  it('gives an older open demo raffle the languages, but leaves one the operator retitled', async () => {
    const db = t.database.db;
    const open = await db.select().from(raffles).where(eq(raffles.state, 'open'));
    const demo = open.find((r) => r.title.EN === 'Weekly Lucky Draw')!;
    const mine = await createRaffle([10_000], 'Our own draw');
    // As the migration left them: the one title under the brand default's code.
    await db
      .update(raffles)
      .set({ title: { EN: 'Weekly Lucky Draw' } })
      .where(eq(raffles.id, demo.id));
    await seedDemoRaffle(t.services.raffle);
    const after = await db.select().from(raffles).where(eq(raffles.state, 'open'));
    expect(after.find((r) => r.id === demo.id)!.title).toEqual(demoRaffleTitle);
    expect(after.find((r) => r.id === mine.id)!.title).toEqual({ EN: 'Our own draw' });
    expect(after).toHaveLength(open.length + 1);
    await t.services.raffle.operator.cancel(mine.id);
  });

  it('lets the operator title a raffle in another language, and take one away', async () => {
    const row = await createRaffle([10_000], 'Flash draw');
    expect(await ops('raffle', 'title', String(row.id), 'ko', '--title', '번개 추첨')).toContain('번개 추첨');
    expect(await titleIn('?language=KO')).toContain('번개 추첨');
    expect(await titleIn('?language=JA')).toContain('Flash draw');
    await ops('raffle', 'title', String(row.id), 'KO', '--title', '');
    expect(await titleIn('?language=KO')).toContain('Flash draw');
    expect(await ops('raffle', 'title', String(row.id), 'XX', '--title', 'x').catch(String)).toContain(
      'usage',
    );
    expect(await ops('raffle', 'title', String(row.id), 'EN', '--title', '').catch(String)).toContain(
      'a raffle needs a title',
    );
    await t.services.raffle.operator.cancel(row.id);
  });

  it('refuses to create or retitle a raffle without a title in any language', async () => {
    await expect(createRaffle([10_000], '  ')).rejects.toThrow('a raffle needs a title');
    const [any] = await t.database.db.select().from(raffles);
    await expect(t.services.raffle.operator.retitle(any!.id, { EN: ' ' })).rejects.toThrow(
      'a raffle needs a title',
    );
  });
});
