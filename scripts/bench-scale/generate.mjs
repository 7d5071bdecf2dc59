// Fills a migrated and seeded database with a scale's members, rounds and ledger, in set-based SQL.
// Intermediate rows live in unlogged tables of a schema of their own (scale_stage), dropped at the
// end; two connections load the rounds and the money side by side once both are staged.
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';
import { connect } from './database.mjs';
import { assertFills, columnsOf, setIndexesAside, syncSequence, triggersOn } from './bulk.mjs';
import {
  entryColumns,
  entryCopyColumns,
  generateLedger,
  insertLedger,
  settleBalances,
  transactionColumns,
} from './ledger.mjs';
import { benchPassword, layoutOf, topAgent } from './layout.mjs';
import { generateMembers, memberColumns } from './members.mjs';
import { betColumns, generatePlay, insertBets } from './play.mjs';

const ledgerTables = ['ledger_transactions', 'ledger_entries'];
const bulkTables = ['bets', ...ledgerTables];
const stageSchema = 'scale_stage';

async function settingOf(client, key) {
  const { rows } = await client.query(`select value from site_settings where key = $1`, [key]);
  if (!rows[0]) throw new Error(`site setting ${key} is missing: did the demo seed run?`);
  return rows[0].value;
}

/** A system account (ledger.ts systemAccount), made if missing, with the same overdraft rule. */
async function systemAccount(client, code, currency, allowNegative) {
  const name = `${code}:${currency}`;
  await client.query(
    `insert into ledger_accounts (kind, code, currency, allow_negative) values ('SYSTEM', $1, $2, $3)
     on conflict (code) do nothing`,
    [name, currency, allowNegative],
  );
  const { rows } = await client.query(`select id from ledger_accounts where code = $1`, [name]);
  return rows[0].id;
}

async function nextId(client, table) {
  const { rows } = await client.query(`select coalesce(max(id), 0) + 1 as id from ${table}`);
  return Number(rows[0].id);
}

/** What the generator needs from the seeded database: brand, catalogue, top agent, where ids start. */
async function readContext(client) {
  const brand = await settingOf(client, 'brand');
  const deposits = await settingOf(client, 'deposits');
  const withdrawals = await settingOf(client, 'withdrawals');
  const currency = brand.currency.code;
  const { rows: agents } = await client.query(`select id from members where account = $1`, [
    topAgent.account,
  ]);
  if (!agents[0]) {
    throw new Error(`the demo's top agent ${topAgent.account} is missing: did the demo seed run?`);
  }
  const { rows: games } = await client.query(`
    select g.vendor_code as "vendorCode", g.game_code as "gameCode", g.game_type as "gameType"
    from games g join vendors v on v.code = g.vendor_code
    where g.enabled and v.enabled order by g.vendor_code, g.game_code`);
  return {
    // Whole seconds: the data ends here, and every time is computed from it.
    now: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
    currency,
    topAgentId: agents[0].id,
    games,
    depositChannels: deposits.channels
      .filter((c) => c.enabled)
      .map((c) => ({ id: c.id, min: c.minAmount, max: c.maxAmount })),
    withdrawalLimits: { min: withdrawals.minAmount, max: withdrawals.maxAmount },
    passwordHash: await hashPassword(benchPassword),
    accounts: {
      house: await systemAccount(client, 'HOUSE', currency, true),
      gateway: await systemAccount(client, 'GATEWAY', currency, true),
      withdrawals: await systemAccount(client, 'WITHDRAWALS', currency, false),
    },
    firstIds: {
      members: await nextId(client, 'members'),
      bets: await nextId(client, 'bets'),
      ledgerTransactions: await nextId(client, 'ledger_transactions'),
      ledgerEntries: await nextId(client, 'ledger_entries'),
    },
  };
}

/**
 * The columns each table must be given, checked before the long load: a migration that added a
 * required column the generator does not know fails the run here, with the column's name.
 */
async function checkSchema(client) {
  const entries = await columnsOf(client, 'ledger_entries');
  const entryCopies = entryCopyColumns.filter((column) => entries.has(column));
  assertFills('members', await columnsOf(client, 'members'), memberColumns);
  assertFills('bets', await columnsOf(client, 'bets'), betColumns);
  assertFills('ledger_transactions', await columnsOf(client, 'ledger_transactions'), transactionColumns);
  assertFills('ledger_entries', entries, [...entryColumns, ...entryCopies]);
  const accounts = await columnsOf(client, 'ledger_accounts');
  assertFills('ledger_accounts', accounts, ['member_id', 'kind', 'vendor_code', 'currency', 'created_at']);
  return { entryCopies, accountKinds: accounts.has('kinds') };
}

/*
 * A connection for the load: staging tables are made in scale_stage and the app's tables found in
 * public; room to sort and hash in memory; commits that do not wait for the disk (a crash only loses a
 * run that is generated again anyway, since the database is marked complete only at the end).
 */
async function loadConnection(database) {
  const client = await connect(database);
  await client.query(`create schema if not exists ${stageSchema}`);
  await client.query(`set search_path = ${stageSchema}, public`);
  await client.query(`set work_mem = '1GB'`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`select setseed(0.42)`);
  return client;
}

/** Runs the steps, printing how long each took (the figures to extrapolate from to a larger scale). */
function stepper() {
  return async (name, work) => {
    const at = Date.now();
    const result = await work();
    console.log(`  ${name}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
}

/** Runs the lanes side by side; waits for all of them before reporting the first failure. */
async function sideBySide(...lanes) {
  const settled = await Promise.allSettled(lanes.map((lane) => lane()));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Generates the scale's data into the (migrated, seeded) database. */
export async function generate(database, scale) {
  const layout = layoutOf(scale);
  const step = stepper();
  const started = Date.now();
  const main = await loadConnection(database);
  const side = await loadConnection(database);
  let ctx;
  try {
    const schema = await checkSchema(main);
    const triggers = await triggersOn(main, ['members', 'ledger_accounts', ...bulkTables]);
    if (triggers.length > 0) {
      console.log(`  triggers that run for every generated row: ${triggers.join(', ')}`);
    }
    ctx = await step('reading the seeded database, hashing the password', () => readContext(main));
    await step(`members (${layout.members.toLocaleString('en')}) and their wallets`, () =>
      generateMembers(main, ctx, layout),
    );
    await step('sessions and rounds, staged', () => generatePlay(main, ctx, layout));

    // Two cores: the rounds (slowed most by per-row triggers on bets, when it has some) beside the money.
    await sideBySide(
      async () => {
        const restore = await setIndexesAside(main, ['bets']);
        await step('bets', () => insertBets(main, ctx));
        await step('bets: indexes and constraints back', restore);
      },
      async () => {
        await step('ledger, staged', () => generateLedger(side, ctx));
        const restore = await setIndexesAside(side, ledgerTables);
        await step('ledger transactions and entries', () => insertLedger(side, schema.entryCopies));
        await step('wallet balances', () => settleBalances(side, schema.accountKinds));
        await step('ledger: indexes and constraints back', restore);
      },
    );
    for (const table of ['members', ...bulkTables]) await syncSequence(main, table);
    await main.query(`drop schema ${stageSchema} cascade`);
    // As autovacuum would have long since done on a live site: visibility maps (index-only scans) and
    // statistics, left for none of the first reads to do. The whole database, so that summary tables
    // filled by triggers are included.
    await step('vacuum and analyze', () => main.query(`vacuum (analyze)`));
  } finally {
    await Promise.all([main.end(), side.end()]);
  }
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { dataEnd: ctx.now, layout };
}
