// Who the bench logs in as, and the timing of each read: one client, one request at a time, so the
// figures are latencies, not throughput.
import { benchPassword, topAgent } from './layout.mjs';

/**
 * Generated members who played, chosen pseudo-randomly but the same at every run (so a rerun after
 * a change reads the same members).
 */
async function sampleMembers(db, size) {
  const { rows } = await db.query(
    `select m.account from members m
     where m.account ~ '^member[0-9]+$' and m.type = 0 and m.status = 'active'
       and exists (select 1 from bets b where b.member_id = m.id)
     order by md5(m.id::text) limit $1`,
    [size],
  );
  if (rows.length === 0) throw new Error('no generated member with bets: was the data generated?');
  return rows.map((row) => ({ account: row.account, password: benchPassword }));
}

/** How many members are below an agent, at any depth. */
async function teamSize(db, agentId) {
  const { rows } = await db.query(
    `with recursive team(id) as (
       select id from members where parent_id = $1
       union all select m.id from members m join team t on m.parent_id = t.id)
     select count(*)::int as n from team`,
    [agentId],
  );
  return rows[0].n;
}

/** The top agent, and a generated agent four levels below it with the most direct downline. */
async function sampleAgents(db) {
  const { rows: top } = await db.query(
    `select id, account, '+' || country_dialing_code || ' ' || mobile_num as mobile from members where account = $1`,
    [topAgent.account],
  );
  const { rows: mid } = await db.query(
    `with recursive team(id, depth) as (
       select id, 1 from members where parent_id = $1
       union all select m.id, t.depth + 1 from members m join team t on m.parent_id = t.id where t.depth < 4)
     select m.id, m.account from team t join members m on m.id = t.id
     where t.depth = 4 and m.type <> 0 and m.account ~ '^agent[0-9]+$'
     order by (select count(*) from members c where c.parent_id = m.id) desc, m.id limit 1`,
    [top[0].id],
  );
  if (!mid[0]) throw new Error('no agent four levels below the top agent: was the data generated?');
  return [
    { label: 'top agent', ...top[0], password: topAgent.password, team: await teamSize(db, top[0].id) },
    {
      label: 'mid agent',
      ...mid[0],
      password: benchPassword,
      mobile: null,
      team: await teamSize(db, mid[0].id),
    },
  ];
}

/** Logs the sample in: the members for the member reads, and the two agents. */
export async function logIn(db, client, sampleSize) {
  const members = await sampleMembers(db, sampleSize);
  for (const member of members) member.token = await client.login(member.account, member.password);
  const agents = await sampleAgents(db);
  for (const agent of agents) agent.token = await client.login(agent.account, agent.password, agent.mobile);
  return { members, agents };
}

/** The value at quantile q of sorted samples (nearest rank). */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** A read is cut short after its time budget only once it has this many samples. */
const minimumSamples = 20;

/**
 * Times one read: a few untimed requests first (connections, the server's first compile of the path),
 * then up to `requests` one after the other, stopping early once `seconds` have passed (a read that
 * takes seconds at 10× would otherwise hold the run for an hour; it is far off the target anyway).
 */
export async function timeRead(read, { requests, seconds, warmup = 5 }) {
  for (let i = 0; i < warmup; i++) await read.run(i);
  const samples = [];
  const deadline = Date.now() + seconds * 1000;
  while (samples.length < requests && (samples.length < minimumSamples || Date.now() < deadline)) {
    samples.push(await read.run(warmup + samples.length));
  }
  samples.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    name: read.name,
    who: read.who,
    target: read.target,
    requests: samples.length,
    p50: round(quantile(samples, 0.5)),
    p99: round(quantile(samples, 0.99)),
    max: round(samples[samples.length - 1]),
  };
}
