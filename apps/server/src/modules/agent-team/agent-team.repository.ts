import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** As deep as findInDownline walks up (wallet.repository.ts): the same tree, seen from the other end. */
const maxDepth = 64;

/**
 * Everyone below the agent down to `depth` levels, as `team(id, depth)`. The walk follows
 * members_parent (parent_id) down, so it costs the size of the team. The agent itself is kept out: a
 * tree corrupted into a loop through it would otherwise list it, and its team again, at every turn.
 */
function teamCte(agentId: number, depth: number): SQL {
  return sql`
    with recursive team(id, depth) as (
      select id, 1 from members where parent_id = ${agentId} and id <> ${agentId}
      union all
      select m.id, team.depth + 1 from members m join team on m.parent_id = team.id
      where team.depth < ${depth} and m.id <> ${agentId}
    )`;
}

/* The main wallet (ledger.memberAccount's MAIN account); a member who never had money has none yet. */
const mainWalletJoin = (member: SQL) =>
  sql`left join ledger_accounts a on a.member_id = ${member} and a.kind = 'MAIN' and a.vendor_code = ''`;

/* Raw queries come back as node-postgres or PGlite hand them over: bigints and numerics as text. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Instants = { from: Date; to: Date };

export type TeamGroup = {
  direct: boolean;
  type: number;
  accounts: number;
  newToday: number;
  newThisMonth: number;
  balance: number;
};

/** The team counted by level (direct or deeper) and account type, in one pass over the tree. */
export async function teamGroups(
  db: Executor,
  agentId: number,
  periods: { today: Instants; month: Instants },
): Promise<TeamGroup[]> {
  const within = ({ from, to }: Instants) =>
    sql`m.created_at >= ${from.toISOString()}::timestamptz and m.created_at < ${to.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    ${teamCte(agentId, maxDepth)}
    select (t.depth = 1) as direct, m.type,
      count(*)::int as accounts,
      (count(*) filter (where ${within(periods.today)}))::int as new_today,
      (count(*) filter (where ${within(periods.month)}))::int as new_this_month,
      coalesce(sum(a.balance), 0)::text as balance
    from team t
    join members m on m.id = t.id
    ${mainWalletJoin(sql`m.id`)}
    group by 1, 2`);
  type Row = {
    direct: boolean;
    type: number;
    accounts: number;
    new_today: number;
    new_this_month: number;
    balance: string;
  };
  return rowsOf<Row>(result).map((row) => ({
    direct: row.direct,
    type: Number(row.type),
    accounts: Number(row.accounts),
    newToday: Number(row.new_today),
    newThisMonth: Number(row.new_this_month),
    balance: Number(row.balance),
  }));
}

/** '%' and '_' typed in a search are letters, not LIKE wildcards. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type DownlineFilter = {
  /** Only the accounts right under the agent, or everyone below it. */
  directOnly: boolean;
  /** A prefix of the account, any case. */
  account?: string;
};

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
 * One page of the downline, newest registrations first, and how many match in all. The count and the
 * page come from one walk of the tree; parents and balances are joined for the page's rows only.
 */
export async function readDownline(
  db: Executor,
  agentId: number,
  filter: DownlineFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const search = filter.account ? sql`and m.account ilike ${likePrefix(filter.account)} escape '\\'` : sql``;
  const result = await db.execute(sql`
    ${teamCte(agentId, filter.directOnly ? 1 : maxDepth)},
    matched as (
      select m.id, m.account, m.nickname, m.type, m.status, m.parent_id, m.created_at, m.last_login_at, t.depth
      from team t join members m on m.id = t.id
      where true ${search}
    )
    select total.n as total, page.*, p.account as parent, coalesce(a.balance, 0)::text as balance
    from (select count(*)::int as n from matched) total
    left join (
      select * from matched order by created_at desc, id desc limit ${page.limit} offset ${page.offset}
    ) page on true
    left join members p on p.id = page.parent_id
    ${mainWalletJoin(sql`page.id`)}
    order by page.created_at desc, page.id desc`);
  type Row = {
    total: number;
    id: number | null;
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
  const rows = rowsOf<Row>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    // An empty page is one row holding the total alone.
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
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
