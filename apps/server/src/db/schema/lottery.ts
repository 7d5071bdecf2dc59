import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@lobby/contract/languages';
import type { BetChoice } from '@lobby/contract/lottery';
import { at } from './columns';
import { members } from './accounts';
import { games } from './catalogue';

/** Product §3 'Lottery types' (11X5, LF, LHC, PK10, SSC): the lottery menus' groups, in `sort` order. */
export const lotteryTypes = pgTable('lottery_types', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Which catalogue LOTT/ELOTT game is which lottery type and prize mode (product §3 'Prize modes'). */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    nodeId: text('node_id')
      .primaryKey()
      .references(() => games.nodeId),
    lotteryType: text('lottery_type')
      .notNull()
      .references(() => lotteryTypes.code),
    /** LOTT, ZY, ELOTT or SEA. */
    prizeMode: text('prize_mode').notNull(),
  },
  (t) => [index('lottery_games_type').on(t.lotteryType)],
);

/**
 * The lottery's calendar (modules/lottery, docs/games/lottery.md): which lottery games are drawn and how
 * often. Draws fall on the multiples of `intervalSeconds` from midnight in the schedule's own time zone
 * (so numbering never follows a brand setting), and betting closes `closeSeconds` before each draw.
 */
export const lotterySchedules = pgTable(
  'lottery_schedules',
  {
    nodeId: text('node_id')
      .primaryKey()
      .references(() => lotteryGames.nodeId),
    intervalSeconds: integer('interval_seconds').notNull(),
    closeSeconds: integer('close_seconds').notNull(),
    tzOffsetMinutes: integer('tz_offset_minutes').notNull().default(480),
  },
  (t) => [
    check('lottery_schedules_interval', sql`${t.intervalSeconds} >= 60 and 86400 % ${t.intervalSeconds} = 0`),
    check(
      'lottery_schedules_close',
      sql`${t.closeSeconds} >= 5 and ${t.closeSeconds} * 2 <= ${t.intervalSeconds}`,
    ),
  ],
);

/**
 * One draw ('numero') of a lottery game. The seed is drawn when the row is made and only its SHA-256
 * is shown until the result is published with it. The unique numero makes opening race-free across
 * instances; `leaseUntil`/`leaseOwner` let one scheduler at a time draw and settle it (a lease, not a
 * held transaction: settlement calls the seamless wallet, which needs the database meanwhile).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    numero: text('numero').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    status: text('status').$type<'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED'>().notNull().default('OPEN'),
    result: jsonb('result').$type<number[]>(),
    drawnAt: at('drawn_at'),
    /** Set once every bet of the draw is final (paid, lost or refunded). */
    settledAt: at('settled_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
  },
  (t) => [
    uniqueIndex('lottery_draws_numero').on(t.nodeId, t.numero),
    index('lottery_draws_game').on(t.nodeId, t.drawsAt),
    index('lottery_draws_unsettled')
      .on(t.drawsAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * The lottery's sessions with the seamless wallet: a player token the platform issued for one member and
 * lottery game (the lottery is a provider like any other). A new one is taken after an hour, long before
 * the token's idle expiry; a bet keeps the session it was placed with, whose token still settles it.
 */
export const lotterySessions = pgTable(
  'lottery_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id').notNull(),
    playerToken: text('player_token').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('lottery_sessions_member').on(t.memberId, t.nodeId, t.createdAt)],
);

/**
 * The lottery's record of each bet: one seamless-wallet round (`LT<id>`) per bet. A ticket (one request
 * of the member, `requestId`) holds one or more bets, `seq` in order; `ticketHash` tells a repeat from
 * another ticket under the same id. PENDING: written, stake not yet confirmed; ACCEPTED: stake taken;
 * WON, LOST, PUSH: settled (a push pays the stake back); REFUSED: never taken (`refusal` says why);
 * REFUNDED: the stake was returned by a rollback.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => lotterySessions.id),
    requestId: text('request_id').notNull(),
    seq: integer('seq').notNull(),
    ticketHash: text('ticket_hash').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection')
      .$type<{ position?: number; numbers?: number[]; choice?: BetChoice }>()
      .notNull(),
    /** Decimal odds in hundredths (stake included), fixed when the bet is placed. */
    odds: integer('odds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    status: text('status')
      .$type<'PENDING' | 'ACCEPTED' | 'WON' | 'LOST' | 'PUSH' | 'REFUSED' | 'REFUNDED'>()
      .notNull(),
    refusal: text('refusal'),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_bets_ticket').on(t.memberId, t.requestId, t.seq),
    index('lottery_bets_draw').on(t.drawId, t.status),
    index('lottery_bets_member').on(t.memberId, t.placedAt),
  ],
);
