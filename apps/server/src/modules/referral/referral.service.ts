import type {
  ClaimReferralRewardValue,
  ReferralCenterValue,
  ReferralRule,
  ReferralState,
} from '@lobby/contract/referral';
import type { ClaimReferralRewardRequest } from '@lobby/contract/referral-requests';
import type { Database } from '../../db/client';
import { brandDayOf } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError } from '../../lib/errors';
import { findMemberByAccount, type MemberRow } from '../accounts/members.repository';
import { idempotencyKeyReused } from '../ledger/ledger';
import { findBonusByRequest, type BonusRow } from '../rewards/rewards.repository';
import { bonusView, defaultContributions, type RewardsService } from '../rewards/rewards.service';
import type { SettingsStore } from '../system/settings.store';
import {
  addEarned,
  lockFriend,
  markPaid,
  friendsPerPage,
  readFriends,
  readInvitation,
  readMonth,
  readRule,
  readTotals,
  saveRule,
  setQualifyBy,
  type NewReferralRule,
  type ReferralFriendRow,
  type ReferralRuleRow,
} from './referral.repository';

const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** Days a referral reward's wagering may take. */
export const referralBonusExpiryDays = 30;

/** An operator's mistake, printed by `npm run ops`. */
export class ReferralOperatorError extends Error {}

export type ReferralDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  rewards: Pick<RewardsService, 'bonusAccounts' | 'award'>;
};

/** The brand's calendar month an instant falls in, as the monthly cap's counter (referral_count) names it. */
export function monthOf(instant: number, offsetMinutes: number): string {
  return brandDayOf(instant, offsetMinutes).slice(0, 7);
}

/** A friend's account as another member sees it: its first two and last letters. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

const noRule: ReferralRule = {
  minDeposit: 0,
  minWagering: 0,
  days: 0,
  referrerReward: 0,
  friendReward: 0,
  wageringMultiple: 0,
  monthlyCap: 0,
};

function ruleView(row: ReferralRuleRow | null): ReferralRule {
  if (!row) return noRule;
  const { minDeposit, minWagering, days, referrerReward, friendReward, wageringMultiple, monthlyCap } = row;
  return { minDeposit, minWagering, days, referrerReward, friendReward, wageringMultiple, monthlyCap };
}

/**
 * The state a member sees: the row's (qualified or capped, fixed by the database), or for a friend
 * still registered, whether the deposit is met and whether the days ran out.
 */
export function stateOf(row: ReferralFriendRow, rule: ReferralRule, now: number): ReferralState {
  if (row.state !== 'registered') return row.state;
  if (row.qualifyBy.getTime() < now) return 'expired';
  return rule.minDeposit > 0 && row.deposited >= rule.minDeposit ? 'deposited' : 'registered';
}

/**
 * Invite friends (issue 19; decision 0246): the rule the operator sets, each invited friend's progress
 * kept by the database as they register, deposit and play, and the two rewards of a friend who
 * qualifies (the member's and the friend's own) claimed on the referral page and paid once each
 * through the rewards engine's ledger payment with their wagering.
 */
export function createReferralService(deps: ReferralDeps) {
  const { db, clock, settings, rewards } = deps;

  async function center(member: MemberRow, pageNo = 1): Promise<ReferralCenterValue> {
    const now = clock.now();
    const { timeZoneOffsetMinutes } = await settings.get('brand');
    const [ruleRow, totals, friends, invitation, rewardedThisMonth] = await Promise.all([
      readRule(db),
      readTotals(db, member.id),
      readFriends(db, member.id, friendsPerPage, (pageNo - 1) * friendsPerPage),
      readInvitation(db, member.id),
      readMonth(db, member.id, monthOf(now, timeZoneOffsetMinutes)),
    ]);
    const rule = ruleView(ruleRow);
    const own = invitation?.friend;
    const ownClaimable = own?.state === 'qualified' && own.friendReward > 0 && own.friendBonusId === null;
    const qualified = totals?.qualified ?? 0;
    const paid = totals?.paid ?? 0;
    return {
      enabled: Boolean(ruleRow?.enabled),
      rule,
      code: member.referralCode,
      friends: totals?.friends ?? 0,
      pageNo,
      pageSize: friendsPerPage,
      totalPages: Math.ceil((totals?.friends ?? 0) / friendsPerPage),
      qualified,
      earned: totals?.earned ?? 0,
      rewardedThisMonth,
      list: friends.map(({ friend, account }) => ({
        id: friend.friendId,
        account: maskAccount(account),
        registeredAt: friend.registeredAt.toISOString(),
        qualifyBy: friend.qualifyBy.toISOString(),
        deposited: friend.deposited,
        wagered: friend.wagered,
        state: stateOf(friend, rule, now),
        reward: friend.referrerReward,
        claimed: friend.referrerBonusId !== null,
      })),
      invited: own
        ? {
            referrer: maskAccount(invitation.account),
            registeredAt: own.registeredAt.toISOString(),
            qualifyBy: own.qualifyBy.toISOString(),
            deposited: own.deposited,
            wagered: own.wagered,
            state: stateOf(own, rule, now),
            reward: own.friendReward,
            claimed: own.friendBonusId !== null,
          }
        : null,
      claimable: Math.max(0, qualified - paid) + (ownClaimable ? 1 : 0),
    };
  }

  /**
   * Pays the reward for a friend who qualified (to the member who invited them) or the friend's own.
   * The friend's row, locked, makes 50 parallel claims pay once; a repeat of the same request answers
   * as the first; a request id used for another claim is refused.
   */
  async function claim(
    member: MemberRow,
    request: ClaimReferralRewardRequest,
  ): Promise<ClaimReferralRewardValue> {
    const side = request.kind;
    const friendId = side === 'friend' ? member.id : request.friendId;
    if (friendId === undefined) throw badRequest('nothing_to_claim');
    const requestKey = `REFERRAL:${member.id}:${request.requestId}`;
    const accounts = await rewards.bonusAccounts(member.id, member.currency);

    const bonus = await db.transaction(async (tx): Promise<BonusRow> => {
      const row = await lockFriend(tx, friendId);
      const earlier = await findBonusByRequest(tx, requestKey);
      const mine = row !== null && (side === 'friend' || row.referrerId === member.id);
      const paidId = row === null ? null : side === 'referrer' ? row.referrerBonusId : row.friendBonusId;
      if (earlier) {
        if (!mine || paidId !== earlier.id) throw idempotencyKeyReused();
        return earlier;
      }
      // Another member's friend is no different from no friend: nothing to claim.
      const amount = side === 'referrer' ? row?.referrerReward : row?.friendReward;
      if (!row || !mine || row.state !== 'qualified' || !amount || amount <= 0) {
        throw badRequest('nothing_to_claim');
      }
      if (paidId !== null) throw conflict('already_claimed');
      const paid = await rewards.award(tx, accounts, {
        member,
        activityId: null,
        memo: side === 'referrer' ? 'Referral reward' : 'Referral welcome reward',
        amount,
        turnoverRequired: amount * row.wageringMultiple,
        contributions: defaultContributions,
        expiryDays: referralBonusExpiryDays,
        requestKey,
      });
      await markPaid(tx, friendId, side, paid.id);
      if (side === 'referrer') await addEarned(tx, member.id, amount);
      return paid;
    });
    return { bonus: bonusView(bonus, bonus.memo), referral: await center(member) };
  }

  return {
    center,
    claim,

    /** The brand runs the activity when its rule exists and is on (REFERRAL3 follows it). */
    enabled: async () => Boolean((await readRule(db))?.enabled),

    operator: {
      rule: () => readRule(db),
      /** Sets the rule's fields given over the current ones (a new rule needs them all). */
      async setRule(change: Partial<Omit<NewReferralRule, 'id'>>) {
        const current = await readRule(db);
        const next = { ...(current ?? {}), ...change };
        const missing = (
          ['minDeposit', 'minWagering', 'days', 'referrerReward', 'friendReward', 'monthlyCap'] as const
        ).filter((key) => next[key] === undefined);
        if (missing.length > 0) throw new ReferralOperatorError(`a new rule needs ${missing.join(', ')}`);
        const saved = await saveRule(db, next as Omit<NewReferralRule, 'id'>);
        settings.invalidate();
        return saved;
      },
      async friends(account: string) {
        const member = await findMemberByAccount(db, account);
        if (!member) throw new ReferralOperatorError(`no member ${account}`);
        const [rule, totals, friends] = await Promise.all([
          readRule(db),
          readTotals(db, member.id),
          // The operator's view: the newest hundred.
          readFriends(db, member.id, 100),
        ]);
        return { member, rule: ruleView(rule), totals, friends, now: clock.now() };
      },
      /** Moves a friend's deadline by days from now (negative: already past). */
      async setDeadline(account: string, days: number) {
        const member = await findMemberByAccount(db, account);
        if (!member) throw new ReferralOperatorError(`no member ${account}`);
        const at = new Date(clock.now() + days * 86_400_000);
        if (!(await setQualifyBy(db, member.id, at))) {
          throw new ReferralOperatorError(`${account} was not invited by a member`);
        }
        return at;
      },
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
