import { isAgentType } from '@lobby/contract/accounts';
import { offeredLanguage, pickText, type LocalizedText } from '@lobby/contract/languages';
import type {
  ConvertPointsValue,
  PointConfigValue,
  PointDetailsValue,
  PointKind,
  PointRewardKind,
  PointRewardsValue,
  RedeemValue,
  Redemption,
  RedemptionListValue,
} from '@lobby/contract/points';
import type {
  ConvertPointRequest,
  PointDetailsFilters,
  RedeemPointRequest,
  RedemptionListFilters,
} from '@lobby/contract/points-requests';
import type { Database } from '../../db/client';
import { dayRange } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { DomainError, forbidden, notFound } from '../../lib/errors';
import { findMemberByAccount, type MemberRow } from '../accounts/members.repository';
import type { Ledger } from '../ledger/ledger';
import { defaultContributions, type RewardsService } from '../rewards/rewards.service';
import type { SettingsStore } from '../system/settings.store';
import {
  findPointAccountId,
  memberPointAccount,
  pointBalanceOf,
  postPoints,
  systemPointAccounts,
} from './points-book';
import {
  findPointTransaction,
  findRedemptionByRequest,
  findReward,
  insertRedemption,
  insertReward,
  lockMoneyAccounts,
  lockRedemption,
  readConfig,
  readEntries,
  readRates,
  readRedemptions,
  readRewards,
  returnStock,
  setRate,
  takeStock,
  updateConfig,
  updateRedemption,
  updateReward,
  type NewPointReward,
  type PointRewardRow,
  type RedemptionRow,
} from './points.repository';

const invalid = (message: string) => new DomainError('BAD_REQUEST', message, 400);
const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** The most units of one reward a single redemption takes. */
export const maxQuantity = 10;
/** A points bonus's wagering runs out after this many days, as other bonuses' do. */
const bonusExpiryDays = 30;

/** An operator's mistake, printed by `npm run ops`. */
export class PointsOperatorError extends Error {}

export type PointsDeps = {
  db: Database;
  clock: Clock;
  settings: Pick<SettingsStore, 'get'>;
  ledger: Pick<Ledger, 'post' | 'memberAccount' | 'systemAccount'>;
  rewards: Pick<RewardsService, 'bonusAccounts' | 'award'>;
  /** The withdrawal's payment password check, with its count and lock (modules/payments). */
  checkPaymentPassword: (member: MemberRow, given: string) => Promise<void>;
};

/**
 * Trial players are asked to register a real account (product §6; the member guard says so before
 * this); agents have no points mall (decision 0278): they earn none and spend none.
 */
function assertMallMember(member: MemberRow) {
  if (isAgentType(member.type)) throw forbidden('points_not_for_agents');
  if (member.type !== 0) throw forbidden('in_need_true_account');
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The points mall (issue 21; decisions 0276–0279): the member's balance, rules and catalogue, redeeming
 * and converting behind the payment password, their redemptions and points details; the operator's
 * rates, catalogue, decisions on goods and adjustments. Earning is the database's (points_earn).
 */
export function createPointsService(deps: PointsDeps) {
  const { db, clock, settings, ledger, rewards } = deps;

  async function wordsFor(requested: string | undefined) {
    const brand = await settings.get('brand');
    return {
      language: offeredLanguage(requested ?? '', brand),
      fallback: brand.defaultLanguage,
      offset: brand.timeZoneOffsetMinutes,
    };
  }
  type Words = Awaited<ReturnType<typeof wordsFor>>;
  const textIn = (text: LocalizedText, words: Words) => pickText(text, words.language, words.fallback);

  function redemptionView(row: RedemptionRow, title: LocalizedText, words: Words): Redemption {
    return {
      id: row.id,
      rewardId: row.rewardId,
      kind: row.kind,
      title: textIn(title, words),
      quantity: row.quantity,
      points: row.points,
      amount: row.amount,
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  const sameRedemption = (row: RedemptionRow, request: RedeemPointRequest) =>
    row.rewardId === request.rewardId && row.quantity === request.quantity;

  async function replayRedemption(row: RedemptionRow, request: RedeemPointRequest, words: Words) {
    if (!sameRedemption(row, request)) throw conflict('idempotency_key_reused');
    const reward = (await findReward(db, row.rewardId))!;
    return {
      redemption: redemptionView(row, reward.title, words),
      balance: await pointBalanceOf(db, row.memberId),
    };
  }

  /** Goods waiting for the operator: rejected, the points come back and so does the stock. */
  async function reject(id: number, reason: string, operator: string) {
    if (!reason.trim()) throw new PointsOperatorError('a rejection needs a --reason');
    const { spent } = await systemPointAccounts(db);
    return db.transaction(async (tx) => {
      const row = await lockUndecided(tx, id);
      const account = await memberPointAccount(tx, row.memberId);
      await returnStock(tx, row.rewardId, row.quantity);
      await postPoints(tx, {
        key: `REVERSE:${row.id}`,
        kind: 'REVERSE',
        memberId: row.memberId,
        reference: `R${row.id}`,
        memo: { reason: reason.trim() },
        legs: [
          { accountId: spent, amount: -row.points },
          { accountId: account, amount: row.points },
        ],
      });
      return updateRedemption(tx, row.id, {
        status: 'rejected',
        reason: reason.trim(),
        decidedAt: new Date(clock.now()),
        decidedBy: operator,
      });
    });
  }

  async function approve(id: number, operator: string) {
    return db.transaction(async (tx) => {
      const row = await lockUndecided(tx, id);
      return updateRedemption(tx, row.id, {
        status: 'approved',
        decidedAt: new Date(clock.now()),
        decidedBy: operator,
      });
    });
  }

  return {
    async balance(member: MemberRow) {
      assertMallMember(member);
      return { balance: await pointBalanceOf(db, member.id) };
    },

    async config(member: MemberRow, requested?: string): Promise<PointConfigValue> {
      assertMallMember(member);
      const [rates, config, words] = await Promise.all([readRates(db), readConfig(db), wordsFor(requested)]);
      return {
        rates: rates.map((rate) => ({ gameType: rate.gameType, validBetPerPoint: rate.validBetPerPoint })),
        convertEnabled: config.convertEnabled,
        convertPoints: config.convertPoints,
        convertAmount: config.convertAmount,
        minConvertPoints: config.minConvertPoints,
        maxQuantity,
        currency: member.currency,
        rules: textIn(config.rules, words),
      };
    },

    async rewards(member: MemberRow, requested?: string): Promise<PointRewardsValue> {
      assertMallMember(member);
      const [rows, words] = await Promise.all([readRewards(db), wordsFor(requested)]);
      return {
        rewards: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: textIn(row.title, words),
          description: textIn(row.description, words),
          image: row.image,
          points: row.points,
          amount: row.amount,
          turnoverMultiple: row.turnoverMultiple,
          stock: row.stock,
        })),
      };
    },

    /**
     * Redeems `quantity` of a reward: in one transaction the stock is taken, the redemption written and
     * the points move to SPENT; cash is paid from the promotion budget and a bonus through the rewards
     * engine at once, goods wait for the operator. A repeated request id answers as the first did.
     */
    async redeem(member: MemberRow, request: RedeemPointRequest): Promise<RedeemValue> {
      assertMallMember(member);
      await deps.checkPaymentPassword(member, request.paymentPassword);
      const words = await wordsFor(request.language);
      const earlier = await findRedemptionByRequest(db, member.id, request.requestId);
      if (earlier) return replayRedemption(earlier, request, words);
      if (!isWhole(request.quantity, 1, maxQuantity)) throw invalid('invalid_quantity');
      const reward = await findReward(db, request.rewardId);
      if (!reward || reward.state !== 'active') throw notFound('point_reward_not_found');
      // Accounts are found (or opened) before the transaction: on the embedded database a read outside
      // a transaction waits for it.
      const [account, system, money] = await Promise.all([
        memberPointAccount(db, member.id),
        systemPointAccounts(db),
        reward.kind === 'goods' ? null : rewards.bonusAccounts(member.id, member.currency),
      ]);
      const outcome = await db
        .transaction(async (tx) => {
          if (money) await lockMoneyAccounts(tx, [money.main, money.pool]);
          const taken = await takeStock(tx, reward.id, request.quantity);
          if (!taken) {
            const now = await findReward(tx, reward.id);
            if (!now || now.state !== 'active') throw notFound('point_reward_not_found');
            throw conflict('point_reward_out_of_stock');
          }
          const points = taken.points * request.quantity;
          const amount = taken.amount * request.quantity;
          const created = await insertRedemption(tx, {
            memberId: member.id,
            rewardId: taken.id,
            requestId: request.requestId,
            kind: taken.kind,
            quantity: request.quantity,
            points,
            amount,
            status: taken.kind === 'goods' ? 'in_process' : 'approved',
            createdAt: new Date(clock.now()),
            decidedAt: taken.kind === 'goods' ? null : new Date(clock.now()),
          });
          if (!created) {
            // The same request id, committed meanwhile by a parallel retry: this one takes nothing.
            throw new RedemptionRaced();
          }
          const posted = await postPoints(tx, {
            key: `REDEEM:${member.id}:${request.requestId}`,
            kind: 'REDEEM',
            memberId: member.id,
            reference: `R${created.id}`,
            memo: { rewardId: taken.id, quantity: request.quantity },
            legs: [
              { accountId: account, amount: -points },
              { accountId: system.spent, amount: points },
            ],
          });
          let row = created;
          const memo = `${textIn(taken.title, words)} ×${request.quantity}`;
          if (taken.kind === 'cash' && amount > 0) {
            await ledger.post(
              {
                idempotencyKey: `POINTS_CASH:${created.id}`,
                kind: 'BONUS',
                memberId: member.id,
                reference: `R${created.id}`,
                memo: { memo, points },
                legs: [
                  { accountId: money!.pool, amount: -amount },
                  { accountId: money!.main, amount },
                ],
              },
              tx,
            );
          } else if (taken.kind === 'bonus' && amount > 0) {
            const bonus = await rewards.award(tx, money!, {
              member,
              activityId: null,
              memo,
              amount,
              turnoverRequired: amount * taken.turnoverMultiple,
              contributions: defaultContributions,
              expiryDays: bonusExpiryDays,
              requestKey: `POINTS:${created.id}`,
            });
            row = await updateRedemption(tx, created.id, { bonusId: bonus.id });
          }
          const balance = balanceAfter(posted, account);
          return { row, title: taken.title, balance };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof RedemptionRaced)) throw error;
          return null;
        });
      if (!outcome) {
        return replayRedemption(
          (await findRedemptionByRequest(db, member.id, request.requestId))!,
          request,
          words,
        );
      }
      return { redemption: redemptionView(outcome.row, outcome.title, words), balance: outcome.balance };
    },

    async redemptions(member: MemberRow, filters: RedemptionListFilters): Promise<RedemptionListValue> {
      assertMallMember(member);
      const words = await wordsFor(filters.language);
      const rows = await readRedemptions(
        db,
        { memberId: member.id, status: filters.status },
        (filters.pageNo - 1) * filters.pageSize,
        filters.pageSize,
      );
      return {
        list: rows.slice(0, filters.pageSize).map((r) => redemptionView(r.redemption, r.title, words)),
        pageNo: filters.pageNo,
        hasMore: rows.length > filters.pageSize,
      };
    },

    async details(member: MemberRow, filters: PointDetailsFilters): Promise<PointDetailsValue> {
      assertMallMember(member);
      const { offset } = await wordsFor(undefined);
      const range = dayRange(filters.startDate, filters.endDate, offset);
      const empty = { list: [], pageNo: filters.pageNo, hasMore: false };
      // A member who never had points has no account: nothing to list, and reading makes none.
      const found = await findPointAccountId(db, member.id);
      if (!found) return empty;
      const rows = await readEntries(
        db,
        found,
        range,
        (filters.pageNo - 1) * filters.pageSize,
        filters.pageSize,
      );
      return {
        list: rows.slice(0, filters.pageSize).map((row) => ({
          id: row.id,
          time: row.createdAt.toISOString(),
          type: row.kind as PointKind,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          memo: memoOf(row.kind, row.reference, row.memo),
        })),
        pageNo: filters.pageNo,
        hasMore: rows.length > filters.pageSize,
      };
    },

    /**
     * Converts points to money at the brand's ratio, in whole steps: the points move to SPENT and the
     * money from the promotion budget (BONUS) to the main wallet, in one transaction, once per request id.
     */
    async convert(member: MemberRow, request: ConvertPointRequest): Promise<ConvertPointsValue> {
      assertMallMember(member);
      await deps.checkPaymentPassword(member, request.paymentPassword);
      const key = `CONVERT:${member.id}:${request.requestId}`;
      const earlier = await findPointTransaction(db, key);
      if (earlier) {
        if (earlier.memo.points !== request.points) throw conflict('idempotency_key_reused');
        return {
          points: request.points,
          amount: Number(earlier.memo.amount),
          balance: await pointBalanceOf(db, member.id),
        };
      }
      const config = await readConfig(db);
      if (!config.convertEnabled) throw invalid('points_convert_disabled');
      if (!isWhole(request.points, 1, Number.MAX_SAFE_INTEGER)) throw invalid('invalid_points');
      if (request.points < config.minConvertPoints) throw invalid('points_below_minimum');
      if (request.points % config.convertPoints !== 0) throw invalid('points_convert_step');
      const amount = (request.points / config.convertPoints) * config.convertAmount;
      if (!Number.isSafeInteger(amount)) throw invalid('invalid_points');
      const [account, system, money] = await Promise.all([
        memberPointAccount(db, member.id),
        systemPointAccounts(db),
        rewards.bonusAccounts(member.id, member.currency),
      ]);
      const balance = await db.transaction(async (tx) => {
        await lockMoneyAccounts(tx, [money.main, money.pool]);
        const posted = await postPoints(tx, {
          key,
          kind: 'CONVERT',
          memberId: member.id,
          reference: `${amount}`,
          memo: { points: request.points, amount },
          legs: [
            { accountId: account, amount: -request.points },
            { accountId: system.spent, amount: request.points },
          ],
        });
        await ledger.post(
          {
            idempotencyKey: `POINTS_CONVERT:${member.id}:${request.requestId}`,
            kind: 'BONUS',
            memberId: member.id,
            reference: `P${posted.transactionId}`,
            memo: { memo: 'points', points: request.points },
            legs: [
              { accountId: money.pool, amount: -amount },
              { accountId: money.main, amount },
            ],
          },
          tx,
        );
        return balanceAfter(posted, account);
      });
      return { points: request.points, amount, balance };
    },

    operator: {
      now: () => clock.now(),
      defaultLanguage: async () => (await settings.get('brand')).defaultLanguage,
      rates: () => readRates(db),
      config: () => readConfig(db),
      async setRate(gameType: string, validBetPerPoint: number) {
        if (!/^[A-Z]{1,16}$/.test(gameType)) throw new PointsOperatorError(`bad game type ${gameType}`);
        if (!isWhole(validBetPerPoint, 0, 1e12)) throw new PointsOperatorError('a rate must be 0 or above');
        await setRate(db, gameType, validBetPerPoint);
      },
      async setConvert(change: {
        convertPoints?: number;
        convertAmount?: number;
        minConvertPoints?: number;
        convertEnabled?: boolean;
      }) {
        for (const value of [change.convertPoints, change.convertAmount]) {
          if (value !== undefined && !isWhole(value, 1, 1e12))
            throw new PointsOperatorError('conversion figures must be above 0');
        }
        if (change.minConvertPoints !== undefined && !isWhole(change.minConvertPoints, 0, 1e12)) {
          throw new PointsOperatorError('the minimum must be 0 or above');
        }
        return updateConfig(db, change);
      },
      async setRules(rules: LocalizedText) {
        return updateConfig(db, { rules });
      },
      rewards: () => readRewards(db, true),
      async addReward(reward: NewPointReward) {
        checkReward(reward);
        return insertReward(db, reward);
      },
      async editReward(id: number, change: Partial<NewPointReward>) {
        const found = await findReward(db, id);
        if (!found) throw new PointsOperatorError(`no reward ${id}`);
        checkReward({ ...found, ...change });
        return (await updateReward(db, id, change))!;
      },
      redemptions: (status: RedemptionRow['status'] | undefined, limit = 50) =>
        readRedemptions(db, { status }, 0, limit),
      approve,
      reject,
      /** The operator gives (or takes) points, with a memo; a repeated request id adjusts once. */
      async adjust(memberId: number, points: number, memo: string, requestId: string) {
        if (!Number.isSafeInteger(points) || points === 0)
          throw new PointsOperatorError('points must be a whole number, not 0');
        if (!memo.trim()) throw new PointsOperatorError('an adjustment needs a --memo');
        const [account, system] = await Promise.all([
          memberPointAccount(db, memberId),
          systemPointAccounts(db),
        ]);
        try {
          const posted = await db.transaction((tx) =>
            postPoints(tx, {
              key: `ADJUST:${requestId}`,
              kind: 'ADJUST',
              memberId,
              reference: requestId,
              memo: { memo: memo.trim() },
              legs: [
                { accountId: system.earned, amount: -points },
                { accountId: account, amount: points },
              ],
            }),
          );
          return balanceAfter(posted, account);
        } catch (error) {
          if (error instanceof DomainError) throw new PointsOperatorError(error.message);
          throw error;
        }
      },
      balance: (memberId: number) => pointBalanceOf(db, memberId),
      memberByAccount: (account: string) => findMemberByAccount(db, account),
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;

/** A goods redemption the operator has yet to decide, locked for the decision. */
async function lockUndecided(tx: Parameters<typeof lockRedemption>[0], id: number) {
  const row = await lockRedemption(tx, id);
  if (!row) throw new PointsOperatorError(`no redemption ${id}`);
  if (row.status !== 'in_process') throw new PointsOperatorError(`redemption ${id} is ${row.status} already`);
  return row;
}

/** The member's points balance once a posting is in, from the posting itself. */
const balanceAfter = (posted: Awaited<ReturnType<typeof postPoints>>, account: number) =>
  posted.entries.find((entry) => entry.accountId === account)!.balanceAfter;

/** Thrown inside the transaction when a parallel retry wrote the redemption first: the retry replays it. */
class RedemptionRaced extends Error {}

function checkReward(
  reward: Pick<NewPointReward, 'kind' | 'points' | 'amount' | 'title'> & Partial<NewPointReward>,
) {
  const kinds: PointRewardKind[] = ['cash', 'bonus', 'goods'];
  if (!kinds.includes(reward.kind)) throw new PointsOperatorError('--kind must be cash, bonus or goods');
  if (!isWhole(reward.points, 1, 1e12))
    throw new PointsOperatorError('--points must be a whole number above 0');
  const amount = reward.amount ?? 0;
  if (reward.kind !== 'goods' && !isWhole(amount, 1, 1e12))
    throw new PointsOperatorError('cash and bonus rewards need an --amount');
  if (reward.kind === 'goods' && amount !== 0) throw new PointsOperatorError('goods have no --amount');
  if (reward.stock !== undefined && reward.stock !== null && !isWhole(reward.stock, 0, 2_000_000_000)) {
    throw new PointsOperatorError('--stock must be a whole number (or "unlimited")');
  }
  if (!Object.values(reward.title).some((text) => text.trim()))
    throw new PointsOperatorError('a reward needs a --title');
}

/** The details' memo: the round's game type, the operator's memo, or the redemption it belongs to. */
function memoOf(kind: string, reference: string, memo: Record<string, string | number | boolean>): string {
  if (kind === 'EARN') return String(memo.gameType ?? '');
  if (kind === 'ADJUST') return String(memo.memo ?? '');
  if (kind === 'CONVERT') return String(memo.amount ?? '');
  return reference;
}

export type { PointRewardRow };
