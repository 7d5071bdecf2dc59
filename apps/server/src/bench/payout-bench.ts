/**
 * A real-time salary pass over a large team (decision 0262): a contract whose downline agent has a team
 * of 10,000 members with 1,000,000 settled bets in one five-minute period, paid by one pass of the
 * payout service (no HTTP). Target: under 10 s on PostgreSQL. Prints one Markdown row.
 *
 *   DATABASE_URL=postgres://… tsx apps/server/src/bench/payout-bench.ts [members] [bets]
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { agentContractPayouts, agentContracts, members } from '../db/schema';
import { createAgentPayoutsService } from '../modules/agent-payouts/agent-payouts.service';
import { checkLedger, createLedger, ledgerIsSound } from '../modules/ledger/ledger';
import type { SettingsStore } from '../modules/system/settings.store';

const teamSize = Number(process.argv[2] ?? 10_000);
const betCount = Number(process.argv[3] ?? 1_000_000);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
await database.migrate();
const db = database.db;
const ledger = createLedger(db);
const run = randomUUID().slice(0, 8);

const member = async (type: number, parentId: number | null, index: string) => {
  const [row] = await db
    .insert(members)
    .values({
      account: `pb${run}${index}`,
      referralCode: `PB${run}${index}`,
      currency: 'PHP',
      type,
      parentId,
    })
    .returning({ id: members.id });
  return row!.id;
};
const top = await member(1, null, 'top');
const agent = await member(2, top, 'agent');
// The team, under `agent` (member_ancestors is kept by its trigger as the rows arrive).
await db.execute(sql`
  insert into members (account, referral_code, currency, type, parent_id)
  select ${`pb${run}m`} || i, ${`PB${run}M`} || i, 'PHP', 0, ${agent}
  from generate_series(1, ${teamSize}::int) as i`);
const team = await db.execute(
  sql`select min(member_id) as lo, max(member_id) as hi from member_ancestors where ancestor_id = ${agent}`,
);
const { lo, hi } = (team as unknown as { rows: Array<{ lo: number; hi: number }> }).rows[0]!;

const periodStart = new Date('2031-01-01T12:00:00Z');
const periodEnd = new Date(periodStart.getTime() + 5 * 60_000);
// The bets, written without the kept hourly sums' triggers (they are not what is measured), in chunks.
const loadStarted = performance.now();
const chunk = 200_000;
for (let from = 0; from < betCount; from += chunk) {
  const count = Math.min(chunk, betCount - from);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into bets (member_id, vendor_code, game_code, game_type, round_id, currency, stake, payout, status, placed_at, settled_at)
      select ${lo}::int + (i % (${hi}::int - ${lo}::int + 1)), 'BGS', 'dice', 'RNG', ${`pb${run}-`} || i, 'PHP',
        100 + (i * 37) % 5000, case when i % 3 = 0 then 2 * (100 + (i * 37) % 5000) else 0 end, 'SETTLED',
        ${periodStart.toISOString()}::timestamptz + (i % 299) * interval '1 second',
        ${periodStart.toISOString()}::timestamptz + (i % 299) * interval '1 second'
      from generate_series(${from + 1}::int, ${from + count}::int) as i`);
  });
}
await db.execute(sql`analyze bets`);
const loadSeconds = (performance.now() - loadStarted) / 1000;

const [contract] = await db
  .insert(agentContracts)
  .values({
    kind: 'realTimeSalary',
    uplineId: top,
    downlineId: agent,
    terms: {
      kind: 'realTimeSalary',
      tiers: [
        { singleBet: 500, winRate: 50, lossRate: 100 },
        { singleBet: 2000, winRate: 80, lossRate: 150 },
      ],
    },
    rate: 150,
    state: 'accepted',
    requestId: `bench-${run}`,
    offeredAt: periodStart,
    answeredAt: new Date(periodStart.getTime() - 1000),
  })
  .returning({ id: agentContracts.id });
await ledger.post({
  idempotencyKey: `bench-fund-${run}`,
  kind: 'DEPOSIT',
  legs: [
    { accountId: await ledger.systemAccount('GATEWAY', 'PHP'), amount: -1_000_000_000_000 },
    { accountId: await ledger.memberAccount(top, 'PHP'), amount: 1_000_000_000_000 },
  ],
});

const settings = {
  get: async () => ({ timeZoneOffsetMinutes: 480, currency: { decimals: 2 } }),
} as unknown as Pick<SettingsStore, 'get'>; // the pass reads only these two brand fields
const payouts = createAgentPayoutsService({
  db,
  clock: { now: () => periodEnd.getTime() + 1000 },
  settings,
  ledger,
  notify: async () => {},
});
const started = performance.now();
const report = await payouts.run(new Date(periodEnd.getTime() + 1000));
const seconds = (performance.now() - started) / 1000;
const [row] = await db
  .select()
  .from(agentContractPayouts)
  .where(eq(agentContractPayouts.contractId, contract!.id))
  .orderBy(sql`${agentContractPayouts.periodStart} desc`)
  .limit(1);
const sound = ledgerIsSound(await checkLedger(db));
console.log(
  `| ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} | ${teamSize.toLocaleString('en')} | ${betCount.toLocaleString('en')} | ${(row?.basis.qualifyingBets ?? 0).toLocaleString('en')} | ${row?.amount ?? 0} | ${report.paid} | ${seconds.toFixed(2)} | ${loadSeconds.toFixed(0)} | ${sound ? 'ok' : 'FAILED'} |`,
);
await database.close();
