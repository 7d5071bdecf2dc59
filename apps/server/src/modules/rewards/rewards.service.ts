import { isAgentType } from '@lobby/contract/accounts';
import { gameCategories } from '@lobby/contract/games';
import { offeredLanguage, pickText } from '@lobby/contract/languages';
import type {
  ActivityAction,
  ActivityStatus,
  Bonus,
  BonusesValue,
  ClaimRewardValue,
  DepositMatchRule,
  RewardActivitiesValue,
  RewardActivity,
} from '@lobby/contract/rewards';
import type { BonusesQuery, ClaimRewardRequest, ForfeitBonusRequest } from '@lobby/contract/rewards-requests';
import type { Database, Executor } from '../../db/client';
import type { promotions } from '../../db/schema';
import { brandDayOf } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError, notFound } from '../../lib/errors';
import { findMemberByAccount, findMemberById, type MemberRow } from '../accounts/members.repository';
import { promotionImageUrl } from '../content/content.service';
import { idempotencyKeyReused, type Ledger } from '../ledger/ledger';
import type { DepositQualifier } from '../payments/deposits.service';
import type { SettingsStore } from '../system/settings.store';
import {
  activityReport,
  addWagering,
  endBonus,
  findActivity,
  findBonus,
  findBonusByRequest,
  hasPaidDeposit,
  insertActivity,
  insertBonus,
  insertEntry,
  lockAccounts,
  lockActivity,
  lockBonus,
  lockEntry,
  markEntryClaimed,
  readAllActivities,
  readBonuses,
  readEntries,
  readExpired,
  readLiveActivities,
  readShownActivities,
  readWagering,
  updateActivity,
  type ActivityRow,
  type BonusRow,
  type EntryRow,
  type NewActivity,
} from './rewards.repository';

const dayMs = 86_400_000;
const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** An operator's mistake, printed by `npm run ops`. */
export class RewardsOperatorError extends Error {}

type PromotionRow = typeof promotions.$inferSelect;

/** A bonus to pay: `memo` is its title when no activity names it; `requestKey` makes it once. */
export type BonusGrant = {
  member: MemberRow;
  activityId: number | null;
  memo: string;
  amount: number;
  turnoverRequired: number;
  contributions: Record<string, number>;
  expiryDays: number;
  requestKey: string;
};

export type RewardsDeps = { db: Database; clock: Clock; settings: SettingsStore; ledger: Ledger };

/** The demo's and most brands' wagering weights: reels in full, tables and sports a tenth, lottery nothing. */
export const defaultContributions: Record<string, number> = {
  BGS: 100,
  RNG: 100,
  FISH: 100,
  LIVE: 10,
  PVP: 10,
  SPORTS: 10,
  ESPORTS: 10,
};

/** What a qualifying deposit earns under a match rule, in minor units. */
export function matchBonus(rule: DepositMatchRule, deposit: number): number {
  return Math.min(Math.floor((deposit * rule.matchPercent) / 100), rule.maxBonus);
}

/** The wagering a bonus carries under a rule. */
export function wageringOf(rule: DepositMatchRule, bonus: number, deposit: number): number {
  return rule.turnoverMultiple * (rule.turnoverBase === 'bonusDeposit' ? bonus + deposit : bonus);
}

/** A bonus as the member is shown it; `title` is its activity's, or else the memo it was paid with. */
export function bonusView(row: BonusRow, title: string): Bonus {
  return {
    id: row.id,
    activityId: row.activityId,
    title: title || row.memo,
    amount: row.amount,
    turnoverRequired: row.turnoverRequired,
    turnoverDone: row.turnoverDone,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    reversed: row.reversed,
  };
}

/**
 * The promotions engine (issue 19; decisions 0238 and 0239): activities a member qualifies for when
 * a deposit is credited, claims paid as bonuses through the ledger (BONUS → main wallet) with wagering
 * to do, and bonuses ended early (forfeited, expired, cancelled) taken back through the ledger.
 */
export function createRewardsService(deps: RewardsDeps) {
  const { db, clock, settings, ledger } = deps;

  /** The brand day of an instant (a daily activity's period). */
  const brandDay = async (now: number) =>
    brandDayOf(now, (await settings.get('brand')).timeZoneOffsetMinutes);
  const periodOf = (activity: ActivityRow, today: string) =>
    activity.rule.scope === 'first' ? 'once' : today;

  function isOpen(activity: ActivityRow, now: number): boolean {
    return (
      activity.status === 'live' &&
      activity.startsAt.getTime() <= now &&
      (activity.endsAt === null || activity.endsAt.getTime() > now)
    );
  }

  function budgetAllows(activity: ActivityRow, amount: number): boolean {
    return activity.budget === null || activity.spent + amount <= activity.budget;
  }

  /** Where the member stands (product §3's statuses), and what they may do about it. */
  function standing(
    activity: ActivityRow,
    entry: EntryRow | undefined,
    context: { now: number; member: MemberRow; deposited: boolean },
  ): { status: ActivityStatus; action: ActivityAction } {
    if (entry?.status === 'claimed') return { status: 'claimed', action: 'none' };
    if (activity.startsAt.getTime() > context.now) return { status: 'coming', action: 'none' };
    if (!isOpen(activity, context.now)) return { status: 'close', action: 'none' };
    if (activity.agents === 'no' && isAgentType(context.member.type))
      return { status: 'close', action: 'none' };
    if (entry?.status === 'claim') {
      const inTime = entry.claimBy !== null && entry.claimBy.getTime() > context.now;
      return inTime && budgetAllows(activity, entry.bonus)
        ? { status: 'claim', action: 'claim' }
        : { status: 'close', action: 'none' };
    }
    if (entry?.status === 'close') return { status: 'close', action: 'none' };
    // A first-deposit activity is over for a member who deposited before it began.
    if (activity.rule.scope === 'first' && context.deposited) return { status: 'close', action: 'none' };
    if (!budgetAllows(activity, 1)) return { status: 'close', action: 'none' };
    return { status: 'join', action: 'deposit' };
  }

  async function words(promotion: PromotionRow | null, requested: string) {
    if (!promotion) return { title: '', summary: '', terms: '', imageUrl: '' };
    const brand = await settings.get('brand');
    const language = offeredLanguage(requested, brand);
    return {
      title: pickText(promotion.title, language, brand.defaultLanguage),
      summary: pickText(promotion.summary, language, brand.defaultLanguage),
      terms: pickText(promotion.content, language, brand.defaultLanguage),
      imageUrl: promotionImageUrl(promotion.id, language),
    };
  }

  async function activityView(
    activity: ActivityRow,
    promotion: PromotionRow | null,
    entry: EntryRow | undefined,
    context: { now: number; member: MemberRow; deposited: boolean; language: string },
  ): Promise<RewardActivity> {
    const { status, action } = standing(activity, entry, context);
    return {
      id: activity.id,
      kind: activity.kind,
      promotionId: activity.promotionId,
      ...(await words(promotion, context.language)),
      status,
      action,
      startsAt: activity.startsAt.toISOString(),
      endsAt: activity.endsAt?.toISOString() ?? null,
      claimBy: status === 'claim' ? (entry?.claimBy?.toISOString() ?? null) : null,
      bonus: status === 'claim' ? (entry?.bonus ?? null) : null,
      rule: activity.rule,
    };
  }

  async function titleOf(activityId: number | null, language: string): Promise<string> {
    if (activityId === null) return '';
    const shown = await readShownActivities(db);
    const found = shown.find((row) => row.activity.id === activityId);
    return (await words(found?.promotion ?? null, language)).title;
  }

  /** The accounts a bonus moves between, found (or opened) before the transaction that moves it. */
  async function accountsOf(memberId: number, currency: string) {
    const [main, pool] = await Promise.all([
      ledger.memberAccount(memberId, currency),
      ledger.systemAccount('BONUS', currency),
    ]);
    return { main, pool };
  }

  /**
   * Ends an active bonus: what is left of it in the main wallet (up to its amount) goes back to BONUS,
   * and its open wagering leaves the member's. The accounts are locked first, in ledger order, then
   * the bonus: the order a settling round takes them in (bets_wagering), so the two cannot deadlock.
   */
  async function end(bonusId: number, state: 'forfeited' | 'expired' | 'cancelled', memberId?: number) {
    const found = await findBonus(db, bonusId);
    if (!found || (memberId !== undefined && found.memberId !== memberId)) throw notFound('bonus_not_found');
    const { main, pool } = await accountsOf(found.memberId, found.currency);
    return db.transaction(async (tx) => {
      const balances = await lockAccounts(tx, [main, pool]);
      const bonus = (await lockBonus(tx, bonusId))!;
      if (bonus.state !== 'active') return { bonus, ended: false };
      const reversed = Math.min(bonus.amount, balances.get(main) ?? 0);
      if (reversed > 0) {
        await ledger.post(
          {
            idempotencyKey: `BONUS_REVERSE:${bonus.id}`,
            kind: 'BONUS_REVERSE',
            memberId: bonus.memberId,
            reference: `B${bonus.id}`,
            memo: { state },
            legs: [
              { accountId: main, amount: -reversed },
              { accountId: pool, amount: reversed },
            ],
          },
          tx,
        );
      }
      await addWagering(tx, bonus.memberId, -(bonus.turnoverRequired - bonus.turnoverDone));
      return {
        bonus: await endBonus(tx, bonus.id, { state, endedAt: new Date(clock.now()), reversed }),
        ended: true,
      };
    });
  }

  /**
   * Pays a bonus into the member's main wallet with its wagering, in the caller's transaction. The
   * request key makes it once: a repeat finds the bonus it wrote.
   */
  async function pay(
    tx: Executor,
    accounts: { main: number; pool: number },
    grant: BonusGrant,
  ): Promise<BonusRow> {
    const { member } = grant;
    const { main, pool } = accounts;
    const now = clock.now();
    const done = grant.turnoverRequired === 0;
    const bonus = await insertBonus(tx, {
      memberId: member.id,
      activityId: grant.activityId,
      memo: grant.memo,
      amount: grant.amount,
      currency: member.currency,
      turnoverRequired: grant.turnoverRequired,
      turnoverDone: 0,
      contributions: grant.contributions,
      state: done ? 'completed' : 'active',
      createdAt: new Date(now),
      expiresAt: new Date(now + grant.expiryDays * dayMs),
      endedAt: done ? new Date(now) : null,
      requestKey: grant.requestKey,
    });
    if (grant.amount > 0) {
      await ledger.post(
        {
          idempotencyKey: `BONUS:${bonus.id}`,
          kind: 'BONUS',
          memberId: member.id,
          reference: `B${bonus.id}`,
          memo: grant.activityId === null ? { memo: grant.memo } : { activityId: grant.activityId },
          legs: [
            { accountId: pool, amount: -grant.amount },
            { accountId: main, amount: grant.amount },
          ],
        },
        tx,
      );
    }
    await addWagering(tx, member.id, grant.turnoverRequired);
    return bonus;
  }

  return {
    /**
     * For the modules that pay bonuses of their own (red envelope, VIP, referral): the accounts a bonus
     * moves between, found before the transaction, and the payment itself, in the caller's transaction,
     * with its wagering kept like every other bonus's. The request key makes it once.
     */
    bonusAccounts: accountsOf,
    award: pay,

    /**
     * Readies, before a deposit's credit, what runs in its transaction: the live deposit-match
     * activities it qualifies the member for get an entry to claim (or, for a first-deposit activity
     * the deposit cannot qualify for, a closed one); the first deposit to qualify in a period wins.
     * Settings and activities are read first: on the embedded database a read outside the
     * transaction, made from inside it, would wait for it.
     */
    async beforeCredit(): Promise<DepositQualifier> {
      const now = clock.now();
      const [activities, today] = await Promise.all([readLiveActivities(db, new Date(now)), brandDay(now)]);
      return async (tx, deposit) => {
        if (activities.length === 0) return;
        const memberType = (await findMemberById(tx, deposit.memberId))?.type ?? 0;
        for (const activity of activities) {
          if (activity.agents === 'no' && isAgentType(memberType)) continue;
          const { rule } = activity;
          let status: 'claim' | 'close' = deposit.amount >= rule.minDeposit ? 'claim' : 'close';
          if (rule.scope === 'first' && (await hasPaidDeposit(tx, deposit.memberId, deposit.orderId))) {
            status = 'close';
          }
          // A daily activity waits for a deposit large enough; the day's first small one closes nothing.
          if (rule.scope === 'daily' && status === 'close') continue;
          await insertEntry(tx, {
            activityId: activity.id,
            memberId: deposit.memberId,
            period: periodOf(activity, today),
            status,
            depositOrderId: deposit.orderId,
            depositAmount: deposit.amount,
            bonus: status === 'claim' ? matchBonus(rule, deposit.amount) : 0,
            claimBy: status === 'claim' ? new Date(now + activity.claimDays * dayMs) : null,
            createdAt: new Date(now),
          });
        }
      };
    },

    async activities(member: MemberRow, language: string): Promise<RewardActivitiesValue> {
      const now = clock.now();
      const today = await brandDay(now);
      const [shown, entries, deposited] = await Promise.all([
        readShownActivities(db),
        readEntries(db, member.id, ['once', today]),
        hasPaidDeposit(db, member.id),
      ]);
      const entryOf = (activity: ActivityRow) =>
        entries.find((e) => e.activityId === activity.id && e.period === periodOf(activity, today));
      const list = await Promise.all(
        shown.map(({ activity, promotion }) =>
          activityView(activity, promotion, entryOf(activity), { now, member, deposited, language }),
        ),
      );
      return { list, claimable: list.filter((a) => a.status === 'claim').length };
    },

    /**
     * Claims what an activity owes the member: under the entry's lock (so 50 parallel claims pay once)
     * and the activity's (so its budget is never overspent), the bonus is paid and the entry marked.
     * A repeat of the same request answers as the first; another request for a claimed entry is refused.
     */
    async claim(member: MemberRow, request: ClaimRewardRequest, language: string): Promise<ClaimRewardValue> {
      const periods = ['once', await brandDay(clock.now())];
      const requestKey = `CLAIM:${member.id}:${request.requestId}`;
      const accounts = await accountsOf(member.id, member.currency);
      const result = await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, member.id, request.activityId, periods);
        const earlier = await findBonusByRequest(tx, requestKey);
        if (earlier) {
          if (earlier.activityId !== request.activityId) throw idempotencyKeyReused();
          return earlier;
        }
        const activity = await lockActivity(tx, request.activityId);
        if (!activity || activity.status === 'ended') throw notFound('activity_not_found');
        if (!entry) throw badRequest('nothing_to_claim');
        if (entry.status === 'claimed') throw conflict('already_claimed');
        const now = clock.now();
        if (entry.status !== 'claim' || !isOpen(activity, now) || (entry.claimBy?.getTime() ?? 0) <= now) {
          throw badRequest('activity_closed');
        }
        if (!budgetAllows(activity, entry.bonus)) throw badRequest('budget_exhausted');
        const bonus = await pay(tx, accounts, {
          member,
          activityId: activity.id,
          memo: '',
          amount: entry.bonus,
          turnoverRequired: wageringOf(activity.rule, entry.bonus, entry.depositAmount),
          contributions: activity.rule.contributions,
          expiryDays: activity.rule.expiryDays,
          requestKey,
        });
        await markEntryClaimed(tx, entry.id, {
          bonusId: bonus.id,
          claimRequestId: request.requestId,
          claimedAt: new Date(now),
        });
        await updateActivity(tx, activity.id, {
          spent: activity.spent + entry.bonus,
          claims: activity.claims + 1,
        });
        return bonus;
      });
      const { list } = await this.activities(member, language);
      const activity = list.find((a) => a.id === request.activityId)!;
      return { bonus: bonusView(result, activity.title), activity };
    },

    async bonuses(member: MemberRow, query: BonusesQuery): Promise<BonusesValue> {
      const [{ rows, total }, turnoverRemaining] = await Promise.all([
        readBonuses(db, member.id, query.state, {
          offset: (query.pageNo - 1) * query.pageSize,
          limit: query.pageSize,
        }),
        readWagering(db, member.id),
      ]);
      const list = await Promise.all(
        rows.map(async ({ bonus, promotion }) =>
          bonusView(bonus, (await words(promotion, query.language)).title),
        ),
      );
      return {
        list,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        turnoverRemaining,
      };
    },

    /** The member gives a bonus up (its remaining wagering with it), so a withdrawal need not wait. */
    async forfeit(member: MemberRow, request: ForfeitBonusRequest, language = 'EN'): Promise<Bonus> {
      const { bonus, ended } = await end(request.bonusId, 'forfeited', member.id);
      // A repeat of the forfeit answers with the bonus as it ended; a bonus ended otherwise is refused.
      if (!ended && bonus.state !== 'forfeited') throw conflict('bonus_not_active');
      return bonusView(bonus, await titleOf(bonus.activityId, language));
    },

    /** The wagering a member still has to do before withdrawing (one kept row). */
    turnoverRemaining: (memberId: number) => readWagering(db, memberId),

    /** The periodic sweep: active bonuses past their time expire and are taken back. */
    async expire(limit = 200): Promise<number> {
      const due = await readExpired(db, new Date(clock.now()), limit);
      let expired = 0;
      for (const bonus of due) if ((await end(bonus.id, 'expired')).ended) expired++;
      return expired;
    },

    operator: {
      list: () => readAllActivities(db),
      create: (row: NewActivity) => insertActivity(db, row),
      async update(id: number, change: Partial<NewActivity>) {
        const row = await updateActivity(db, id, change);
        if (!row) throw new RewardsOperatorError(`no activity ${id}`);
        return row;
      },
      async report(id: number) {
        const activity = await findActivity(db, id);
        if (!activity) throw new RewardsOperatorError(`no activity ${id}`);
        return { activity, ...(await activityReport(db, id)) };
      },
      /** A bonus the operator gives by hand, with wagering (which may be all it is: amount 0). */
      async grant(
        account: string,
        grant: { amount: number; turnover: number; days: number; memo: string; requestId: string },
      ) {
        const member = await findMemberByAccount(db, account);
        if (!member) throw new RewardsOperatorError(`no member ${account}`);
        const requestKey = `GRANT:${grant.requestId}`;
        const earlier = await findBonusByRequest(db, requestKey);
        if (earlier) return { member, bonus: earlier };
        // Every game type counts in full toward an operator's wagering.
        const contributions = Object.fromEntries(gameCategories.map((category) => [category, 100]));
        const accounts = await accountsOf(member.id, member.currency);
        const bonus = await db.transaction((tx) =>
          pay(tx, accounts, {
            member,
            activityId: null,
            memo: grant.memo,
            amount: grant.amount,
            turnoverRequired: grant.turnover,
            contributions,
            expiryDays: grant.days,
            requestKey,
          }),
        );
        return { member, bonus };
      },
      async cancel(bonusId: number) {
        const { bonus, ended } = await end(bonusId, 'cancelled').catch((error: unknown) => {
          if (error instanceof DomainError) throw new RewardsOperatorError(`no bonus ${bonusId}`);
          throw error;
        });
        if (!ended) throw new RewardsOperatorError(`bonus ${bonusId} is ${bonus.state} already`);
        return bonus;
      },
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
