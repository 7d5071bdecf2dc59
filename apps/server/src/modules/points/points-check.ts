import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type PointsCheck = {
  /** Points accounts whose balance is not the sum of their entries, or below zero where it may not be. */
  pointsMismatched: number[];
  /** Points transactions whose entries do not sum to zero. */
  pointsUnbalanced: number[];
};

const ids = (result: unknown) =>
  (result as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));

/** The points book's part of `npm run ops -- ledger:check` (decision 0276). */
export async function checkPoints(db: Executor): Promise<PointsCheck> {
  const mismatched = await db.execute(sql`
    select a.id from point_accounts a
    left join (select account_id, sum(amount) as total from point_entries group by 1) e on e.account_id = a.id
    where a.balance <> coalesce(e.total, 0) or (a.balance < 0 and not a.allow_negative)`);
  const unbalanced = await db.execute(sql`
    select transaction_id as id from point_entries group by 1 having sum(amount) <> 0
    union all
    select t.id from point_transactions t
    where not exists (select 1 from point_entries e where e.transaction_id = t.id)`);
  return { pointsMismatched: ids(mismatched), pointsUnbalanced: ids(unbalanced) };
}
