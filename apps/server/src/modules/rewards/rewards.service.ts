import { isAgentType } from '@lobby/contract/accounts';
import { offeredLanguage, pickText } from '@lobby/contract/languages';
import type {
  ActivityAction,
  ActivityStatus,
  Bonus,
  BonusesValue,
  ClaimRewardValue,
  RewardActivitiesValue,
  RewardActivity,
} from '@lobby/contract/rewards';
import type {
  ApplyRewardRequest,
  BonusesQuery,
  ClaimRewardRequest,
  ForfeitBonusRequest,
} from '@lobby/contract/rewards-requests';
import type { Database, Executor } from '../../db/client';
import type { promotions } from '../../db/schema';
import { addDays, brandDayOf, dayStart } from '../../lib/brand-days';
import { readImages } from '../../lib/image-upload';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError, notFound } from '../../lib/errors';
import { findMemberById, type MemberRow } from '../accounts/members.repository';
import { promotionImageUrl } from '../content/content.service';
import { idempotencyKeyReused, type Ledger } from '../ledger/ledger';
import { settledByGameType } from '../bets/bets.repository';
import type { DepositQualifier } from '../payments/deposits.service';
import type { SettingsStore } from '../system/settings.store';
import {
  addWagering,
  claimedInHousehold,
  endBonus,
  findBonus,
  findBonusByRequest,
  findEntry,
  hasPaidDeposit,
  insertApplicationImages,
  insertBonus,
  insertEntry,
  insertNewEntry,
  lockAccounts,
  lockActivity,
  lockBonus,
  lockEntry,
  markEntryClaimed,
  readBonuses,
  readEntries,
  readExpired,
  readLiveActivities,
  readShownActivities,
  readVipRebateBps,
  readWagering,
  settledByMember,
  updateActivity,
  updateEntry,
  type ActivityRow,
  type BonusRow,
  type EntryRow,
} from './rewards.repository';
import { createRewardsOperator } from './rewards.operator';
import {
  accrualPeriods,
  budgetAllows,
  cashbackOf,
  checkInAmount,
  matchBonus,
  periodsAround,
  rebateOf,
  wageringOf,
  type Period,
  type SettledByType,
} from './activity-rules';

const dayMs = 86_400_000;
/** How long after a period ends its rebate and cashback are settled: rounds placed late settle first. */
const settleGraceMs = 15 * 60_000;
const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

export { RewardsOperatorError } from './rewards.operator';

type PromotionRow = typeof promotions.$inferSelect;

/**
 * A bonus to pay: `memo` is its title when no activity names it; `requestKey` makes it once;
 * `forfeitsWinnings` (its activity's or the operator's choice, no by default) whether ending it early
 * takes back what it won too (decision 0280).
 */
export type BonusGrant = {
  member: MemberRow;
  activityId: number | null;
  memo: string;
  amount: number;
  turnoverRequired: number;
  contributions: Record<string, number>;
  expiryDays: number;
  requestKey: string;
  forfeitsWinnings?: boolean;
};

/**
 * What ending a bonus early takes back (decision 0280): the bonus, and what it won while active when
 * it forfeits that too, never more than the main wallet holds, so withdrawable money never goes
 * below zero and what the member already lost is not taken twice.
 */
function takeBackOf(bonus: Pick<BonusRow, 'amount' | 'winnings' | 'forfeitsWinnings'>, balance: number) {
  const owed = bonus.amount + (bonus.forfeitsWinnings ? Math.max(0, bonus.winnings) : 0);
  return Math.max(0, Math.min(owed, balance));
}

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
    winnings: row.winnings,
    forfeitsWinnings: row.forfeitsWinnings,
  };
}

/**
 * The promotions engine (issue 19; decisions 0238 and 0239): activities a member qualifies for when
 * a deposit is credited, claims paid as bonuses through the ledger (BONUS → main wallet) with wagering
 * to do, and bonuses ended early (forfeited, expired, cancelled) taken back through the ledger.
 */
export function createRewardsService(deps: RewardsDeps) {
  const { db, clock, settings, ledger } = deps;

  const brandOffset = async () => (await settings.get('brand')).timeZoneOffsetMinutes;
  /** The period of a deposit match's or an application's entry: once, or the brand day. */
  const periodOf = (activity: ActivityRow, today: string) =>
    activity.rule.kind === 'depositMatch' && activity.rule.scope === 'daily' ? today : 'once';

  function isOpen(activity: ActivityRow, now: number): boolean {
    return (
      activity.status === 'live' &&
      activity.startsAt.getTime() <= now &&
      (activity.endsAt === null || activity.endsAt.getTime() > now)
    );
  }

  const excludes = (activity: ActivityRow, member: MemberRow) =>
    activity.agents === 'no' && isAgentType(member.type);

  /** A sign-up bonus: for members who registered while the activity ran, within its claim window. */
  const registrationDeadline = (activity: ActivityRow, member: MemberRow) =>
    member.createdAt.getTime() + activity.claimDays * dayMs;
  const registeredWithin = (activity: ActivityRow, member: MemberRow) =>
    member.createdAt >= activity.startsAt && (activity.endsAt === null || member.createdAt < activity.endsAt);

  /** A period's settled rounds of one member, from when the activity began (the hourly sums). */
  async function settledIn(member: MemberRow, activity: ActivityRow, period: Period): Promise<SettledByType> {
    const from = period.from < activity.startsAt ? activity.startsAt : period.from;
    if (from >= period.to) return [];
    // The hourly sums answer whole hours; an activity starting mid-hour counts from its hour.
    const hour = new Date(Math.floor(from.getTime() / 3_600_000) * 3_600_000);
    return settledByGameType(db, member.id, hour, period.to);
  }

  function earned(activity: ActivityRow, settled: SettledByType, vipBps: number): number {
    const { rule } = activity;
    if (rule.kind === 'rebate') return rebateOf(rule, settled, vipBps);
    if (rule.kind === 'cashback') return cashbackOf(rule, settled);
    return 0;
  }

  type Standing = {
    status: ActivityStatus;
    action: ActivityAction;
    bonus?: number;
    claimBy?: Date | null;
    nextAt?: Date;
    streak?: number;
    reason?: string | null;
  };

  type StandingContext = {
    now: number;
    offset: number;
    member: MemberRow;
    deposited: boolean;
    entryOf: (activity: ActivityRow, period: string) => EntryRow | undefined;
  };

  /**
   * Where the member stands (product §3's statuses; the transitions are decision 0244's), and what they
   * may do about it. A rebate or cashback still running reads the member's hourly sums of the period.
   */
  async function standing(activity: ActivityRow, context: StandingContext): Promise<Standing> {
    const { now, member, entryOf } = context;
    const today = brandDayOf(now, context.offset);
    const { rule } = activity;
    const once = entryOf(activity, 'once');
    const closed: Standing = { status: 'close', action: 'none' };
    // What the member has already had stays in view, whatever became of the activity since.
    if (rule.kind === 'application' && once?.status === 'issued')
      return { status: 'issued', action: 'none', bonus: once.bonus };
    if (rule.kind === 'registration' && once?.status === 'claimed')
      return { status: 'claimed', action: 'none' };
    if (rule.kind === 'depositMatch' && entryOf(activity, periodOf(activity, today))?.status === 'claimed')
      return { status: 'claimed', action: 'none' };
    if (activity.startsAt.getTime() > now) return { status: 'coming', action: 'none' };
    if (!isOpen(activity, now) || excludes(activity, member)) return closed;

    switch (rule.kind) {
      case 'depositMatch': {
        const entry = entryOf(activity, periodOf(activity, today));
        if (entry?.status === 'claim') {
          const inTime = entry.claimBy !== null && entry.claimBy.getTime() > now;
          return inTime && budgetAllows(activity, entry.bonus)
            ? { status: 'claim', action: 'claim', bonus: entry.bonus, claimBy: entry.claimBy }
            : closed;
        }
        if (entry?.status === 'close') return closed;
        // A first-deposit activity is over for a member who deposited before it began.
        if (rule.scope === 'first' && context.deposited) return closed;
        return budgetAllows(activity, 1) ? { status: 'join', action: 'deposit' } : closed;
      }
      case 'registration': {
        const deadline = registrationDeadline(activity, member);
        if (!registeredWithin(activity, member) || deadline <= now || !budgetAllows(activity, rule.amount))
          return closed;
        return { status: 'claim', action: 'claim', bonus: rule.amount, claimBy: new Date(deadline) };
      }
      case 'checkIn': {
        const signed = entryOf(activity, today);
        const tomorrow = dayStart(addDays(today, 1), context.offset);
        if (signed?.status === 'signed')
          return { status: 'signed', action: 'none', streak: signed.streak, nextAt: tomorrow };
        const yesterday = entryOf(activity, addDays(today, -1));
        const streak = (yesterday?.status === 'signed' ? yesterday.streak : 0) + 1;
        const amount = checkInAmount(rule, streak);
        return budgetAllows(activity, amount)
          ? { status: 'join', action: 'checkIn', bonus: amount, streak, claimBy: tomorrow }
          : closed;
      }
      case 'rebate':
      case 'cashback': {
        const { running, due } = accrualPeriods(rule, now, context.offset);
        const owed = entryOf(activity, due.key);
        if (owed?.status === 'claim' && budgetAllows(activity, owed.bonus))
          return { status: 'claim', action: 'claim', bonus: owed.bonus, claimBy: owed.claimBy };
        if (!budgetAllows(activity, 1)) return closed;
        const [settled, vipBps] = await Promise.all([
          settledIn(member, activity, running),
          rule.kind === 'rebate' ? readVipRebateBps(db, member.id) : 0,
        ]);
        const soFar = earned(activity, settled, vipBps);
        return { status: 'process', action: 'none', bonus: soFar, nextAt: running.to };
      }
      case 'application': {
        if (once?.status === 'applying') return { status: 'applying', action: 'none' };
        if (!budgetAllows(activity, 1)) return closed;
        if (once?.status === 'rejected') return { status: 'rejected', action: 'apply', reason: once.reason };
        return { status: 'join', action: 'apply' };
      }
    }
  }

  async function words(promotion: PromotionRow | null, requested: string) {
    if (!promotion) return { title: '', summary: '', terms: '', imageUrl: '' };
    const brand = await settings.get('brand');
    const language = offeredLanguage(requested, brand);
    return {
      title: pickText(promotion.title, language, brand.defaultLanguage),
      summary: pickText(promotion.summary, language, brand.defaultLanguage),
      terms: pickText(promotion.content, language, brand.defaultLanguage),
      imageUrl: promotionImageUrl(promotion.id),
    };
  }

  async function activityView(
    activity: ActivityRow,
    promotion: PromotionRow | null,
    context: StandingContext & { language: string },
  ): Promise<RewardActivity> {
    const found = await standing(activity, context);
    return {
      id: activity.id,
      kind: activity.kind,
      promotionId: activity.promotionId,
      ...(await words(promotion, context.language)),
      status: found.status,
      action: found.action,
      startsAt: activity.startsAt.toISOString(),
      endsAt: activity.endsAt?.toISOString() ?? null,
      claimBy: found.claimBy?.toISOString() ?? null,
      bonus: found.bonus ?? null,
      nextAt: found.nextAt?.toISOString() ?? null,
      streak: found.streak ?? null,
      reason: found.reason ?? null,
      rule: activity.rule,
      forfeitsWinnings: activity.forfeitWinnings,
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
   * Ends an active bonus: what is left of it in the main wallet (up to its amount, plus its winnings
   * when it forfeits them: takeBackOf) goes back to BONUS, in one posting, and its open wagering
   * leaves the member's. The winnings are read under the bonus's lock, after the wallet's: a round
   * settling meanwhile has either counted them already or waits for this end and counts nothing.
   * The accounts are locked first, in ledger order, then the bonus: the order a settling round takes
   * them in (bets_wagering), so the two cannot deadlock.
   */
  async function end(bonusId: number, state: 'forfeited' | 'expired' | 'cancelled', memberId?: number) {
    const found = await findBonus(db, bonusId);
    if (!found || (memberId !== undefined && found.memberId !== memberId)) throw notFound('bonus_not_found');
    const { main, pool } = await accountsOf(found.memberId, found.currency);
    return db.transaction(async (tx) => {
      const balances = await lockAccounts(tx, [main, pool]);
      const bonus = (await lockBonus(tx, bonusId))!;
      if (bonus.state !== 'active') return { bonus, ended: false };
      const reversed = takeBackOf(bonus, balances.get(main) ?? 0);
      if (reversed > 0) {
        await ledger.post(
          {
            idempotencyKey: `BONUS_REVERSE:${bonus.id}`,
            kind: 'BONUS_REVERSE',
            memberId: bonus.memberId,
            reference: `B${bonus.id}`,
            // The part above the bonus is its winnings, for whoever reads the transaction later.
            memo: bonus.forfeitsWinnings
              ? { state, winnings: reversed - Math.min(bonus.amount, reversed) }
              : { state },
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
      forfeitsWinnings: grant.forfeitsWinnings ?? false,
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
      const [live, offset] = await Promise.all([readLiveActivities(db, new Date(now)), brandOffset()]);
      const today = brandDayOf(now, offset);
      const matches = live.flatMap((activity) =>
        activity.rule.kind === 'depositMatch' ? [{ activity, rule: activity.rule }] : [],
      );
      return async (tx, deposit) => {
        if (matches.length === 0) return;
        const memberType = (await findMemberById(tx, deposit.memberId))?.type ?? 0;
        for (const { activity, rule } of matches) {
          if (activity.agents === 'no' && isAgentType(memberType)) continue;
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
      const offset = await brandOffset();
      const [shown, entries, deposited] = await Promise.all([
        readShownActivities(db),
        readEntries(db, member.id, periodsAround(now, offset)),
        hasPaidDeposit(db, member.id),
      ]);
      const entryOf = (activity: ActivityRow, period: string) =>
        entries.find((e) => e.activityId === activity.id && e.period === period);
      const context = { now, offset, member, deposited, entryOf, language };
      const list = await Promise.all(
        shown.map(({ activity, promotion }) => activityView(activity, promotion, context)),
      );
      return { list, claimable: list.filter((a) => a.status === 'claim').length };
    },

    /**
     * Claims what an activity owes the member, or checks in for the day. Under the activity's lock (so
     * its budget is never overspent and claims of it take turns), a repeat of the request answers as
     * the first; then the kind's entry is locked or written (so 50 parallel claims pay once) and the
     * bonus paid. Another request for what was claimed is refused.
     */
    async claim(member: MemberRow, request: ClaimRewardRequest, language: string): Promise<ClaimRewardValue> {
      const offset = await brandOffset();
      const requestKey = `CLAIM:${member.id}:${request.requestId}`;
      const accounts = await accountsOf(member.id, member.currency);
      const result = await db.transaction(async (tx) => {
        const activity = await lockActivity(tx, request.activityId);
        const earlier = await findBonusByRequest(tx, requestKey);
        if (earlier) {
          if (earlier.activityId !== request.activityId) throw idempotencyKeyReused();
          return earlier;
        }
        if (!activity || activity.status === 'ended') throw notFound('activity_not_found');
        const now = clock.now();
        if (!isOpen(activity, now) || excludes(activity, member)) throw badRequest('activity_closed');
        const today = brandDayOf(now, offset);
        const { rule } = activity;
        const base = { activityId: activity.id, memberId: member.id, createdAt: new Date(now) };
        const claimed = { claimRequestId: request.requestId, claimedAt: new Date(now) };

        // What the kind owes, and its entry: locked when written before, written now otherwise.
        let entry: EntryRow | null;
        switch (rule.kind) {
          case 'depositMatch': {
            entry = await lockEntry(tx, member.id, activity.id, [periodOf(activity, today)]);
            if (!entry) throw badRequest('nothing_to_claim');
            if (entry.status === 'claimed') throw conflict('already_claimed');
            if (entry.status !== 'claim' || (entry.claimBy?.getTime() ?? 0) <= now) {
              throw badRequest('activity_closed');
            }
            break;
          }
          case 'rebate':
          case 'cashback': {
            const { due } = accrualPeriods(rule, now, offset);
            entry = await lockEntry(tx, member.id, activity.id, [due.key]);
            if (!entry) throw badRequest('nothing_to_claim');
            if (entry.status === 'claimed') throw conflict('already_claimed');
            if ((entry.claimBy?.getTime() ?? 0) <= now) throw badRequest('activity_closed');
            break;
          }
          case 'registration': {
            if (!registeredWithin(activity, member) || registrationDeadline(activity, member) <= now) {
              throw badRequest('activity_closed');
            }
            entry = await insertNewEntry(tx, {
              ...base,
              period: 'once',
              status: 'claimed',
              bonus: rule.amount,
              ...claimed,
            });
            if (!entry) throw conflict('already_claimed');
            break;
          }
          case 'checkIn': {
            const yesterday = await findEntry(tx, member.id, activity.id, addDays(today, -1));
            const streak = (yesterday?.status === 'signed' ? yesterday.streak : 0) + 1;
            entry = await insertNewEntry(tx, {
              ...base,
              period: today,
              status: 'signed',
              streak,
              bonus: checkInAmount(rule, streak),
              ...claimed,
            });
            if (!entry) throw conflict('already_checked_in');
            break;
          }
          case 'application':
            throw badRequest('nothing_to_claim');
        }
        // Under the activity's lock: two accounts of one household claiming at once take turns here.
        if (await claimedInHousehold(tx, member, activity, entry.period)) {
          throw conflict('claimed_in_household');
        }
        if (!budgetAllows(activity, entry.bonus)) throw badRequest('budget_exhausted');
        const bonus = await pay(tx, accounts, {
          member,
          activityId: activity.id,
          memo: '',
          amount: entry.bonus,
          turnoverRequired: wageringOf(rule, entry.bonus, entry.depositAmount),
          contributions: rule.contributions,
          expiryDays: rule.expiryDays,
          requestKey,
          forfeitsWinnings: activity.forfeitWinnings,
        });
        if (entry.status === 'claim') await markEntryClaimed(tx, entry.id, { bonusId: bonus.id, ...claimed });
        else await updateEntry(tx, entry.id, { bonusId: bonus.id });
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

    /**
     * An application (decision 0244): the remark and pictures (checked by their content) wait for the
     * operator's review. A rejected application may be sent again; one under review or paid may not.
     * The same request id answers as the first.
     */
    async apply(member: MemberRow, request: ApplyRewardRequest, language: string): Promise<RewardActivity> {
      const images = readImages(request.images ?? [], (key) => badRequest(key));
      await db.transaction(async (tx) => {
        const activity = await lockActivity(tx, request.activityId);
        if (!activity || activity.status === 'ended') throw notFound('activity_not_found');
        const entry = await lockEntry(tx, member.id, activity.id, ['once']);
        if (entry?.claimRequestId === request.requestId) return;
        if (activity.rule.kind !== 'application') throw badRequest('activity_not_applicable');
        const now = clock.now();
        if (!isOpen(activity, now) || excludes(activity, member)) throw badRequest('activity_closed');
        if (!budgetAllows(activity, 1)) throw badRequest('budget_exhausted');
        if (entry?.status === 'applying') throw conflict('already_applied');
        if (entry?.status === 'issued') throw conflict('already_claimed');
        if (await claimedInHousehold(tx, member, activity, 'once')) throw conflict('claimed_in_household');
        const sent = {
          status: 'applying' as const,
          remark: request.remark,
          reason: null,
          reviewedAt: null,
          claimRequestId: request.requestId,
          createdAt: new Date(now),
        };
        const written = entry
          ? await updateEntry(tx, entry.id, sent)
          : await insertNewEntry(tx, {
              activityId: activity.id,
              memberId: member.id,
              period: 'once',
              ...sent,
            });
        await insertApplicationImages(tx, written!.id, images);
      });
      const { list } = await this.activities(member, language);
      return list.find((a) => a.id === request.activityId)!;
    },

    /**
     * The daily settlement of rebate and cashback (a periodic job): once a period is over (and a quarter
     * of an hour more, for rounds settling late), each member who earned in it gets an entry to claim
     * until the next period ends. Written once per activity and period; a repeat writes nothing new.
     */
    async settle(): Promise<number> {
      const now = clock.now();
      const offset = await brandOffset();
      let written = 0;
      for (const activity of await readLiveActivities(db, new Date(now))) {
        const { rule } = activity;
        if (rule.kind !== 'rebate' && rule.kind !== 'cashback') continue;
        const { running, due } = accrualPeriods(rule, now, offset);
        if (activity.settledThrough === due.key || now < due.to.getTime() + settleGraceMs) continue;
        const from = due.from < activity.startsAt ? activity.startsAt : due.from;
        const hour = new Date(Math.floor(from.getTime() / 3_600_000) * 3_600_000);
        const rows = from < due.to ? await settledByMember(db, hour, due.to, activity.agents === 'yes') : [];
        const byMember = new Map<number, typeof rows>();
        for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
        await db.transaction(async (tx) => {
          for (const [memberId, settled] of byMember) {
            const amount = earned(activity, settled, settled[0]?.vipBps ?? 0);
            if (amount <= 0) continue;
            await insertEntry(tx, {
              activityId: activity.id,
              memberId,
              period: due.key,
              status: 'claim',
              bonus: amount,
              claimBy: running.to,
              createdAt: new Date(now),
            });
            written++;
          }
          await updateActivity(tx, activity.id, { settledThrough: due.key });
        });
      }
      return written;
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

    operator: createRewardsOperator({ db, clock, accountsOf, pay, end }),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
