// Generated members: the agent trees (8 levels deep, parents registered before their downline), the
// members with no upline, and a main wallet each. Everything is set-based SQL over a plan of a few
// hundred rows (layout.mjs); nothing is written row by row from here.
import { play, treeDepth } from './layout.mjs';

/*
 * nodes: one row per generated member (and one for the top agent, which the seed made), placed by
 * tree, level and index within the level. The first `agents` of a level are its agents; every member
 * below level 1 hangs under one of the agents of the level above, the first ones more often.
 */
async function planNodes(client, ctx, layout) {
  const column = (name) => layout.plan.map((row) => row[name]);
  await client.query(`create unlogged table plan (tree int, level int, count int, agents int)`);
  await client.query(`insert into plan select * from unnest($1::int[], $2::int[], $3::int[], $4::int[])`, [
    column('tree'),
    column('level'),
    column('count'),
    column('agents'),
  ]);
  await client.query(`
    create unlogged table nodes (
      tree int not null, level int not null, idx int not null, is_agent boolean not null,
      parent_idx int, existing boolean not null default false, logs_in boolean, disabled boolean,
      created_at timestamptz, id int, parent_id int
    )`);
  // The top agent registered long before its team; the seed made its row just now.
  await client.query(
    `insert into nodes (tree, level, idx, is_agent, existing, created_at, id)
     values (0, 0, 1, true, true, $1::timestamptz - $2::int * interval '1 day', $3)`,
    [ctx.now, play.registrationDays, ctx.topAgentId],
  );
  await client.query(`
    insert into nodes (tree, level, idx, is_agent, parent_idx, logs_in, disabled)
    select p.tree, p.level, i, i <= p.agents,
      case when p.level >= 1 then 1 + floor(coalesce(up.agents, 1) * power(random(), 1.6))::int end,
      random() < 0.9,
      i > p.agents and random() < 0.01
    from plan p
    left join plan up on up.tree = p.tree and up.level = p.level - 1
    cross join generate_series(1, p.count) i`);
}

/**
 * Registration times: top agents and members without an upline over the registration period (the
 * latter more often lately), and everyone else after the agent above, early rather than late.
 */
async function placeInTime(client, ctx) {
  await client.query(
    `update nodes set created_at = case
       when tree < 0 then $1::timestamptz - $2::int * power(random(), 1.5) * interval '1 day'
       else $1::timestamptz - $2::int * (0.7 + 0.3 * random()) * interval '1 day' end
     where level = 0 and not existing`,
    [ctx.now, play.registrationDays],
  );
  for (let level = 1; level <= treeDepth; level++) {
    await client.query(
      `update nodes c set created_at = p.created_at + ($1::timestamptz - p.created_at) * (0.02 + 0.7 * power(random(), 1.5))
       from nodes p
       where c.level = $2 and p.tree = c.tree and p.level = c.level - 1 and p.idx = c.parent_idx`,
      [ctx.now, level],
    );
  }
}

/** Ids in registration order, as the app hands them out; so an upline's id is below its downline's. */
async function numberNodes(client, ctx) {
  await client.query(
    `update nodes n set id = $1::int + r.rn
     from (select tree, level, idx, row_number() over (order by created_at, tree, level, idx) as rn
           from nodes where not existing) r
     where n.tree = r.tree and n.level = r.level and n.idx = r.idx`,
    [ctx.firstIds.members - 1],
  );
  await client.query(`
    update nodes c set parent_id = p.id
    from nodes p
    where c.level >= 1 and p.tree = c.tree and p.level = c.level - 1 and p.idx = c.parent_idx`);
  await client.query(`analyze nodes`);
}

export const memberColumns = [
  'id',
  'account',
  'nickname',
  'type',
  'status',
  'password_hash',
  'password_set_by',
  'password_changed_at',
  'parent_id',
  'affiliate_code',
  'referral_code',
  'register_method',
  'register_url',
  'register_ip',
  'currency',
  'vip_level',
  'first_login_at',
  'last_login_at',
  'last_login_ip',
  'created_at',
];

/*
 * One statement per level, uplines first: whatever the database does when a member is inserted (a
 * trigger filling an ancestors table, say) finds the upline's row already there. Types follow
 * @lobby/contract/accounts: 1 a top agent, 2 a sub-agent, 0 a member. Passwords were changed within the
 * last 150 days, since the demo forces a change after 180 (PWDEXPFORCECHANGE3).
 */
async function insertMembers(client, ctx) {
  for (let level = 0; level <= treeDepth; level++) {
    await client.query(
      `insert into members (${memberColumns.join(', ')})
       select n.id,
         case when n.is_agent then 'agent' else 'member' end || n.id,
         case when random() < 0.3 then 'Player ' || n.id else '' end,
         case when n.is_agent and n.level = 0 then 1 when n.is_agent then 2 else 0 end,
         case when n.disabled then 'disabled' else 'active' end,
         $2, 'self',
         greatest(n.created_at, $3::timestamptz - 150 * random() * interval '1 day'),
         n.parent_id,
         case when n.is_agent then 'AF' || n.id end,
         'R' || n.id,
         'WEB', '', '203.0.113.' || (n.id % 250 + 1), $4,
         case when random() < 0.1 then 1 + floor(random() * 5)::int else 0 end,
         case when n.logs_in then n.created_at + interval '2 minutes' end,
         case when n.logs_in then greatest(n.created_at + interval '2 minutes',
           $3::timestamptz - 30 * power(random(), 2) * interval '1 day') end,
         case when n.logs_in then '203.0.113.' || (n.id % 250 + 1) end,
         n.created_at
       from nodes n where n.level = $1 and not n.existing
       order by n.id`,
      [level, ctx.passwordHash, ctx.now, ctx.currency],
    );
  }
}

/** Every member has a main wallet from registration on (the app makes it on first use, at the latest). */
async function openWallets(client, ctx) {
  await client.query(
    `insert into ledger_accounts (member_id, kind, vendor_code, currency, created_at)
     select id, 'MAIN', '', $1, created_at from nodes where not existing order by id`,
    [ctx.currency],
  );
}

export async function generateMembers(client, ctx, layout) {
  await planNodes(client, ctx, layout);
  await placeInTime(client, ctx);
  await numberNodes(client, ctx);
  await insertMembers(client, ctx);
  await openWallets(client, ctx);
}
