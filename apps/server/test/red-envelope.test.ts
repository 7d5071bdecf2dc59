import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@lobby/contract/envelope';
import {
  openRedEnvelopeValueSchema,
  redEnvelopePaths,
  redEnvelopeValueSchema,
  type OpenRedEnvelopeValue,
} from '@lobby/contract/red-envelope';
import { bonusesValueSchema, rewardPaths } from '@lobby/contract/rewards';
import { checkLedger } from '../src/modules/ledger/ledger';
import { drawAmount } from '../src/modules/red-envelope/red-envelope.service';
import { runOpsCommand } from '../src/ops/commands';
import { createTestApp, type TestApp } from './helper';
import {
  allBalances,
  balanceOf,
  caller,
  expectUnchanged,
  ledgerSound,
  makePlayer,
  tolerateTeardownDisconnects,
  transactionCount,
  type Player,
} from './payments-helpers';

/*
 * The red envelope (issue 19, decision 0240): rounds the operator creates, one envelope per member
 * per round drawn fairly from the pool, paid as a bonus with wagering; the pool never pays more than
 * it holds, also under 100 parallel opens.
 */

let t: TestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  tolerateTeardownDisconnects(t);
  api = caller(t);
});
afterAll(() => t.close());

const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv));

/** A round made by the operator's command; its id read from the answer. */
async function createRound(...options: string[]): Promise<number> {
  const created = await ops('envelope', 'create', ...options);
  const id = /^created: #(\d+) /.exec(created)?.[1];
  expect(id, created).toBeDefined();
  return Number(id);
}

/** A round running now, cancelled once the test is done so the next test's round is the current one. */
async function withRound(options: string[], body: (roundId: number) => Promise<void>) {
  const roundId = await createRound('--starts', 'now', ...options);
  try {
    await body(roundId);
  } finally {
    await ops('envelope', 'cancel', String(roundId)).catch(() => undefined);
  }
}

const open = (who: Player | undefined, roundId: number, requestId = randomUUID()) =>
  api.post(redEnvelopePaths.open, { roundId, requestId }, who);

function opened(res: { status: number; body: unknown }): OpenRedEnvelopeValue {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return openRedEnvelopeValueSchema.parse((res.body as { value: unknown }).value);
}

async function rounds(who?: Player) {
  const res = await api.get(redEnvelopePaths.rounds, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return redEnvelopeValueSchema.parse(res.body.value);
}

async function expectBooksSound() {
  const check = await checkLedger(t.database.db);
  expect(check.wageringMiscounted).toEqual([]);
  expect(await ledgerSound(t)).toBe(true);
}

describe('the draw', () => {
  it('gives the last envelope what is left and keeps the minimum for every envelope after a draw', () => {
    expect(drawAmount({ remaining: 1234, left: 1, min: 100 }, () => 0)).toBe(1234);
    // The highest draw leaves the minimum for each envelope still to open.
    const highest = drawAmount({ remaining: 1000, left: 3, min: 300 }, (_min, max) => max - 1);
    expect(highest).toBe(400);
    // Twice the average is the cap when the minimum does not bind.
    expect(drawAmount({ remaining: 1000, left: 4, min: 1 }, (_min, max) => max - 1)).toBe(500);
    expect(drawAmount({ remaining: 1000, left: 4, min: 1 }, (min) => min)).toBe(1);
    // Nothing to draw between the minimum and the cap: the minimum.
    expect(drawAmount({ remaining: 300, left: 3, min: 100 }, () => -1)).toBe(100);
  });

  it('pays a whole pool out in amounts of at least the minimum, and no envelope is favoured', () => {
    for (let trial = 0; trial < 200; trial++) {
      const pool = randomInt(1000, 100_000);
      const envelopes = randomInt(1, 50);
      const min = randomInt(1, Math.floor(pool / envelopes) + 1);
      let remaining = pool;
      const amounts: number[] = [];
      for (let left = envelopes; left > 0; left--) {
        const amount = drawAmount({ remaining, left, min }, randomInt);
        amounts.push(amount);
        remaining -= amount;
        expect(remaining).toBeGreaterThanOrEqual(min * (left - 1));
      }
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(pool);
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(min);
    }
    // The first and the last of ten envelopes both average a tenth of the pool (within 3 %).
    const runs = 20_000;
    let first = 0;
    let last = 0;
    for (let run = 0; run < runs; run++) {
      let remaining = 10_000;
      for (let left = 10; left > 0; left--) {
        const amount = drawAmount({ remaining, left, min: 1 }, randomInt);
        if (left === 10) first += amount;
        if (left === 1) last += amount;
        remaining -= amount;
      }
    }
    expect(Math.abs(first / runs - 1000)).toBeLessThan(30);
    expect(Math.abs(last / runs - 1000)).toBeLessThan(30);
  });
});

describe('reading the rounds', () => {
  it('shows a visitor the round open now and the next, without a member’s envelope', async () => {
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const nextId = await createRound('--starts', later, '--pool', '500', '--envelopes', '50');
    try {
      await withRound(
        ['--pool', '1000', '--envelopes', '100', '--min', '2', '--multiple', '3'],
        async (id) => {
          const value = await rounds();
          expect(value.current).toMatchObject({
            id,
            pool: 100_000,
            remaining: 100_000,
            envelopes: 100,
            envelopesLeft: 100,
            minAmount: 200,
            turnoverMultiple: 3,
            agents: false,
            opened: null,
          });
          expect(value.next).toMatchObject({ id: nextId, pool: 50_000, envelopes: 50, opened: null });
          expect(Date.parse(value.serverTime)).toBeGreaterThan(0);
          // POST reads the same, and a member's read works as a visitor's until they open.
          expect((await api.post(redEnvelopePaths.rounds, {})).status).toBe(200);
          expect((await rounds(await makePlayer(t))).current?.opened).toBeNull();
        },
      );
    } finally {
      await ops('envelope', 'cancel', String(nextId));
    }
    const after = await rounds();
    expect(after.current).toBeNull();
    expect(after.next?.id).not.toBe(nextId);
  });
});

describe('who may open an envelope, and bad input', () => {
  it('asks a visitor to log in and tells a trial account to register a real one', async () => {
    await withRound(['--pool', '100', '--envelopes', '10'], async (roundId) => {
      const trial = await makePlayer(t, { type: 4 });
      for (const [who, status, message] of [
        [undefined, 401, 'not_logged_in'],
        [trial, 403, 'in_need_true_account'],
      ] as const) {
        const res = await open(who, roundId);
        expect(res.status).toBe(status);
        expect(failureSchema.parse(res.body).message).toBe(message);
      }
    });
  });

  it('answers bad input and closed rounds with a 4xx envelope and moves no money', async () => {
    const who = await makePlayer(t);
    const upcoming = await createRound(
      '--starts',
      new Date(Date.now() + 3_600_000).toISOString(),
      '--pool',
      '100',
      '--envelopes',
      '10',
    );
    const over = await createRound(
      '--starts',
      new Date(Date.now() - 3_600_000).toISOString(),
      '--minutes',
      '5',
      '--pool',
      '100',
      '--envelopes',
      '10',
    );
    const cancelled = await createRound('--starts', 'now', '--pool', '100', '--envelopes', '10');
    await ops('envelope', 'cancel', String(cancelled));
    const before = await allBalances(t);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ roundId: 'x', requestId: randomUUID() }, 400, /^roundId:/],
      [{ roundId: upcoming }, 400, /^requestId:/],
      [{ roundId: upcoming, requestId: 'no' }, 400, /^requestId:/],
      [{ roundId: upcoming, requestId: 'has spaces in it' }, 400, /^requestId:/],
      [{ roundId: 0, requestId: randomUUID() }, 400, /^roundId:/],
      [{ roundId: 2 ** 40, requestId: randomUUID() }, 400, /^roundId:/],
      [{ roundId: 1.5, requestId: randomUUID() }, 400, /^roundId:/],
      [[], 400, /./],
      [{ roundId: 999_999, requestId: randomUUID() }, 404, 'envelope_round_not_found'],
      [{ roundId: upcoming, requestId: randomUUID() }, 400, 'envelope_round_not_open'],
      [{ roundId: over, requestId: randomUUID() }, 400, 'envelope_round_not_open'],
      [{ roundId: cancelled, requestId: randomUUID() }, 400, 'envelope_round_not_open'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post(redEnvelopePaths.open, body, who);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(failureSchema.parse(res.body).message, JSON.stringify(body)).toMatch(message);
    }
    await expectUnchanged(t, before);
    await ops('envelope', 'cancel', String(upcoming));
  });

  it('keeps agents out of a round that does not admit them, and lets them into one that does', async () => {
    const agent = await makePlayer(t, { type: 1 });
    await withRound(['--pool', '100', '--envelopes', '10'], async (roundId) => {
      const res = await open(agent, roundId);
      expect(res.status).toBe(403);
      expect(failureSchema.parse(res.body).message).toBe('envelope_not_for_agents');
    });
    await withRound(['--pool', '100', '--envelopes', '10', '--agents', 'yes'], async (roundId) => {
      expect(opened(await open(agent, roundId)).opened.amount).toBeGreaterThanOrEqual(100);
    });
    await expectBooksSound();
  });
});

describe('opening an envelope', () => {
  it('pays a random amount of at least the minimum as a bonus with the round’s wagering, once', async () => {
    const who = await makePlayer(t);
    await withRound(
      ['--pool', '1000', '--envelopes', '20', '--min', '5', '--multiple', '3', '--expiry-days', '5'],
      async (roundId) => {
        const balance = await balanceOf(t, who);
        const requestId = randomUUID();
        const first = opened(await open(who, roundId, requestId));
        const { amount, bonusId, turnoverRequired } = first.opened;
        expect(amount).toBeGreaterThanOrEqual(500);
        expect(amount).toBeLessThanOrEqual(10_000);
        expect(turnoverRequired).toBe(amount * 3);
        expect(first.round).toMatchObject({ id: roundId, remaining: 100_000 - amount, envelopesLeft: 19 });
        expect(await balanceOf(t, who)).toBe(balance + amount);

        // The bonus shows in bonus details with its wagering; the round shows the member's envelope.
        const bonuses = bonusesValueSchema.parse((await api.get(rewardPaths.bonuses, who)).body.value);
        expect(bonuses.list[0]).toMatchObject({ id: bonusId, amount, turnoverRequired, state: 'active' });
        expect(bonuses.turnoverRemaining).toBe(amount * 3);
        expect((await rounds(who)).current?.opened).toMatchObject({ amount, bonusId });
        expect((await rounds()).current?.opened).toBeNull();

        // The same request answers the same; another is refused; no money moves for either.
        const postings = await transactionCount(t, 'BONUS');
        expect(opened(await open(who, roundId, requestId)).opened).toEqual(first.opened);
        const again = await open(who, roundId);
        expect(again.status).toBe(409);
        expect(failureSchema.parse(again.body).message).toBe('envelope_already_opened');
        expect(await transactionCount(t, 'BONUS')).toBe(postings);
        expect(await balanceOf(t, who)).toBe(balance + amount);
      },
    );
    await expectBooksSound();
  });

  it('refuses a request id used for another round', async () => {
    const who = await makePlayer(t);
    const requestId = randomUUID();
    await withRound(['--pool', '100', '--envelopes', '10'], async (roundId) => {
      opened(await open(who, roundId, requestId));
    });
    await withRound(['--pool', '100', '--envelopes', '10'], async (roundId) => {
      const res = await open(who, roundId, requestId);
      expect(res.status).toBe(409);
      expect(failureSchema.parse(res.body).message).toBe('idempotency_key_reused');
    });
  });

  it('pays the whole pool and never more when 100 members open 100 envelopes at once', async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => makePlayer(t)));
    await withRound(['--pool', '1000', '--envelopes', '100', '--min', '1'], async (roundId) => {
      const replies = await Promise.all(members.map((who) => open(who, roundId)));
      const amounts = replies.map((res) => opened(res).opened.amount);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(100_000);
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(100);
      const balances = await Promise.all(members.map((who) => balanceOf(t, who)));
      expect(balances).toEqual(amounts);
      const round = (await rounds()).current;
      expect(round).toMatchObject({ id: roundId, remaining: 0, envelopesLeft: 0 });

      const late = await open(await makePlayer(t), roundId);
      expect(late.status).toBe(400);
      expect(failureSchema.parse(late.body).message).toBe('envelope_pool_empty');
      expect(await ops('envelope', 'report', String(roundId))).toMatch(
        /opened 100 of 100, paid 1,000\.00 of 1,000\.00, left 0\.00/,
      );
    });
    await expectBooksSound();
  });

  it('pays 30 envelopes to the first 30 of 100 parallel openers and refuses the rest', async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => makePlayer(t)));
    await withRound(['--pool', '300', '--envelopes', '30', '--min', '2'], async (roundId) => {
      const replies = await Promise.all(members.map((who) => open(who, roundId)));
      const paid = replies.filter((res) => res.status === 200).map((res) => opened(res).opened.amount);
      expect(paid).toHaveLength(30);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(30_000);
      expect(Math.min(...paid)).toBeGreaterThanOrEqual(200);
      for (const res of replies.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(400);
        expect(failureSchema.parse(res.body).message).toBe('envelope_pool_empty');
      }
    });
    await expectBooksSound();
  });

  it('pays one member’s 20 parallel opens once, with different request ids or the same one', async () => {
    const who = await makePlayer(t);
    await withRound(['--pool', '1000', '--envelopes', '100'], async (roundId) => {
      const replies = await Promise.all(Array.from({ length: 20 }, () => open(who, roundId)));
      const paid = replies.filter((res) => res.status === 200);
      expect(paid).toHaveLength(1);
      for (const res of replies.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(409);
        expect(failureSchema.parse(res.body).message).toBe('envelope_already_opened');
      }
      expect(await balanceOf(t, who)).toBe(opened(paid[0]!).opened.amount);
    });
    const twin = await makePlayer(t);
    await withRound(['--pool', '1000', '--envelopes', '100'], async (roundId) => {
      const requestId = randomUUID();
      const replies = await Promise.all(Array.from({ length: 20 }, () => open(twin, roundId, requestId)));
      const answers = replies.map((res) => opened(res).opened);
      expect(new Set(answers.map((a) => a.bonusId)).size).toBe(1);
      expect(await balanceOf(t, twin)).toBe(answers[0]!.amount);
      expect((await rounds()).current?.envelopesLeft).toBe(99);
    });
    await expectBooksSound();
  });
});

describe('the operator', () => {
  it('creates, lists, reports and cancels rounds, and refuses unfair terms', async () => {
    const id = await createRound('--pool', '50', '--envelopes', '10', '--min', '5', '--minutes', '30');
    const list = await ops('envelope', 'list');
    expect(list).toContain(`#${id} `);
    expect(list).toMatch(new RegExp(`#${id} +running +.*pool 50\\.00, paid 0\\.00, opened 0 of 10`));
    expect(await ops('envelope', 'report', String(id))).toContain('smallest 0.00, largest 0.00');
    expect(await ops('envelope', 'cancel', String(id))).toMatch(/^cancelled: #\d+ +cancelled/);
    await expect(ops('envelope', 'cancel', String(id))).rejects.toThrow('cancelled already');
    await expect(ops('envelope', 'cancel', '999999')).rejects.toThrow('no round 999999');
    await expect(
      ops('envelope', 'create', '--pool', '10', '--envelopes', '10', '--min', '2'),
    ).rejects.toThrow('the pool must cover every envelope');
    await expect(ops('envelope', 'create', '--pool', '10')).rejects.toThrow('usage:');
    await expect(ops('envelope', 'create', '--pool', 'lots', '--envelopes', '10')).rejects.toThrow(
      '--pool must be an amount',
    );
    await expect(
      ops('envelope', 'create', '--pool', '10', '--envelopes', '1', '--starts', 'soon'),
    ).rejects.toThrow('--starts');
    await expect(ops('envelope', 'report', 'x')).rejects.toThrow('usage:');
  });

  it('schedules a daily round that the job makes for today and tomorrow, once, and stops it', async () => {
    const scheduled = await ops(
      'envelope',
      'schedule',
      '--at',
      '23:59',
      '--minutes',
      '1',
      '--pool',
      '100',
      '--envelopes',
      '10',
    );
    const scheduleId = /^scheduled: schedule #(\d+) /.exec(scheduled)?.[1];
    expect(scheduleId, scheduled).toBeDefined();
    expect(scheduled).toContain('daily at 23:59 brand time for 1 min');
    const made = (await ops('envelope', 'list'))
      .split('\n')
      .filter((line) => line.endsWith(`schedule #${scheduleId}`));
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(2);
    expect(await t.services.redEnvelope.scheduleRounds()).toBe(0);
    expect(await ops('envelope', 'unschedule', String(scheduleId))).toMatch(/^stopped: .* stopped /);
    const after = (await ops('envelope', 'list'))
      .split('\n')
      .filter((line) => line.endsWith(`schedule #${scheduleId}`));
    expect(after.every((line) => /cancelled|running|over/.test(line))).toBe(true);
    await expect(
      ops('envelope', 'schedule', '--at', '25:00', '--pool', '1', '--envelopes', '1'),
    ).rejects.toThrow('--at');
  });
});
