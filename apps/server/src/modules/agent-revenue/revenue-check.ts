import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * Proof of the kept revenue sums (team_revenue_slots, decision 0269) against the rows they sum: every
 * main-wallet entry of the report's kinds and every settled round, at each of its three spans, for the
 * member and each of its agents. Part of `npm run ledger:check`.
 */

const ownerOf = (member: string) =>
  sql.raw(`(
    select ${member} as id union all
    select an.ancestor_id from member_ancestors an where an.member_id = ${member}
  )`);

/** Accounts whose kept revenue sums differ from their own and their team's rows. */
export async function revenueMiscounted(db: Executor): Promise<number[]> {
  const result = await db.execute(sql`
    select coalesce(raw.member_id, kept.member_id) as id
    from (
      select member_id, span, slot, kind, shard, sum(amount_in) as amount_in, sum(amount_out) as amount_out
      from (
        select owner.id as member_id, s.span, s.slot, e.kind, e.account_id % 16 as shard,
          greatest(e.amount, 0) as amount_in, greatest(-e.amount, 0) as amount_out
        from ledger_entries e
        join ledger_accounts w on w.id = e.account_id and w.kind = 'MAIN' and w.member_id is not null
        cross join lateral ${ownerOf('w.member_id')} owner
        cross join lateral revenue_slots(e.created_at) s
        where e.kind in ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS', 'BONUS_REVERSE', 'AGENT_SALARY', 'AGENT_DIVIDEND')
        union all
        select owner.id, s.span, s.slot, 'ROUNDS', b.member_id % 16, b.payout, b.stake
        from bets b
        cross join lateral ${ownerOf('b.member_id')} owner
        cross join lateral revenue_slots(b.placed_at) s
        where b.status = 'SETTLED'
      ) moved
      group by 1, 2, 3, 4, 5
    ) raw
    full join team_revenue_slots kept
      on kept.member_id = raw.member_id and kept.span = raw.span and kept.slot = raw.slot
      and kept.kind = raw.kind and kept.shard = raw.shard
    where coalesce(raw.amount_in, 0) <> coalesce(kept.amount_in, 0)
      or coalesce(raw.amount_out, 0) <> coalesce(kept.amount_out, 0)
    group by 1`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}
