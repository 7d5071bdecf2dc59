// Generated play: sessions (a member playing one game for ~20 rounds on one day) and their rounds in
// `bets`, as the seamless wallet leaves them: settled with a payout or none, rolled back with the stake
// returned (stake 0), or still open when a sports event has not ended yet.
import { inSlices } from './bulk.mjs';
import { play } from './layout.mjs';

/** 1,000 slots over the catalogue's games: a category's weight split over its games, the first ones more. */
export function gameSlots(games) {
  const types = Object.entries(play.gameTypes).filter(([type]) => games.some((g) => g.gameType === type));
  if (types.length === 0) throw new Error('the catalogue has no enabled game of a known category');
  const weighted = types.flatMap(([type, weight]) => {
    const ofType = games.filter((g) => g.gameType === type);
    const spread = ofType.map((_, rank) => 1 / Math.sqrt(rank + 1));
    const total = spread.reduce((sum, w) => sum + w, 0);
    return ofType.map((game, rank) => ({ game, weight: (weight * spread[rank]) / total }));
  });
  const total = weighted.reduce((sum, w) => sum + w.weight, 0);
  const slots = [];
  let cumulative = 0;
  let next = 0;
  for (const { game, weight } of weighted) {
    cumulative += weight / total;
    while (next < 1000 && (next + 0.5) / 1000 <= cumulative) {
      slots.push(game);
      next++;
    }
  }
  while (slots.length < 1000) slots.push(weighted[weighted.length - 1].game);
  return slots;
}

/** 100 slots of base stakes in their proportions (layout.mjs). */
function stakeSlots() {
  const total = play.stakes.reduce((sum, [, weight]) => sum + weight, 0);
  return play.stakes.flatMap(([stake, weight]) => Array(Math.round((weight / total) * 100)).fill(stake));
}

async function createSlots(client, ctx) {
  const slots = gameSlots(ctx.games);
  await client.query(
    `create unlogged table game_slots (slot int primary key, vendor_code text, game_code text, game_type text)`,
  );
  await client.query(
    `insert into game_slots select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
    [
      slots.map((_, i) => i + 1),
      slots.map((g) => g.vendorCode),
      slots.map((g) => g.gameCode),
      slots.map((g) => g.gameType),
    ],
  );
}

/**
 * Who plays and how often: each active generated member draws an activity (Pareto, capped), and the
 * activities are scaled so the sessions add up to the layout's; rounding by chance keeps the total.
 * Members whose share rounds to nothing never played.
 */
async function createPlayers(client, layout) {
  await client.query(
    `create unlogged table players as
     select n.id as member_id, m.account, coalesce(nullif(m.nickname, ''), m.account) as display_name,
       n.created_at, w.id as wallet, pw.id as parent_wallet, p.id as parent_id, p.account as parent_account,
       least($1::float8, power(1 - random(), -1.0 / $2::float8)) as activity
     from nodes n
     join members m on m.id = n.id
     join ledger_accounts w on w.member_id = n.id and w.kind = 'MAIN' and w.vendor_code = ''
     -- A generated upline only: the demo's agents keep the wallets the demo gave them.
     left join members p on p.id = n.parent_id
       and p.id not in (select t.id from nodes t where t.existing and t.id is not null)
     left join ledger_accounts pw on pw.member_id = p.id and pw.kind = 'MAIN' and pw.vendor_code = ''
     where not n.existing and m.status = 'active'`,
    [play.maxSessionsPerPlayer, play.activityAlpha],
  );
  await client.query(`alter table players add column sessions int`);
  await client.query(
    `update players set sessions = floor(activity * $1::int / (select sum(activity) from players) + random())::int`,
    [layout.sessions],
  );
}

/**
 * Sessions on random days of the history (after the member registered, ending an hour before the
 * data's end), each with its game, base stake, pace, and the dice its money movements use.
 */
async function createSessions(client, ctx, layout) {
  const { betsPerSession: bets, secondsBetweenBets: gap } = play;
  await client.query(
    `create unlogged table play_sessions as
     select row_number() over (order by p.member_id, k) as id, p.member_id, p.account, p.display_name,
       p.wallet, p.parent_wallet, p.parent_id, p.parent_account,
       x.since + (x.until - x.since) * random() as started_at,
       $3::int + floor(random() * ($4::int - $3::int + 1))::int as n_bets,
       ($5::float8 + ($6::float8 - $5::float8) * random()) * interval '1 second' as gap,
       1 + floor(random() * 1000)::int as game_slot,
       ($7::int[])[1 + floor(random() * cardinality($7::int[]))::int] as stake_base,
       random() < $8::float8 as ledgered,
       random() < $9::float8 as agent_funded,
       random() < $10::float8 as withdraws,
       random() as r_fund, random() as r_withdraw, random() as r_t1, random() as r_t2
     from players p
     cross join generate_series(1, p.sessions) k
     cross join lateral (select greatest($1::timestamptz - $2::int * interval '1 day', p.created_at + interval '5 minutes') as since,
                                $1::timestamptz - interval '1 hour' as until) x
     where x.since < x.until`,
    [
      ctx.now,
      play.historyDays,
      bets.min,
      bets.max,
      gap.min,
      gap.max,
      stakeSlots(),
      layout.ledgeredShare,
      play.agentFundedShare,
      play.withdrawShare,
    ],
  );
  await client.query(`analyze play_sessions`);
}

/*
 * bet_stage: every round with what the ledger needs besides the bets row (the stake taken before a
 * rollback returned it, the session), ids in placing order as the app hands them out.
 */
async function createRounds(client, ctx) {
  await client.query(
    `create unlogged table bet_stage as
     select $1::bigint + row_number() over (order by placed_at, session_id, seq) as bet_id,
       session_id, seq, member_id, wallet, ledgered, vendor_code, game_code, game_type, placed_at, stake, status,
       case when status = 'SETTLED' and r_win < $3::float8 then round(stake * (0.2 + 2.08 * -ln(1 - r_mult)))::bigint
            else 0 end as payout,
       case when status <> 'OPEN' then settles_at end as settled_at
     from (
       select t.*, case when t.settles_at > $2::timestamptz then 'OPEN'
                        when t.r_status < $4::float8 then 'ROLLED_BACK' else 'SETTLED' end as status
       from (
         select d.*, d.placed_at + case
             when d.game_type in ('SPORTS', 'ESPORTS') then (1 + 47 * d.r_settle) * interval '1 hour'
             when d.game_type = 'COCKFIGHT' then (2 + 3 * d.r_settle) * interval '1 minute'
             else (2 + 38 * d.r_settle) * interval '1 second' end as settles_at
         from (
           select s.id as session_id, k as seq, s.member_id, s.wallet, s.ledgered,
             g.vendor_code, g.game_code, g.game_type,
             s.started_at + (k - 1) * s.gap + random() * interval '5 seconds' as placed_at,
             greatest(100, round(s.stake_base * (array[0.5, 1, 1, 2])[1 + floor(random() * 4)::int]))::bigint as stake,
             random() as r_win, random() as r_mult, random() as r_status, random() as r_settle
           from play_sessions s
           join game_slots g on g.slot = s.game_slot
           cross join generate_series(1, s.n_bets) k
         ) d
       ) t
     ) r`,
    [ctx.firstIds.bets - 1, ctx.now, play.winShare, play.rollbackShare],
  );
  await client.query(`analyze bet_stage`);
}

export const betColumns = [
  'id',
  'member_id',
  'vendor_code',
  'game_code',
  'game_type',
  'round_id',
  'currency',
  'stake',
  'payout',
  'status',
  'fairness',
  'detail',
  'placed_at',
  'settled_at',
];

/**
 * The rows as the seamless wallet leaves them: a rollback took the stake back (stake 0); the vendor's
 * round id is unique per vendor; fairness and detail are as small as the emulator's. Written in slices
 * of a million rows, in id order.
 */
export async function insertBets(client, ctx) {
  // The sums kept by the deferred trigger bets_hours (a member's and each of its agents', drizzle/0018
  // and 0023) are written set-based afterwards: row by row they would cost nine upserts a round.
  const { rows } = await client.query(
    `select exists (select 1 from pg_trigger where tgname = 'bets_hours' and tgrelid = 'bets'::regclass) as kept`,
  );
  const kept = rows[0].kept;
  if (kept) await client.query(`alter table bets disable trigger bets_hours`);
  await inSlices(client, 'bet_stage', 1_000_000, 'bets', (slice) =>
    client.query(
      `insert into bets (${betColumns.join(', ')}) overriding system value
     select bet_id, member_id, vendor_code, game_code, game_type, 'scale-' || bet_id, $1,
       ${stakeOf}, payout, status,
       jsonb_build_object('serverSeedHash', md5(bet_id::text) || md5(member_id::text || bet_id), 'roundId', 'scale-' || bet_id),
       jsonb_build_object('stops', (bet_id % 7) || ',' || (bet_id % 11) || ',' || (bet_id % 13),
                          'line', case when payout > 0 then 'x' || round(payout::numeric / stake, 1) end),
       placed_at, settled_at
     from bet_stage where ${slice}`,
      [ctx.currency],
    ),
  );
  if (!kept) return;
  await client.query(`alter table bets enable trigger bets_hours`);
  await client.query(`
    create temporary table bet_hour_stage as
    select member_id, date_trunc('hour', placed_at, 'UTC') as hour, game_type, vendor_code, status,
      count(*)::int as rounds, sum(${stakeOf}) as stake, sum(payout) as payout
    from bet_stage group by 1, 2, 3, 4, 5`);
  await client.query(`
    insert into member_bet_hours as h (member_id, hour, game_type, vendor_code, status, rounds, stake, payout)
    select * from bet_hour_stage
    on conflict (member_id, hour, game_type, vendor_code, status) do update
    set rounds = h.rounds + excluded.rounds, stake = h.stake + excluded.stake, payout = h.payout + excluded.payout`);
  const { rows: agents } = await client.query(`select to_regclass('agent_bet_hours') is not null as present`);
  if (agents[0].present) {
    await client.query(`
      insert into agent_bet_hours as h
        (agent_id, hour, direct, game_type, vendor_code, status, shard, rounds, stake, payout)
      select a.ancestor_id, s.hour, a.depth = 1, s.game_type, s.vendor_code, s.status, s.member_id % 16,
        sum(s.rounds), sum(s.stake), sum(s.payout)
      from bet_hour_stage s join member_ancestors a on a.member_id = s.member_id
      group by 1, 2, 3, 4, 5, 6, 7
      on conflict (agent_id, hour, direct, game_type, vendor_code, status, shard) do update
      set rounds = h.rounds + excluded.rounds, stake = h.stake + excluded.stake, payout = h.payout + excluded.payout`);
  }
  await client.query(`drop table bet_hour_stage`);
}

/* A rolled-back round returned its stake: it is kept with stake 0, as the seamless wallet leaves it. */
const stakeOf = `case when status = 'ROLLED_BACK' then 0 else stake end`;

/** Sessions and their rounds in staging tables (bet_stage); insertBets writes the rounds to bets. */
export async function generatePlay(client, ctx, layout) {
  await createSlots(client, ctx);
  await createPlayers(client, layout);
  await createSessions(client, ctx, layout);
  await createRounds(client, ctx);
}
