/**
 * The agent revenue report (decisions 0269 and 0270) for a month of a team of 10,000 members: an
 * agent with 2,000 players of its own and 20 sub-agents of 400 players each, five weeks of deposits,
 * withdrawals, bonuses and settled rounds, written through the database's triggers as the site writes
 * them. Times the report as the service reads it (no HTTP), on DATABASE_URL or the embedded database.
 * Prints one Markdown row per period.
 *
 *   tsx apps/server/src/bench/revenue-bench.ts [requests] [roundsPerMember] [top account to reuse]
 *
 * Given the top account (rb…top) of an earlier run's team, times that team again without generating.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { createAgentRevenueService } from '../modules/agent-revenue/agent-revenue.service';
import type { SettingsStore } from '../modules/system/settings.store';

const requests = Number(process.argv[2] ?? 200);
const roundsPerMember = Number(process.argv[3] ?? 10);
const days = 35;
const offsetMinutes = 480;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null });
await database.migrate();
const db = database.db;
const reused = process.argv[4];
const run = reused ? reused.slice(2, -3) : randomUUID().slice(0, 6);
const started = performance.now();

async function insertMembers(count: number, type: number, parents: string): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into members (account, referral_code, currency, type, parent_id)
    select 'rb${run}_' || ${type} || '_' || g || '_' || p.id, 'RB${run}' || ${type} || '_' || g || '_' || p.id, 'PHP', ${type}, p.id
    from (${parents}) p cross join generate_series(1, ${count}) g`),
  );
}

const topOf = `select id from members where account = 'rb${run}top'`;
if (!reused) {
  await db.execute(
    sql.raw(
      `insert into members (account, referral_code, currency, type) values ('rb${run}top', 'RB${run}TOP', 'PHP', 1)`,
    ),
  );
  await insertMembers(2_000, 0, topOf);
  await insertMembers(20, 2, topOf);
  await insertMembers(400, 0, `select id from members where parent_id = (${topOf}) and type = 2`);
  await db.execute(
    sql.raw(`
  insert into ledger_accounts (member_id, kind, currency)
  select a.member_id, 'MAIN', 'PHP' from member_ancestors a where a.ancestor_id = (${topOf})
  union all select id, 'MAIN', 'PHP' from members where account = 'rb${run}top'`),
  );

  // Money: three deposits, two bonuses and a withdrawal per member over five weeks, each its own
  // transaction (the report never reads these rows: only the trigger does).
  await db.execute(
    sql.raw(`
  with moves as (
    select w.id as account_id, k.kind, k.sign, (1000 + (random() * 50000)::int) as amount,
      now() - random() * interval '${days} days' as at, row_number() over () as n
    from ledger_accounts w
    join member_ancestors a on a.member_id = w.member_id and a.ancestor_id = (${topOf})
    cross join (values ('DEPOSIT', 1), ('DEPOSIT', 1), ('DEPOSIT', 1), ('BONUS', 1), ('BONUS', 1), ('WITHDRAW', -1)) k (kind, sign)
  ),
  tx as (
    insert into ledger_transactions (idempotency_key, request_hash, kind, created_at)
    select 'rb${run}-' || n, 'bench', kind, at from moves returning id, idempotency_key
  )
  insert into ledger_entries (transaction_id, account_id, amount, balance_after, kind, created_at)
  select tx.id, m.account_id, m.sign * m.amount, 0, m.kind, m.at
  from moves m join tx on tx.idempotency_key = 'rb${run}-' || m.n`),
  );

  // Rounds, settled, at random times of the five weeks; the deferred triggers run at this commit.
  await db.execute(
    sql.raw(`
  insert into bets (member_id, vendor_code, game_code, game_type, round_id, currency, stake, payout, status, placed_at, settled_at)
  select a.member_id, 'PG', 'bench', 'RNG', 'rb${run}-' || a.member_id || '-' || g, 'PHP',
    s.stake, (s.stake * random() * 2)::int, 'SETTLED', s.at, s.at
  from member_ancestors a
  cross join generate_series(1, ${roundsPerMember}) g
  cross join lateral (select 100 + (random() * 5000)::int + g * 0 as stake, now() - random() * interval '${days} days' + g * interval '0' as at) s
  where a.ancestor_id = (${topOf})`),
  );
}
const generated = (performance.now() - started) / 1000;

const [top] = (
  await db.execute(sql.raw(`select id, account, type, currency from members where account = 'rb${run}top'`))
).rows as Array<{ id: number; account: string; type: number; currency: string }>;
// The report reads only the brand's time-zone offset from the settings.
const settings = { get: async () => ({ timeZoneOffsetMinutes: offsetMinutes }) } as unknown as SettingsStore;
const service = createAgentRevenueService({ db, settings, clock: { now: () => Date.now() } });
const reader = { id: Number(top!.id), account: top!.account, type: 1, currency: 'PHP' };
const [{ rows: slotRows }] = [await db.execute(sql`select count(*)::int as n from team_revenue_sums`)];

console.log(
  `generated 10,021 accounts, ${roundsPerMember * 10_020} rounds, ${6 * 10_021} movements, ${(slotRows[0] as { n: number }).n} sum rows in ${generated.toFixed(0)} s`,
);
console.log('| period | requests | p50 ms | p99 ms | max ms | rows |');
console.log('| ------ | -------- | ------ | ------ | ------ | ---- |');
for (const query of [
  { period: 'thisMonth' as const },
  { period: 'lastMonth' as const },
  { period: 'custom' as const, startDate: isoDay(-30), endDate: isoDay(0) },
]) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    rows = (await service.report(reader, query)).rows.length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const name = query.period === 'custom' ? 'last 31 days' : query.period;
  console.log(`| ${name} | ${requests} | ${at(0.5)} | ${at(0.99)} | ${times.at(-1)!.toFixed(1)} | ${rows} |`);
}
await database.close();

function isoDay(back: number) {
  return new Date(Date.now() + offsetMinutes * 60_000 + back * 86_400_000).toISOString().slice(0, 10);
}
