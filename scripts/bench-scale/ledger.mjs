// Generated money movements, as the app's services post them through ledger_post
// (apps/server/drizzle/0006_ledger_post_lean.sql): balanced two-leg transactions with their kinds,
// idempotency keys, references and memos; entries in account-id order within a transaction, each
// with the balance after it; and the accounts' balances equal to their last entry's.

/*
 * Idempotency keys and references as the services write them (seamless.service, deposits.service,
 * withdrawals.service, wallet.service), with ids no real request can have: rounds are `scale-<id>`,
 * deposit orders carry a U (not in the order-id alphabet), withdrawals and transfers `S`/`scale-`.
 */
const moveSources = `
  -- The seamless wallet: BET takes the stake when the round opens, WIN pays into it, BET_REFUND
  -- returns a rolled-back stake; the memo names the vendor, the game and the round.
  select b.placed_at as at, 2 as ord, b.bet_id as tie, 'BET' as kind, b.member_id,
    b.wallet as debit, $1::int as credit, b.stake as amount,
    'SEAMLESS:' || b.vendor_code || ':scale-' || b.bet_id || ':bet' as key,
    b.vendor_code || ':scale-' || b.bet_id as reference,
    jsonb_build_object('vendor', b.vendor_code, 'game', b.game_code, 'round', 'scale-' || b.bet_id) as memo
  from bet_stage b where b.ledgered
  union all
  select b.settled_at, 3, b.bet_id, 'WIN', b.member_id, $1::int, b.wallet, b.payout,
    'SEAMLESS:' || b.vendor_code || ':scale-' || b.bet_id || ':win',
    b.vendor_code || ':scale-' || b.bet_id,
    jsonb_build_object('vendor', b.vendor_code, 'game', b.game_code, 'round', 'scale-' || b.bet_id)
  from bet_stage b where b.ledgered and b.status = 'SETTLED' and b.payout > 0
  union all
  select b.settled_at, 3, b.bet_id, 'BET_REFUND', b.member_id, $1::int, b.wallet, b.stake,
    'SEAMLESS:' || b.vendor_code || ':scale-' || b.bet_id || ':rollback',
    b.vendor_code || ':scale-' || b.bet_id,
    jsonb_build_object('vendor', b.vendor_code, 'game', b.game_code, 'round', 'scale-' || b.bet_id,
                       'bet', 'scale-' || b.bet_id || ':bet')
  from bet_stage b where b.ledgered and b.status = 'ROLLED_BACK'
  union all
  -- The session's money arrives through the gateway: to the member, or to its agent who passes it down.
  select f.first_at - (1 + 9 * f.r_t1) * interval '1 minute' - case when f.by_agent then interval '10 minutes' else interval '0' end,
    0, f.session_id, 'DEPOSIT', coalesce(case when f.by_agent then f.parent_id end, f.member_id),
    $2::int, case when f.by_agent then f.parent_wallet else f.wallet end, f.funds,
    'DEPOSIT:' || f.order_id, f.order_id,
    jsonb_build_object('channel', f.channel, 'gatewayPaymentId', 'SBX' || f.order_id)
  from funding f
  union all
  select f.first_at - (1 + 4 * f.r_t2) * interval '1 minute', 1, f.session_id, 'TRANSFER_DOWNLINE', f.parent_id,
    f.parent_wallet, f.wallet, f.funds,
    'TRANSFER_DOWNLINE:' || f.parent_id || ':scale-' || f.session_id, f.account,
    jsonb_build_object('from', f.parent_account, 'to', f.account, 'toNickname', f.display_name)
  from funding f where f.by_agent
  union all
  -- Winnings go out after the session's last round settled: held (WITHDRAW), then paid out.
  select w.at, 4, w.session_id, 'WITHDRAW', w.member_id, w.wallet, $3::int, w.amount,
    'WITHDRAW:' || w.member_id || ':scale-' || w.session_id, 'WS' || w.session_id, '{}'::jsonb
  from withdrawal w
  union all
  select w.paid_at, 5, w.session_id, 'WITHDRAW_PAYOUT', w.member_id, $3::int, $2::int, w.amount,
    'WITHDRAW_PAYOUT:S' || w.session_id, 'WS' || w.session_id, '{}'::jsonb
  from withdrawal w where w.paid_at <= $4::timestamptz`;

/**
 * What each ledgered session moves besides its rounds. The deposit covers every stake of the session
 * (whatever it wins back), and a withdrawal takes at most what the session left, after its last round
 * settled: so no wallet is ever below zero, however a member's sessions interleave. Amounts stay
 * within the operator's limits: a deposit goes through a channel that takes its amount.
 */
async function createSessionMoney(client, ctx) {
  const channels = ctx.depositChannels;
  await client.query(
    `create unlogged table deposit_channels (n int, id text, min_amount bigint, max_amount bigint)`,
  );
  await client.query(
    `insert into deposit_channels select * from unnest($1::int[], $2::text[], $3::bigint[], $4::bigint[])`,
    [
      channels.map((_, i) => i),
      channels.map((c) => c.id),
      channels.map((c) => c.min),
      channels.map((c) => c.max),
    ],
  );
  await client.query(`
    create unlogged table session_money as
    select b.session_id, min(b.placed_at) as first_at, sum(b.stake) as staked,
      sum(b.payout) + sum(case when b.status = 'ROLLED_BACK' then b.stake else 0 end) as returned,
      max(coalesce(b.settled_at, b.placed_at)) as last_at, bool_or(b.status = 'OPEN') as open
    from bet_stage b where b.ledgered group by b.session_id`);
  await client.query(`
    create unlogged table funding as
    select s.id as session_id, s.member_id, s.account, s.display_name, s.wallet,
      s.parent_id, s.parent_account, s.parent_wallet, s.agent_funded and s.parent_wallet is not null as by_agent,
      s.r_t1, s.r_t2, s.r_withdraw, s.withdraws, m.first_at, m.staked, m.returned, m.last_at, m.open,
      'D' || to_char(m.first_at at time zone 'UTC', 'YYMMDD') || 'U' || lpad(upper(to_hex(s.id)), 7, '0') as order_id,
      x.funds, c.id as channel
    from play_sessions s
    join session_money m on m.session_id = s.id
    -- Whole hundreds of pesos, at least the stakes and at most the largest channel's limit above them.
    cross join lateral (
      select (ceil(greatest(m.staked, least(m.staked * (1 + s.r_fund), (select max(max_amount) from deposit_channels)),
        (select min(min_amount) from deposit_channels)) / 10000) * 10000)::bigint as funds
    ) x
    -- The channels taking the amount, in turn.
    cross join lateral (
      select d.id from deposit_channels d where x.funds between d.min_amount and d.max_amount
      order by (d.n + s.id) % (select count(*) from deposit_channels) limit 1
    ) c`);
  await client.query(
    `create unlogged table withdrawal as
     select w.*, w.at + (5 + 55 * w.r_t2) * interval '1 minute' as paid_at
     from (
       select f.session_id, f.member_id, f.wallet, f.r_t2,
         f.last_at + (1 + 29 * f.r_t1) * interval '1 minute' as at,
         least($3::bigint, floor((f.funds - f.staked + f.returned) * (0.5 + 0.5 * f.r_withdraw) / 100) * 100)::bigint as amount
       from funding f where f.withdraws and not f.open
     ) w
     where w.amount >= $2::bigint and w.at <= $1::timestamptz`,
    [ctx.now, ctx.withdrawalLimits.min, ctx.withdrawalLimits.max],
  );
}

/** moves: one row per ledger transaction, ids in time order as the app hands them out. */
async function createMoves(client, ctx) {
  await client.query(
    `create unlogged table moves as
     select $5::bigint + row_number() over (order by at, ord, tie) as txn_id, src.*
     from (${moveSources}) src`,
    [
      ctx.accounts.house,
      ctx.accounts.gateway,
      ctx.accounts.withdrawals,
      ctx.now,
      ctx.firstIds.ledgerTransactions - 1,
    ],
  );
}

/**
 * entry_stage: the two legs of every move, in account-id order within the transaction as ledger_post
 * writes them, with each account's running balance from the balance it had before.
 */
async function createEntries(client, ctx) {
  await client.query(
    `create unlogged table entry_stage as
     select e.*, a.balance + sum(e.amount) over (partition by e.account_id order by e.entry_id) as balance_after
     from (
       select $1::bigint + (m.txn_id - $2::bigint) * 2 + leg.pos as entry_id, m.txn_id, leg.account_id, leg.amount, m.kind, m.at
       from moves m
       cross join lateral (values
         (0, least(m.debit, m.credit), case when m.debit < m.credit then -m.amount else m.amount end),
         (1, greatest(m.debit, m.credit), case when m.debit < m.credit then m.amount else -m.amount end)
       ) as leg (pos, account_id, amount)
     ) e
     join ledger_accounts a on a.id = e.account_id`,
    [ctx.firstIds.ledgerEntries, ctx.firstIds.ledgerTransactions],
  );
  const { rows } = await client.query(`
    select count(*)::int as n from entry_stage e join ledger_accounts a on a.id = e.account_id
    where e.balance_after < 0 and not a.allow_negative`);
  if (rows[0].n > 0)
    throw new Error(`the generator overdrew ${rows[0].n} ledger entries: a bug in ledger.mjs`);
}

/** request_hash as ledger.ts computes it: SHA-256 of JSON [kind, memberId, reference, legs by account]. */
const requestHash = `encode(sha256(convert_to(format(
  '[%s,%s,%s,[{"accountId":%s,"amount":%s},{"accountId":%s,"amount":%s}]]',
  to_json(m.kind), m.member_id, to_json(m.reference),
  least(m.debit, m.credit), case when m.debit < m.credit then -m.amount else m.amount end,
  greatest(m.debit, m.credit), case when m.debit < m.credit then m.amount else -m.amount end
), 'UTF8')), 'hex')`;

export const transactionColumns = [
  'id',
  'idempotency_key',
  'request_hash',
  'kind',
  'member_id',
  'reference',
  'memo',
  'created_at',
];

export const entryColumns = ['id', 'transaction_id', 'account_id', 'amount', 'balance_after'];
/** Where each column of ledger_entries comes from in entry_stage, the copies of the transaction's included. */
const entrySources = {
  id: 'entry_id',
  transaction_id: 'txn_id',
  account_id: 'account_id',
  amount: 'amount',
  balance_after: 'balance_after',
  kind: 'kind',
  created_at: 'at',
};
export const entryCopyColumns = ['kind', 'created_at'];

/**
 * Writes the staged transactions and entries. `entryCopies` are the columns of ledger_entries that
 * copy their transaction's fields (kind, created_at), written when the schema has them.
 */
export async function insertLedger(client, entryCopies) {
  await client.query(`
    insert into ledger_transactions (${transactionColumns.join(', ')}) overriding system value
    select m.txn_id, m.key, ${requestHash}, m.kind, m.member_id, m.reference, m.memo, m.at from moves m`);
  const columns = [...entryColumns, ...entryCopies];
  const sources = columns.map((column) => entrySources[column]);
  await client.query(`
    insert into ledger_entries (${columns.join(', ')}) overriding system value
    select ${sources.join(', ')} from entry_stage order by entry_id`);
}

/**
 * Each touched account's balance becomes its last entry's; `withKinds` also appends the kinds of
 * movement it had to ledger_accounts.kinds, in the order they first came, when the schema has it.
 */
export async function settleBalances(client, withKinds) {
  await client.query(`
    update ledger_accounts a set balance = a.balance + t.total
    from (select account_id, sum(amount) as total from entry_stage group by account_id) t
    where a.id = t.account_id`);
  // The hourly counts ledger_post keeps (drizzle/0019), for the generated entries.
  const { rows } = await client.query(`select to_regclass('ledger_entry_hours') is not null as present`);
  if (rows[0].present) {
    await client.query(`
      insert into ledger_entry_hours as h (account_id, hour, kind, entries)
      select account_id, date_trunc('hour', at, 'UTC'), kind, count(*) from entry_stage group by 1, 2, 3
      on conflict (account_id, hour, kind) do update set entries = h.entries + excluded.entries`);
  }
  // And the agents' counts and kinds of their teams' entries (drizzle/0023).
  const { rows: agents } = await client.query(
    `select to_regclass('agent_entry_hours') is not null as present`,
  );
  if (agents[0].present) {
    await client.query(`
      insert into agent_entry_hours as h (agent_id, hour, direct, kind, shard, entries)
      select an.ancestor_id, date_trunc('hour', e.at, 'UTC'), an.depth = 1, e.kind, e.account_id % 16, count(*)
      from entry_stage e
      join ledger_accounts w on w.id = e.account_id
      join member_ancestors an on an.member_id = w.member_id
      group by 1, 2, 3, 4, 5
      on conflict (agent_id, hour, direct, kind, shard) do update set entries = h.entries + excluded.entries`);
    await client.query(`
      insert into agent_team_kinds (agent_id, direct, kind)
      select distinct an.ancestor_id, an.depth = 1, e.kind
      from entry_stage e
      join ledger_accounts w on w.id = e.account_id
      join member_ancestors an on an.member_id = w.member_id
      on conflict do nothing`);
  }
  if (!withKinds) return;
  await client.query(`
    update ledger_accounts a
    set kinds = a.kinds || array(select k from unnest(l.kinds) with ordinality u (k, n) where k <> all (a.kinds) order by n)
    from (
      select account_id, array_agg(kind order by first) as kinds
      from (select account_id, kind, min(entry_id) as first from entry_stage group by 1, 2) f
      group by account_id
    ) l
    where a.id = l.account_id`);
}

/** The ledger's rows in staging tables (moves, entry_stage); insertLedger writes them. */
export async function generateLedger(client, ctx) {
  await createSessionMoney(client, ctx);
  await createMoves(client, ctx);
  await createEntries(client, ctx);
}
