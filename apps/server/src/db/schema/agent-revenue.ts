import { bigint, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './accounts';

/*
 * The money of each account and its whole team, kept summed as it moves (docs/decisions/0269 and
 * 0270), so the agent revenue report reads a few rows per account whatever the period and the team's
 * size. The database keeps it (drizzle/0035): a statement trigger on ledger_entries (deposits,
 * withdrawals, bonuses, salaries and dividends on members' main wallets) and a deferred trigger on bets
 * (rounds, at their settlement). `npm run ledger:check` proves it against the rows.
 */

const amount = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * `memberId` is the account whose sums these are: its own money and every account below it at any
 * depth. Each movement is added at four spans (15: the UTC quarter hour, 60: the UTC hour, 1440: the
 * UTC day, 10080: the UTC week from Monday) so that a period of brand days, in any offset of whole
 * quarter hours, is a few weeks plus or minus a few days, hours and quarter hours at each end. The
 * account's own money is shard 0; its team's is in 16 shards (the moving member's id modulo 16), so the
 * postings of a large team do not queue on one row. One row holds every figure of its slot:
 * - `deposits`: DEPOSIT in less out;
 * - `withdrawals`: WITHDRAW out less WITHDRAW_REFUND in (a refused withdrawal is none);
 * - `bonuses`: BONUS in less BONUS_REVERSE out;
 * - salaries and dividends (AGENT_SALARY, AGENT_DIVIDEND) received (in) and paid (out);
 * - `stakes` and `payouts` of rounds settled in the slot.
 */
export const teamRevenueSums = pgTable(
  'team_revenue_sums',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The account's upline (fixed, 0211), so an agent's direct downline is one index range per span. */
    parentId: integer('parent_id'),
    span: smallint('span').notNull(),
    slot: at('slot').notNull(),
    shard: smallint('shard').notNull(),
    deposits: amount('deposits'),
    withdrawals: amount('withdrawals'),
    bonuses: amount('bonuses'),
    salariesReceived: amount('salaries_received'),
    salariesPaid: amount('salaries_paid'),
    dividendsReceived: amount('dividends_received'),
    dividendsPaid: amount('dividends_paid'),
    stakes: amount('stakes'),
    payouts: amount('payouts'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.span, t.slot, t.shard] }),
    index('team_revenue_sums_parent').on(t.parentId, t.span, t.slot),
  ],
);
