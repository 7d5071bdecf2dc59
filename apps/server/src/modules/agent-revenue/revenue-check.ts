import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * Proof of the kept revenue sums (team_revenue_sums, decisions 0269 and 0270) against the rows they
 * sum: every main-wallet entry of the report's kinds and every round settled, at each of its four spans
 * (a round at its settlement), for the member (shard 0) and each of its agents (the member's shard),
 * each row under its account's upline.
 * Part of `npm run ledger:check`.
 */

const figures = [
  'deposits',
  'withdrawals',
  'bonuses',
  'salaries_received',
  'salaries_paid',
  'dividends_received',
  'dividends_paid',
  'stakes',
  'payouts',
] as const;

const sums = sql.raw(figures.map((f) => `sum(m.${f}) as ${f}`).join(', '));
const differs = sql.raw(figures.map((f) => `coalesce(raw.${f}, 0) <> coalesce(kept.${f}, 0)`).join(' or '));

/** Accounts whose kept revenue sums differ from their own and their team's rows. */
export async function revenueMiscounted(db: Executor): Promise<number[]> {
  const result = await db.execute(sql`
    select coalesce(raw.member_id, kept.member_id) as id
    from (
      select owner.id as member_id, owner.parent_id, s.span, s.slot, owner.shard, ${sums}
      from (
        select w.member_id, e.created_at as at,
          case e.kind when 'DEPOSIT' then e.amount else 0 end as deposits,
          case e.kind when 'WITHDRAW' then greatest(-e.amount, 0)
            when 'WITHDRAW_REFUND' then -greatest(e.amount, 0) else 0 end as withdrawals,
          case e.kind when 'BONUS' then greatest(e.amount, 0)
            when 'BONUS_REVERSE' then -greatest(-e.amount, 0) else 0 end as bonuses,
          case e.kind when 'AGENT_SALARY' then greatest(e.amount, 0) else 0 end as salaries_received,
          case e.kind when 'AGENT_SALARY' then greatest(-e.amount, 0) else 0 end as salaries_paid,
          case e.kind when 'AGENT_DIVIDEND' then greatest(e.amount, 0) else 0 end as dividends_received,
          case e.kind when 'AGENT_DIVIDEND' then greatest(-e.amount, 0) else 0 end as dividends_paid,
          0::bigint as stakes, 0::bigint as payouts
        from ledger_entries e
        join ledger_accounts w on w.id = e.account_id and w.kind = 'MAIN' and w.member_id is not null
        where e.kind in ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS', 'BONUS_REVERSE', 'AGENT_SALARY', 'AGENT_DIVIDEND')
        union all
        select b.member_id, b.settled_at, 0, 0, 0, 0, 0, 0, 0, b.stake, b.payout
        from bets b
        where b.status = 'SETTLED' and b.settled_at is not null
      ) m
      cross join lateral revenue_owners(m.member_id) owner
      cross join lateral revenue_slots(m.at) s
      group by 1, 2, 3, 4, 5
    ) raw
    full join team_revenue_sums kept
      on kept.member_id = raw.member_id and kept.span = raw.span and kept.slot = raw.slot
      and kept.shard = raw.shard
    where ${differs}
      or (raw.member_id = kept.member_id and raw.parent_id is distinct from kept.parent_id)
    group by 1`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}
