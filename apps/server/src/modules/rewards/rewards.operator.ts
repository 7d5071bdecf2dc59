import { gameCategories } from '@lobby/contract/games';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError, isUniqueViolation } from '../../lib/errors';
import { findMemberByAccount, findMemberById } from '../accounts/members.repository';
import { budgetAllows, wageringOf } from './activity-rules';
import {
  activityReport,
  findActivity,
  findBonusByRequest,
  findEntryById,
  insertActivity,
  lockActivity,
  lockEntryById,
  readAllActivities,
  readApplicationImages,
  readApplying,
  updateActivity,
  updateEntry,
  type BonusRow,
  type NewActivity,
} from './rewards.repository';
import type { BonusGrant } from './rewards.service';

/** An operator's mistake, printed by `npm run ops`. */
export class RewardsOperatorError extends Error {}

type BonusAccounts = { main: number; pool: number };

type OperatorDeps = {
  db: Database;
  clock: Clock;
  accountsOf: (memberId: number, currency: string) => Promise<BonusAccounts>;
  pay: (tx: Executor, accounts: BonusAccounts, grant: BonusGrant) => Promise<BonusRow>;
  end: (bonusId: number, state: 'cancelled') => Promise<{ bonus: BonusRow; ended: boolean }>;
};

/**
 * What the operator does with activities through `npm run ops -- reward`: create and change them, read
 * their reports, give bonuses by hand, review applications and cancel a bonus. Paying and ending a
 * bonus are the service's own (`pay`, `end`), so a bonus given here is kept like every other.
 */
export function createRewardsOperator({ db, clock, accountsOf, pay, end }: OperatorDeps) {
  return {
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
      grant: {
        amount: number;
        turnover: number;
        days: number;
        memo: string;
        requestId: string;
        forfeitWinnings?: boolean;
      },
    ) {
      const member = await findMemberByAccount(db, account);
      if (!member) throw new RewardsOperatorError(`no member ${account}`);
      const requestKey = `GRANT:${grant.requestId}`;
      const earlier = await findBonusByRequest(db, requestKey);
      if (earlier) return { member, bonus: earlier };
      // Every game type counts in full toward an operator's wagering.
      const contributions = Object.fromEntries(gameCategories.map((category) => [category, 100]));
      const accounts = await accountsOf(member.id, member.currency);
      const bonus = await db
        .transaction((tx) =>
          pay(tx, accounts, {
            member,
            activityId: null,
            memo: grant.memo,
            amount: grant.amount,
            turnoverRequired: grant.turnover,
            contributions,
            expiryDays: grant.days,
            requestKey,
            forfeitsWinnings: grant.forfeitWinnings ?? false,
          }),
        )
        .catch(async (error: unknown) => {
          // The same grant sent twice at once: the second found no bonus, then lost the race to write
          // it; it answers with the first's.
          const first = isUniqueViolation(error) ? await findBonusByRequest(db, requestKey) : null;
          if (!first) throw error;
          return first;
        });
      return { member, bonus };
    },
    /** Applications awaiting review, oldest first (of one activity, or of all). */
    applications: (activityId?: number) => readApplying(db, activityId),
    /** An application's pictures, for the operator to look at. */
    images: (entryId: number) => readApplicationImages(db, entryId),
    /**
     * Approves an application: pays its bonus (the amount given, up to the rule's maximum; the maximum
     * when none is given) with its wagering, and marks it issued. Once: a second approval is refused.
     */
    async approve(entryId: number, amount?: number) {
      const found = (await findEntryById(db, entryId)) ?? null;
      if (!found) throw new RewardsOperatorError(`no application ${entryId}`);
      const member = (await findMemberById(db, found.memberId))!;
      const accounts = await accountsOf(member.id, member.currency);
      return db.transaction(async (tx) => {
        const activity = (await lockActivity(tx, found.activityId))!;
        const entry = (await lockEntryById(tx, entryId))!;
        const { rule } = activity;
        if (rule.kind !== 'application')
          throw new RewardsOperatorError(`entry ${entryId} is not an application`);
        if (entry.status !== 'applying') {
          throw new RewardsOperatorError(`application ${entryId} is ${entry.status} already`);
        }
        const paid = amount ?? rule.maxBonus;
        if (paid <= 0 || paid > rule.maxBonus) {
          throw new RewardsOperatorError(`the amount must be above 0 and at most the rule's maximum`);
        }
        if (!budgetAllows(activity, paid)) throw new RewardsOperatorError('the activity is out of budget');
        const now = clock.now();
        const bonus = await pay(tx, accounts, {
          member,
          activityId: activity.id,
          memo: '',
          amount: paid,
          turnoverRequired: wageringOf(rule, paid, 0),
          contributions: rule.contributions,
          expiryDays: rule.expiryDays,
          requestKey: `APPLICATION:${entry.id}`,
          forfeitsWinnings: activity.forfeitWinnings,
        });
        await updateActivity(tx, activity.id, {
          spent: activity.spent + paid,
          claims: activity.claims + 1,
        });
        const issued = await updateEntry(tx, entry.id, {
          status: 'issued',
          bonus: paid,
          bonusId: bonus.id,
          reviewedAt: new Date(now),
          claimedAt: new Date(now),
        });
        return { entry: issued, bonus, member };
      });
    },
    /** Rejects an application with the reason the member is shown; they may apply again. */
    async reject(entryId: number, reason: string) {
      if (!reason.trim()) throw new RewardsOperatorError('a reason is required (--reason TEXT)');
      return db.transaction(async (tx) => {
        const entry = await lockEntryById(tx, entryId);
        if (!entry) throw new RewardsOperatorError(`no application ${entryId}`);
        if (entry.status !== 'applying') {
          throw new RewardsOperatorError(`application ${entryId} is ${entry.status} already`);
        }
        return updateEntry(tx, entry.id, {
          status: 'rejected',
          reason: reason.trim().slice(0, 500),
          reviewedAt: new Date(clock.now()),
        });
      });
    },
    async cancel(bonusId: number) {
      const { bonus, ended } = await end(bonusId, 'cancelled').catch((error: unknown) => {
        if (error instanceof DomainError) throw new RewardsOperatorError(`no bonus ${bonusId}`);
        throw error;
      });
      if (!ended) throw new RewardsOperatorError(`bonus ${bonusId} is ${bonus.state} already`);
      return bonus;
    },
  };
}
