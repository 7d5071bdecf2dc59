/**
 * A payout pass killed with SIGKILL in the middle (decision 0263): afterwards a pass to the same instant
 * pays what was left, and nothing twice. Every period of every contract has one row; every paid row one
 * ledger posting, under its own key, and no posting is without its row; the contracts' kept totals match
 * their rows; the ledger check passes.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { agentContractPayouts, agentContracts, bets, ledgerTransactions, members } from '../src/db/schema';
import { checkLedger, createLedger, ledgerIsSound } from '../src/modules/ledger/ledger';
import { withDatabase } from './global-setup';

const root = path.resolve(import.meta.dirname, '../../..');
const contracts = 30;
const since = new Date('2031-08-01T00:00:00Z');
const at = new Date('2031-08-02T00:10:00Z');
/** Hourly periods of a +05:30 brand ending in (since, at]: 00:30 … 23:30, 24 of them. */
const periodsEach = 24;

let dataDir = '';
let databaseUrl: string | undefined;
let database: DatabaseHandle | undefined;

afterAll(async () => {
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (databaseUrl && process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
});

async function prepare() {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-payout-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    const name = `lobby_payout_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = withDatabase(process.env.TEST_DATABASE_URL, name);
  }
  const db = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  await db.migrate();
  const run = randomBytes(3).toString('hex');
  const ledger = createLedger(db.db);
  for (let i = 0; i < contracts; i++) {
    const [top] = await db.db
      .insert(members)
      .values({ account: `pc${run}t${i}`, referralCode: `PC${run}T${i}`, currency: 'PHP', type: 1 })
      .returning();
    const [mid] = await db.db
      .insert(members)
      .values({
        account: `pc${run}m${i}`,
        referralCode: `PC${run}M${i}`,
        currency: 'PHP',
        type: 2,
        parentId: top!.id,
      })
      .returning();
    const [player] = await db.db
      .insert(members)
      .values({ account: `pc${run}p${i}`, referralCode: `PC${run}P${i}`, currency: 'PHP', parentId: mid!.id })
      .returning();
    // Half the uplines are agents with a little money (some periods owed), half the platform.
    const agentPays = i % 2 === 0;
    if (agentPays) {
      await ledger.post({
        idempotencyKey: `crash-fund-${run}-${i}`,
        kind: 'DEPOSIT',
        legs: [
          { accountId: await ledger.systemAccount('GATEWAY', 'PHP'), amount: -100 },
          { accountId: await ledger.memberAccount(top!.id, 'PHP'), amount: 100 },
        ],
      });
    }
    await db.db.insert(agentContracts).values({
      kind: 'hourlySalary',
      uplineId: agentPays ? top!.id : null,
      downlineId: agentPays ? mid!.id : top!.id,
      terms: { kind: 'hourlySalary', tiers: [{ hourlyBetAmount: 0, activeMembers: 0, rate: 100 }] },
      rate: 100,
      state: 'accepted',
      requestId: `crash-${run}-${i}`,
      offeredAt: since,
      answeredAt: since,
    });
    for (let hour = 0; hour < 24; hour++) {
      await db.db.insert(bets).values({
        memberId: player!.id,
        vendorCode: 'BGS',
        gameCode: 'dice',
        gameType: 'RNG',
        roundId: `crash-${run}-${i}-${hour}`,
        currency: 'PHP',
        stake: 1000 + hour,
        payout: 0,
        status: 'SETTLED',
        placedAt: new Date(since.getTime() + hour * 3_600_000 + 60_000),
        settledAt: new Date(since.getTime() + hour * 3_600_000 + 60_000),
      });
    }
  }
  await db.close();
}

function child() {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/payout-child.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      AT: at.toISOString(),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.join(dataDir, 'pglite') }),
    },
  });
}

const exited = (process: ReturnType<typeof child>) =>
  new Promise<number | null>((resolve) => process.once('exit', (code) => resolve(code)));

it('pays nothing twice and misses nothing when a pass is killed mid-way', async () => {
  await prepare();
  const killed = child();
  let output = '';
  killed.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  killed.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const gone = exited(killed);
  // Mid-pass: once some rows are written (on PostgreSQL another connection sees them as they commit).
  const started = Date.now();
  if (databaseUrl) {
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    while (Date.now() - started < 60_000) {
      const { rows } = await watcher.query<{ n: string }>('select count(*) as n from agent_contract_payouts');
      if (Number(rows[0]!.n) >= 40) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await watcher.end();
  } else {
    while (!output.includes('started') && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
  killed.kill('SIGKILL');
  await gone;
  expect(output, output).not.toContain('finished');

  // Restarted: a pass to the same instant, in its own process, to the end.
  const again = child();
  let againOutput = '';
  again.stdout.on('data', (chunk: Buffer) => (againOutput += chunk.toString()));
  again.stderr.on('data', (chunk: Buffer) => (againOutput += chunk.toString()));
  expect(await exited(again), againOutput).toBe(0);

  database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  const [rows] = await db.select({ n: count() }).from(agentContractPayouts);
  expect(rows!.n).toBe(contracts * periodsEach);
  // Every paid row with an amount has its posting; no posting of a payout is without its row, or twice.
  const paid = await db
    .select({ id: agentContractPayouts.id, tx: agentContractPayouts.ledgerTransactionId })
    .from(agentContractPayouts)
    .where(sql`${agentContractPayouts.state} = 'paid' and ${agentContractPayouts.amount} > 0`);
  expect(paid.every((row) => row.tx !== null)).toBe(true);
  const postings = await db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, 'AGENT_SALARY'));
  expect(postings.map((p) => p.key).sort()).toEqual(paid.map((row) => `AGENT_PAYOUT:${row.id}`).sort());
  // The kept totals follow the rows.
  const kept = await db.execute(sql`
    select c.id from agent_contracts c
    left join (select contract_id,
        count(*) filter (where state = 'paid') as pc, count(*) filter (where state = 'owed') as oc,
        coalesce(sum(amount) filter (where state = 'paid'), 0) as pa, coalesce(sum(amount) filter (where state = 'owed'), 0) as oa
      from agent_contract_payouts group by contract_id) p on p.contract_id = c.id
    where c.paid_count <> coalesce(p.pc, 0) or c.owed_count <> coalesce(p.oc, 0)
      or c.paid_amount <> coalesce(p.pa, 0) or c.owed_amount <> coalesce(p.oa, 0)`);
  expect((kept as unknown as { rows: unknown[] }).rows).toEqual([]);
  expect(ledgerIsSound(await checkLedger(db))).toBe(true);
}, 240_000);
