import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, createLedger, ledgerIsSound, type Ledger } from '../src/modules/ledger/ledger';
import { insertMember } from '../src/modules/accounts/members.repository';
import { ledgerAccounts } from '../src/db/schema';
import type { DatabaseHandle } from '../src/db/client';
import { freshDatabase } from './helper';

let database: DatabaseHandle;
let ledger: Ledger;
let gateway: number;
let held: number;
const wallets: number[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  ledger = createLedger(database.db);
  gateway = await ledger.systemAccount('GATEWAY', 'PHP');
  held = await ledger.systemAccount('WITHDRAWALS', 'PHP');
  for (let i = 0; i < 4; i++) {
    const member = await insertMember(database.db, {
      account: `ledger${i}`,
      referralCode: `LEDGER${i}`,
      currency: 'PHP',
    });
    wallets.push(await ledger.memberAccount(member!.id, 'PHP'));
  }
});
afterAll(() => database.close());

async function balances(): Promise<Map<number, number>> {
  const rows = await database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts);
  return new Map(rows.map((r) => [r.id, r.balance]));
}

const total = (map: Map<number, number>) => [...map.values()].reduce((a, b) => a + b, 0);

describe('ledger postings', () => {
  it('moves money in one balanced transaction and replays a repeated key', async () => {
    const deposit = {
      idempotencyKey: 'dep-1',
      kind: 'DEPOSIT',
      legs: [
        { accountId: gateway, amount: -10_000 },
        { accountId: wallets[0]!, amount: 10_000 },
      ],
    };
    const first = await ledger.post(deposit);
    expect(first.replayed).toBe(false);
    expect(first.entries.find((e) => e.accountId === wallets[0])?.balanceAfter).toBe(10_000);
    const again = await ledger.post(deposit);
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect((await balances()).get(wallets[0]!)).toBe(10_000);
  });

  it('refuses a reused key with other parameters, and an overdraft, changing nothing', async () => {
    const before = await balances();
    await expect(
      ledger.post({
        idempotencyKey: 'dep-1',
        kind: 'DEPOSIT',
        legs: [
          { accountId: gateway, amount: -1 },
          { accountId: wallets[0]!, amount: 1 },
        ],
      }),
    ).rejects.toMatchObject({ message: 'idempotency_key_reused', status: 409 });
    await expect(
      ledger.post({
        idempotencyKey: 'over-1',
        kind: 'TRANSFER',
        legs: [
          { accountId: wallets[1]!, amount: -1 },
          { accountId: wallets[0]!, amount: 1 },
        ],
      }),
    ).rejects.toMatchObject({ message: 'insufficient_balance', status: 400 });
    expect(await balances()).toEqual(before);
    // The refused overdraft left no transaction behind: its key is free again.
    await ledger.post({
      idempotencyKey: 'over-1',
      kind: 'DEPOSIT',
      legs: [
        { accountId: gateway, amount: -5 },
        { accountId: wallets[1]!, amount: 5 },
      ],
    });
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });

  it('never writes an unbalanced posting', async () => {
    await expect(
      ledger.post({
        idempotencyKey: 'bad-1',
        kind: 'X',
        legs: [
          { accountId: gateway, amount: -5 },
          { accountId: wallets[1]!, amount: 4 },
        ],
      }),
    ).rejects.toThrow(/unbalanced/);
  });
});

describe('group commit', () => {
  const transfer = (key: string, from: number, to: number, amount: number, memberId?: number) =>
    ledger.post({
      idempotencyKey: key,
      kind: 'TRANSFER',
      memberId,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });

  it('writes parallel postings together, each one still all or nothing', async () => {
    await ledger.post({
      idempotencyKey: 'gc-fund',
      kind: 'DEPOSIT',
      legs: [
        { accountId: gateway, amount: -1_000 },
        { accountId: wallets[2]!, amount: 1_000 },
      ],
    });
    const before = await balances();
    // The first posting goes alone; the rest queue behind it and share one batch, repeats included.
    const lead = transfer('gc-lead', wallets[2]!, wallets[3]!, 1);
    const outcomes = await Promise.allSettled([
      transfer('gc-a', wallets[2]!, wallets[3]!, 100),
      transfer('gc-a', wallets[2]!, wallets[3]!, 100),
      transfer('gc-a', wallets[2]!, wallets[3]!, 101),
      transfer('gc-over', wallets[3]!, wallets[2]!, 1_000_000),
      ...Array.from({ length: 40 }, (_, i) => transfer(`gc-${i}`, wallets[2]!, wallets[3]!, 10)),
    ]);
    await lead;
    const [first, repeat, reused, overdraft, ...rest] = outcomes;
    expect(first).toMatchObject({ status: 'fulfilled', value: { replayed: false } });
    expect(repeat).toMatchObject({ status: 'fulfilled', value: { replayed: true } });
    if (first?.status === 'fulfilled' && repeat?.status === 'fulfilled')
      expect(repeat.value.transactionId).toBe(first.value.transactionId);
    expect(reused).toMatchObject({ status: 'rejected', reason: { message: 'idempotency_key_reused' } });
    expect(overdraft).toMatchObject({ status: 'rejected', reason: { message: 'insufficient_balance' } });
    expect(rest.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const after = await balances();
    expect(after.get(wallets[2]!)).toBe(before.get(wallets[2]!)! - 501);
    expect(after.get(wallets[3]!)).toBe(before.get(wallets[3]!)! + 501);
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });

  it('falls back to one posting at a time when the batch as a whole fails', async () => {
    const before = await balances();
    // A member that does not exist breaks the foreign key: an error the batch cannot isolate.
    const outcomes = await Promise.allSettled([
      transfer('gc-fk-ok-1', wallets[3]!, wallets[2]!, 7),
      transfer('gc-fk-bad', wallets[3]!, wallets[2]!, 7, 2_000_000_000),
      transfer('gc-fk-ok-2', wallets[3]!, wallets[2]!, 7),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await balances()).get(wallets[2]!)).toBe(before.get(wallets[2]!)! + 14);
    expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
  });
});

/** A random operation on the four wallets: deposits, withdrawals to the hold, and transfers. */
const operation = fc.record({
  from: fc.integer({ min: -1, max: 3 }),
  to: fc.integer({ min: -2, max: 3 }),
  amount: fc.integer({ min: 1, max: 5_000 }),
  /** Reuse one of a few keys now and then, as a retrying client does. */
  key: fc.oneof(fc.uuid(), fc.constantFrom('retry-a', 'retry-b', 'retry-c')),
});

function legsOf(op: { from: number; to: number; amount: number }) {
  const account = (i: number) => (i === -1 ? gateway : i === -2 ? held : wallets[i]!);
  if (op.from === op.to) return null;
  return [
    { accountId: account(op.from), amount: -op.amount },
    { accountId: account(op.to), amount: op.amount },
  ];
}

describe('ledger properties (fast-check)', () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

  it(`keeps the books balanced under random concurrent operations (seed ${seed})`, async () => {
    console.info(`ledger property seed: ${seed} (FC_SEED=${seed} reproduces it)`);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (ops) => {
        run++;
        const before = await balances();
        const results = await Promise.allSettled(
          ops.map((op) => {
            const legs = legsOf(op);
            if (!legs) return Promise.resolve(null);
            return ledger.post({ idempotencyKey: `${run}-${op.key}`, kind: 'TEST', legs });
          }),
        );
        const after = await balances();
        // Closed system: money only moves between accounts.
        expect(total(after)).toBe(total(before));
        for (const id of [...wallets, held]) expect(after.get(id)).toBeGreaterThanOrEqual(0);
        // Each key moved money at most once, whatever the retries.
        const applied = new Set<number>();
        for (const result of results) {
          if (result.status === 'fulfilled' && result.value && !result.value.replayed) {
            expect(applied.has(result.value.transactionId)).toBe(false);
            applied.add(result.value.transactionId);
          }
          if (result.status === 'rejected') {
            expect(['insufficient_balance', 'idempotency_key_reused']).toContain(
              (result.reason as Error).message,
            );
          }
        }
        expect(ledgerIsSound(await checkLedger(database.db))).toBe(true);
      }),
      { seed, numRuns: Number(process.env.FC_RUNS ?? 25) },
    );
  }, 120_000);
});
