import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * An agent's whole team, or its direct accounts, with no narrowing search: the query of their ids for
 * reading rows, and the agent whose sums the database keeps for that team (agent_bet_hours,
 * agent_entry_hours, agent_team_kinds), so a team's totals read the agent's rows instead of every
 * member's.
 */
export type TeamMembers = { ids: SQL; agentId: number; directOnly: boolean; size: number };

/** Whose records: one member, a query of member ids, or an agent's team. */
export type RecordMembers = number | SQL | TeamMembers;

export const isTeam = (who: RecordMembers): who is TeamMembers => typeof who === 'object' && 'agentId' in who;

/** The members' ids as a query, or the one member's id. */
export const memberIdsOf = (who: RecordMembers): number | SQL => (isTeam(who) ? who.ids : who);

/**
 * Teams up to this size read a page member by member (each member's newest rows, then the newest of
 * those: one index probe a member, about 25 ms for 1,000); larger ones walk the brand's newest rows,
 * among which their members are common enough to fill a page soon. A small team that is quiet would
 * otherwise walk most of the brand's history.
 */
export const smallTeam = 2_000;

/** Whether a page of these members' records is read member by member. */
export const readsMemberByMember = (who: RecordMembers) => isTeam(who) && who.size <= smallTeam;

/**
 * The ids of a page of rows, newest first, read owner by owner (a small team's members, or their
 * accounts): each owner's newest rows matching `where`, as many as the page needs, then the newest of
 * those. One index probe an owner, on an index that starts (owner, time).
 */
export function newestPageByOwner(
  owners: number | SQL,
  rows: { table: PgTable; id: AnyPgColumn; owner: AnyPgColumn; time: AnyPgColumn },
  where: SQL[],
  page: { offset: number; limit: number },
): SQL {
  return sql`
    select r.id from (${owners}) whose (id)
    cross join lateral (
      select ${rows.id} as id, ${rows.time} as newest_at from ${rows.table}
      where ${and(sql`${rows.owner} = whose.id`, ...where)}
      order by ${rows.time} desc, ${rows.id} desc
      limit ${page.offset + page.limit}
    ) r
    order by r.newest_at desc, r.id desc limit ${page.limit} offset ${page.offset}`;
}
