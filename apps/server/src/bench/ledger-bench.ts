/**
 * Ledger transfers per second: concurrent random transfers between member wallets straight through
 * the ledger service (no HTTP), on the embedded database or on DATABASE_URL. Prints one Markdown row.
 *
 *   tsx apps/server/src/bench/ledger-bench.ts [seconds] [concurrency]
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../db/client';
import { members } from '../db/schema';
import { checkLedger, createLedger, ledgerIsSound } from '../modules/ledger/ledger';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 32);
const walletCount = 200;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
await database.migrate();
const ledger = createLedger(database.db);
const gateway = await ledger.systemAccount('GATEWAY', 'PHP');

const wallets: number[] = [];
const run = randomUUID().slice(0, 8);
for (let i = 0; i < walletCount; i++) {
  const [member] = await database.db
    .insert(members)
    .values({ account: `bench${run}${i}`, referralCode: `B${run}${i}`, currency: 'PHP' })
    .returning({ id: members.id });
  const wallet = await ledger.memberAccount(member!.id, 'PHP');
  await ledger.post({
    idempotencyKey: `bench-fund-${run}-${i}`,
    kind: 'DEPOSIT',
    legs: [
      { accountId: gateway, amount: -10_000_000 },
      { accountId: wallet, amount: 10_000_000 },
    ],
  });
  wallets.push(wallet);
}

const latencies: number[] = [];
let refused = 0;
const deadline = performance.now() + seconds * 1000;
const pick = () => wallets[Math.floor(Math.random() * wallets.length)]!;

async function worker() {
  while (performance.now() < deadline) {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    const started = performance.now();
    try {
      await ledger.post({
        idempotencyKey: randomUUID(),
        kind: 'TRANSFER',
        legs: [
          { accountId: from, amount: -100 },
          { accountId: to, amount: 100 },
        ],
      });
      latencies.push(performance.now() - started);
    } catch {
      refused++;
    }
  }
}

const began = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
const sound = ledgerIsSound(await checkLedger(database.db));
await database.close();

const label = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite (embedded)';
console.log(
  `| ${label} | ${concurrency} | ${Math.round(latencies.length / elapsed)} | ${percentile(0.5).toFixed(1)} | ` +
    `${percentile(0.99).toFixed(1)} | ${refused} | ${sound ? 'sound' : 'NOT SOUND'} |`,
);
