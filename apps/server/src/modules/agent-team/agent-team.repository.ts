import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settledPerMember } from '../bets/bets.repository';
import { smallTeam } from '../../lib/team-members';

/**
 * The members below the agent, as rows of (id, depth): its direct accounts through members_parent, or
 * its whole team as one range of member_ancestors (the tree flattened, drizzle/0017), so the cost is
 * the size of the team, whatever the size of the brand or the depth of the tree.
 */
const teamRows = (agentId: number, directOnly: boolean): SQL =>
  directOnly
    ? sql`select id, 1 as depth from members where parent_id = ${agentId} and id <> ${agentId}`
    : sql`select member_id as id, depth from member_ancestors where ancestor_id = ${agentId}`;

/**
 * The team as `team(id, depth)`. A small team (the direct accounts, or a whole team up to smallTeam
 * when the query sorts the team's members) is materialised: the planner would otherwise walk the
 * brand's newest registrations looking for its members, as if they were as many as they are recent. A
 * large team is common enough among them, and is left for the planner to join as it sees fit.
 */
const teamCte = (agentId: number, directOnly: boolean, materialized = directOnly): SQL =>
  sql`with team(id, depth) as ${materialized ? sql`materialized` : sql``} (${teamRows(agentId, directOnly)})`;

/** How many accounts the agent has below it, or right under it: the kept counts (drizzle/0021). */
export async function teamSize(db: Executor, agentId: number, directOnly: boolean): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(accounts), 0)::int as n from agent_team_counts
    where agent_id = ${agentId} ${directOnly ? sql`and direct` : sql``}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/* The main wallet (ledger.memberAccount's MAIN account); a member who never had money has none yet. */
const mainWalletJoin = (member: SQL) =>
  sql`left join ledger_accounts a on a.member_id = ${member} and a.kind = 'MAIN' and a.vendor_code = ''`;

/* Raw queries come back as node-postgres or PGlite hand them over: bigints and numerics as text. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Instants = { from: Date; to: Date };

export type TeamGroup = { direct: boolean; type: number; accounts: number };

export type TeamSums = {
  groups: TeamGroup[];
  newToday: number;
  newThisMonth: number;
  balance: number;
};

/**
 * The team overview's figures from the sums the database keeps for the agent (drizzle/0021): its
 * accounts by level (direct or deeper) and type, its registrations per quarter hour and its main
 * wallets' sum in shards. A few rows, whatever the size of the team.
 */
export async function teamSums(
  db: Executor,
  agentId: number,
  periods: { today: Instants; month: Instants },
): Promise<TeamSums> {
  const joined = ({ from, to }: Instants) => sql`
    (select coalesce(sum(accounts), 0)::int from agent_team_joins
     where agent_id = ${agentId} and slot >= ${from.toISOString()}::timestamptz and slot < ${to.toISOString()}::timestamptz)`;
  const [countsResult, figuresResult] = await Promise.all([
    db.execute(sql`
      select direct, type, accounts from agent_team_counts where agent_id = ${agentId} and accounts > 0`),
    db.execute(sql`
      select ${joined(periods.today)} as new_today, ${joined(periods.month)} as new_this_month,
        (select coalesce(sum(balance), 0) from agent_team_balances where agent_id = ${agentId})::text as balance`),
  ]);
  type Figures = { new_today: number; new_this_month: number; balance: string };
  const figures = rowsOf<Figures>(figuresResult)[0];
  return {
    groups: rowsOf<TeamGroup>(countsResult).map((row) => ({
      direct: row.direct,
      type: Number(row.type),
      accounts: Number(row.accounts),
    })),
    newToday: Number(figures?.new_today ?? 0),
    newThisMonth: Number(figures?.new_this_month ?? 0),
    balance: Number(figures?.balance ?? 0),
  };
}

/** '%' and '_' typed in a search are letters, not LIKE wildcards. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type DownlineFilter = {
  /** Only the accounts right under the agent, or everyone below it. */
  directOnly: boolean;
  /** A prefix of the account, any case. */
  account?: string;
};

/* The search of members `m`: an 'and' condition, empty without an account. */
const accountSearch = (account: string | undefined) =>
  account ? sql`and m.account ilike ${likePrefix(account)} escape '\\'` : sql``;

/**
 * A query of the ids of the agent's downline (the scope, and the account search): what the bets
 * module's BetMembers takes, to read the team's rounds (`bets.member_id in (...)`), and the wallet
 * module's LedgerMembers, to read its movements (`ledger_accounts.member_id in (...)`).
 */
export function teamMemberIds(agentId: number, filter: DownlineFilter): SQL {
  // Without a search the team's own rows answer, which the planner counts right (a join with members
  // would hide the team's size from it).
  if (!filter.account) return sql`select team.id from (${teamRows(agentId, filter.directOnly)}) team`;
  return sql`
    ${teamCte(agentId, filter.directOnly)}
    select t.id from team t join members m on m.id = t.id
    where true ${accountSearch(filter.account)}`;
}

export type DownlineRow = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  depth: number;
  parent: string;
  active: boolean;
  balance: number;
  createdAt: Date;
  lastLoginAt: Date | null;
};

/**
 * One page of the downline, newest registrations first, and how many match in all. The page is chosen
 * from the team's members alone (a large team's by walking the brand's newest registrations,
 * members_created); parents and balances are joined for its rows only. Without a search the count is
 * the one the database keeps (agent_team_counts).
 */
export async function readDownline(
  db: Executor,
  agentId: number,
  filter: DownlineFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const size = await teamSize(db, agentId, filter.directOnly);
  const small = filter.directOnly || size <= smallTeam;
  // A small team's members are read by their keys: offered a join, the planner hashes the whole
  // members table for a team of a few hundred ("offset 0" keeps the subquery from being flattened
  // into that join). A large team's join walks the brand's newest registrations instead.
  const members = small
    ? sql`cross join lateral (select * from members m where m.id = t.id offset 0) m`
    : sql`join members m on m.id = t.id`;
  const matched = sql`
    ${teamCte(agentId, filter.directOnly, small)}
    select m.id, m.account, m.nickname, m.type, m.status, m.parent_id, m.created_at, m.last_login_at, t.depth
    from team t ${members}
    where true ${accountSearch(filter.account)}`;
  const [pageResult, total] = await Promise.all([
    db.execute(sql`
      select chosen.*, p.account as parent, coalesce(a.balance, 0)::text as balance
      from (${matched} order by m.created_at desc, m.id desc limit ${page.limit} offset ${page.offset}) chosen
      left join members p on p.id = chosen.parent_id
      ${mainWalletJoin(sql`chosen.id`)}
      order by chosen.created_at desc, chosen.id desc`),
    filter.account
      ? db
          .execute(sql`select count(*)::int as n from (${teamMemberIds(agentId, filter)}) team`)
          .then((result) => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0))
      : size,
  ]);
  type Row = {
    id: number;
    account: string;
    nickname: string;
    type: number;
    status: string;
    depth: number;
    parent: string;
    balance: string;
    created_at: Date | string;
    last_login_at: Date | string | null;
  };
  return {
    total,
    rows: rowsOf<Row>(pageResult).map((row) => ({
      id: Number(row.id),
      account: row.account,
      nickname: row.nickname,
      type: Number(row.type),
      depth: Number(row.depth),
      parent: row.parent,
      active: row.status === 'active',
      balance: Number(row.balance),
      createdAt: new Date(row.created_at),
      lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
    })),
  };
}

export type TeamProfitRow = {
  account: string;
  nickname: string;
  type: number;
  depth: number;
  rounds: number;
  stake: number;
  payout: number;
};

export type TeamProfitSums = { accounts: number; rounds: number; stake: number; payout: number };

/**
 * User loss: the rounds personal loss counts (settled, placed in [from, to)) of each account of the
 * scope, from the hourly sums (bets.repository settledPerMember). A page of the accounts with rounds,
 * the biggest loss first (payout − stake ascending, then the account), and the sums of them all, from
 * one read of the team.
 */
export async function readTeamProfit(
  db: Executor,
  agentId: number,
  filter: Pick<DownlineFilter, 'directOnly'>,
  range: Instants,
  page: { offset: number; limit: number },
): Promise<{ rows: TeamProfitRow[]; sums: TeamProfitSums }> {
  const result = await db.execute(sql`
    ${teamCte(agentId, filter.directOnly)},
    per as (
      select s.id, s.rounds, s.stake, s.payout, s.payout - s.stake as profit
      -- The team's own rows, not the CTE: the planner then knows the team's size and reads the
      -- period's hours once instead of probing them member by member.
      from (${settledPerMember(teamMemberIds(agentId, filter), range.from, range.to)}) s
    )
    select sums.*, page.*
    from (
      select count(*)::int as accounts, coalesce(sum(rounds), 0)::text as all_rounds,
        coalesce(sum(stake), 0)::text as all_stake, coalesce(sum(payout), 0)::text as all_payout
      from per
    ) sums
    left join (
      select m.account, m.nickname, m.type, l.depth, per.rounds, per.stake::text as stake,
        per.payout::text as payout, per.profit
      from per join members m on m.id = per.id join team l on l.id = per.id
      order by per.profit, m.account
      limit ${page.limit} offset ${page.offset}
    ) page on true
    order by page.profit, page.account`);
  type Row = {
    accounts: number;
    all_rounds: string;
    all_stake: string;
    all_payout: string;
    account: string | null;
    nickname: string;
    type: number;
    depth: number;
    rounds: number;
    stake: string;
    payout: string;
  };
  const rows = rowsOf<Row>(result);
  const first = rows[0];
  return {
    sums: {
      accounts: Number(first?.accounts ?? 0),
      rounds: Number(first?.all_rounds ?? 0),
      stake: Number(first?.all_stake ?? 0),
      payout: Number(first?.all_payout ?? 0),
    },
    // An empty page is one row holding the sums alone.
    rows: rows
      .filter((row) => row.account !== null)
      .map((row) => ({
        account: row.account!,
        nickname: row.nickname,
        type: Number(row.type),
        depth: Number(row.depth),
        rounds: Number(row.rounds),
        stake: Number(row.stake),
        payout: Number(row.payout),
      })),
  };
}
