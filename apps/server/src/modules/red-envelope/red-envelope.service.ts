import { randomInt } from 'node:crypto';
import { isAgentType } from '@lobby/contract/accounts';
import type {
  OpenRedEnvelopeValue,
  RedEnvelopeOpened,
  RedEnvelopeRound,
  RedEnvelopeValue,
} from '@lobby/contract/red-envelope';
import type { OpenRedEnvelopeRequest } from '@lobby/contract/red-envelope-requests';
import type { Database } from '../../db/client';
import { addDays, brandDayOf, dayStart } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError, forbidden, notFound } from '../../lib/errors';
import type { MemberRow } from '../accounts/members.repository';
import { idempotencyKeyReused } from '../ledger/ledger';
import { defaultContributions, type RewardsService } from '../rewards/rewards.service';
import type { SettingsStore } from '../system/settings.store';
import {
  findOpen,
  findOpenByRequest,
  findRound,
  insertOpen,
  insertRound,
  insertSchedule,
  insertScheduledRound,
  lockRound,
  readComingRounds,
  readOpensOf,
  readRecentRounds,
  readSchedules,
  roundSpread,
  updateRound,
  updateSchedule,
  type NewRound,
  type NewSchedule,
  type OpenRow,
  type RoundRow,
} from './red-envelope.repository';

const minuteMs = 60_000;
const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** An operator's mistake, printed by `npm run ops`. */
export class RedEnvelopeOperatorError extends Error {}

export type RedEnvelopeDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  rewards: Pick<RewardsService, 'bonusAccounts' | 'award'>;
  /** A whole number in [min, max): crypto.randomInt unless a test replaces it. */
  random?: (min: number, max: number) => number;
};

/**
 * One envelope's amount ("double average", decision 0240): with `remaining` in the pool and `left`
 * envelopes, the last takes what remains; any other draws uniformly from [min, 2·remaining/left],
 * capped so every envelope after it can still pay the minimum. Each draw's expected value is the
 * average of what is left, so early and late openers are treated alike, and the pool is paid out
 * exactly when the last envelope opens.
 */
export function drawAmount(
  pot: { remaining: number; left: number; min: number },
  random: (min: number, max: number) => number,
): number {
  const { remaining, left, min } = pot;
  if (left <= 1) return remaining;
  const cap = Math.min(Math.floor((2 * remaining) / left), remaining - min * (left - 1));
  return cap <= min ? min : random(min, cap + 1);
}

/** A round's terms are fair: every envelope can pay the minimum, and there is something to open. */
export function checkTerms(terms: { pool: number; envelopes: number; minAmount: number }): string | null {
  if (terms.envelopes < 1) return 'a round needs at least one envelope';
  if (terms.minAmount < 1) return 'the minimum amount must be at least 0.01';
  if (terms.pool < terms.envelopes * terms.minAmount)
    return 'the pool must cover every envelope at the minimum';
  return null;
}

/**
 * The red envelope (issue 19; decision 0240): rounds the operator creates or schedules; during one,
 * each member opens one envelope under the round's lock and gets a fair random share of the pool,
 * paid as a bonus with the round's wagering (rewards.award).
 */
export function createRedEnvelopeService(deps: RedEnvelopeDeps) {
  const { db, clock, settings, rewards } = deps;
  const random = deps.random ?? randomInt;

  function openedView(row: OpenRow): RedEnvelopeOpened {
    return {
      amount: row.amount,
      bonusId: row.bonusId,
      turnoverRequired: row.turnoverRequired,
      openedAt: row.createdAt.toISOString(),
    };
  }

  function roundView(row: RoundRow, opened: OpenRow | null): RedEnvelopeRound {
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      pool: row.pool,
      remaining: row.pool - row.paid,
      envelopes: row.envelopes,
      envelopesLeft: row.envelopes - row.opened,
      minAmount: row.minAmount,
      turnoverMultiple: row.turnoverMultiple,
      agents: row.agents,
      opened: opened ? openedView(opened) : null,
    };
  }

  /** Today's and tomorrow's rounds of every active schedule, made once each (the periodic job). */
  async function scheduleRounds(): Promise<number> {
    const now = clock.now();
    const [schedules, brand] = await Promise.all([readSchedules(db), settings.get('brand')]);
    const offset = brand.timeZoneOffsetMinutes;
    const today = brandDayOf(now, offset);
    let made = 0;
    for (const schedule of schedules.filter((s) => s.active)) {
      for (const day of [today, addDays(today, 1)]) {
        const startsAt = dayStart(day, offset).getTime() + schedule.startMinute * minuteMs;
        const endsAt = startsAt + schedule.durationMinutes * minuteMs;
        if (endsAt <= now) continue;
        const created = await insertScheduledRound(db, {
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          pool: schedule.pool,
          envelopes: schedule.envelopes,
          minAmount: schedule.minAmount,
          turnoverMultiple: schedule.turnoverMultiple,
          expiryDays: schedule.expiryDays,
          agents: schedule.agents,
          scheduleId: schedule.id,
          scheduleDay: day,
        });
        if (created) made++;
      }
    }
    return made;
  }

  return {
    /** The round open now and the next; with a member, what their envelope of each paid. */
    async rounds(member: MemberRow | null): Promise<RedEnvelopeValue> {
      const now = clock.now();
      const coming = await readComingRounds(db, new Date(now));
      const current = coming.find((r) => r.startsAt.getTime() <= now) ?? null;
      const next = coming.find((r) => r.startsAt.getTime() > now) ?? null;
      const shown = [current, next].filter((r): r is RoundRow => r !== null);
      const opens = member
        ? await readOpensOf(
            db,
            member.id,
            shown.map((r) => r.id),
          )
        : [];
      const view = (row: RoundRow | null) =>
        row ? roundView(row, opens.find((o) => o.roundId === row.id) ?? null) : null;
      return { current: view(current), next: view(next), serverTime: new Date(now).toISOString() };
    },

    /**
     * Opens the member's envelope of a round. Under the round's lock (so parallel opens draw one
     * after another from what is really left): one envelope per member, the amount drawn, paid as a
     * bonus with the round's wagering, and the round's `paid` and `opened` kept, in one transaction.
     * A repeat of the same request answers as the first; another request of the member's is refused.
     */
    async open(member: MemberRow, request: OpenRedEnvelopeRequest): Promise<OpenRedEnvelopeValue> {
      // Found (or opened) before the transaction: on the embedded database a read outside it would wait.
      const accounts = await rewards.bonusAccounts(member.id, member.currency);
      const answer = (open: OpenRow, round: RoundRow) => ({
        opened: openedView(open),
        round: roundView(round, open),
      });
      return db.transaction(async (tx) => {
        const earlier = await findOpenByRequest(tx, member.id, request.requestId);
        if (earlier) {
          if (earlier.roundId !== request.roundId) throw idempotencyKeyReused();
          return answer(earlier, (await findRound(tx, earlier.roundId))!);
        }
        const round = await lockRound(tx, request.roundId);
        if (!round) throw notFound('envelope_round_not_found');
        const mine = await findOpen(tx, round.id, member.id);
        if (mine) {
          // The same request that waited behind its twin for the lock answers as the twin did.
          if (mine.requestId === request.requestId) return answer(mine, round);
          throw conflict('envelope_already_opened');
        }
        const now = clock.now();
        if (round.state !== 'open' || round.startsAt.getTime() > now || round.endsAt.getTime() <= now) {
          throw badRequest('envelope_round_not_open');
        }
        if (!round.agents && isAgentType(member.type)) throw forbidden('envelope_not_for_agents');
        const left = round.envelopes - round.opened;
        const remaining = round.pool - round.paid;
        if (left <= 0 || remaining <= 0) throw badRequest('envelope_pool_empty');
        const amount = drawAmount({ remaining, left, min: round.minAmount }, random);
        const turnoverRequired = amount * round.turnoverMultiple;
        const bonus = await rewards.award(tx, accounts, {
          member,
          activityId: null,
          memo: `Red envelope #${round.id}`,
          amount,
          turnoverRequired,
          contributions: defaultContributions,
          expiryDays: round.expiryDays,
          requestKey: `ENVELOPE:${round.id}:${member.id}`,
        });
        const open = await insertOpen(tx, {
          roundId: round.id,
          memberId: member.id,
          amount,
          turnoverRequired,
          bonusId: bonus.id,
          requestId: request.requestId,
          createdAt: new Date(now),
        });
        const updated = await updateRound(tx, round.id, {
          paid: round.paid + amount,
          opened: round.opened + 1,
        });
        return answer(open, updated!);
      });
    },

    scheduleRounds,

    operator: {
      /** The service's clock, so a test's moved clock and the operator's "now" agree. */
      now: () => clock.now(),
      recent: (limit = 20) => readRecentRounds(db, limit),
      async create(row: NewRound) {
        const problem = checkTerms(row);
        if (problem) throw new RedEnvelopeOperatorError(problem);
        if (row.endsAt <= row.startsAt)
          throw new RedEnvelopeOperatorError('a round must end after it starts');
        return insertRound(db, row);
      },
      async cancel(id: number) {
        const round = await findRound(db, id);
        if (!round) throw new RedEnvelopeOperatorError(`no round ${id}`);
        if (round.state === 'cancelled')
          throw new RedEnvelopeOperatorError(`round ${id} is cancelled already`);
        if (round.endsAt.getTime() <= clock.now()) throw new RedEnvelopeOperatorError(`round ${id} is over`);
        // Envelopes opened before stay paid; no one opens another.
        return (await updateRound(db, id, { state: 'cancelled' }))!;
      },
      async report(id: number) {
        const round = await findRound(db, id);
        if (!round) throw new RedEnvelopeOperatorError(`no round ${id}`);
        return { round, ...(await roundSpread(db, id)) };
      },
      schedules: () => readSchedules(db),
      async schedule(row: NewSchedule) {
        const problem = checkTerms(row);
        if (problem) throw new RedEnvelopeOperatorError(problem);
        const created = await insertSchedule(db, row);
        await scheduleRounds();
        return created;
      },
      /** A schedule stops; its rounds not started yet are cancelled, those under way run to their end. */
      async unschedule(id: number) {
        const row = await updateSchedule(db, id, { active: false });
        if (!row) throw new RedEnvelopeOperatorError(`no schedule ${id}`);
        const now = clock.now();
        const coming = await readComingRounds(db, new Date(now), 100);
        for (const round of coming) {
          if (round.scheduleId === id && round.startsAt.getTime() > now) {
            await updateRound(db, round.id, { state: 'cancelled' });
          }
        }
        return row;
      },
    },
  };
}

export type RedEnvelopeService = ReturnType<typeof createRedEnvelopeService>;
