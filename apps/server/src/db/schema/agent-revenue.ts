import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { members } from './accounts';

/*
 * The money of each account and its whole team, kept summed as it moves (docs/decisions/0269), so the
 * agent revenue report reads a few rows per account whatever the period and the team's size. The
 * database keeps it (drizzle/0034): a statement trigger on ledger_entries (deposits, withdrawals,
 * bonuses, salaries and dividends on members' main wallets) and a deferred trigger on bets (settled
 * rounds). `npm run ledger:check` proves it against the rows.
 */

/**
 * `memberId` is the account whose sums these are: its own money and every account below it at any
 * depth. Each movement is added at three spans (15: the UTC quarter hour, 60: the UTC hour, 1440: the
 * UTC day) so that a period of brand days, in any offset of whole quarter hours, is a few UTC days and
 * at most a day's hours and a few quarter hours at each end. In 16 shards (the member's account id, or
 * the member's id for rounds, modulo 16), so the postings of a large team do not queue on one row.
 * `kind` is the ledger kind, or `ROUNDS` for settled rounds (`amountIn` the payout, `amountOut` the
 * stake); `amountIn` sums what reached the wallets, `amountOut` what left them.
 */
export const teamRevenueSlots = pgTable(
  'team_revenue_slots',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    span: smallint('span').notNull(),
    slot: at('slot').notNull(),
    kind: text('kind').notNull(),
    shard: smallint('shard').notNull(),
    amountIn: bigint('amount_in', { mode: 'number' }).notNull(),
    amountOut: bigint('amount_out', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.span, t.slot, t.kind, t.shard] })],
);
