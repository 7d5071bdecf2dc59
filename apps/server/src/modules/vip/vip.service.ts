import { offeredLanguage, pickText, type LocalizedText } from '@lobby/contract/languages';
import type { ClaimVipBonusValue, VipCenterValue, VipLevel } from '@lobby/contract/vip';
import type { ClaimVipBonusRequest } from '@lobby/contract/vip-requests';
import type { Database, Executor } from '../../db/client';
import { addDays, brandDayOf, dayStart } from '../../lib/brand-days';
import type { Clock } from '../../lib/clock';
import { badRequest, DomainError } from '../../lib/errors';
import { findMemberByAccount, type MemberRow } from '../accounts/members.repository';
import { idempotencyKeyReused } from '../ledger/ledger';
import { findBonusByRequest, type BonusRow } from '../rewards/rewards.repository';
import { bonusView, defaultContributions, type RewardsService } from '../rewards/rewards.service';
import type { SettingsStore } from '../system/settings.store';
import {
  deleteLevel,
  hasLevels,
  lockLevelUp,
  markLevelUpClaimed,
  membersByRank,
  readLevelUps,
  readLevels,
  readProgress,
  countUnclaimedLevelUps,
  readRankAndName,
  readUnclaimedLevelUps,
  readWeekly,
  recountAll,
  setRank,
  setWeeklyBonusId,
  takeWeek,
  upsertLevel,
  type NewVipLevel,
  type VipLevelRow,
} from './vip.repository';

const conflict = (message: string) => new DomainError('CONFLICT', message, 409);

/** Days a VIP bonus's wagering may take. */
export const vipBonusExpiryDays = 30;

/** An operator's mistake, printed by `npm run ops`. */
export class VipOperatorError extends Error {}

export type VipDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  rewards: Pick<RewardsService, 'bonusAccounts' | 'award'>;
};

/** The brand week an instant falls in: its Monday (brand time) and the instant the next one starts. */
export function brandWeekOf(instant: number, offsetMinutes: number) {
  const day = brandDayOf(instant, offsetMinutes);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return { week: monday, nextWeekAt: dayStart(addDays(monday, 7), offsetMinutes) };
}

/**
 * VIP levels (issue 19; decision 0242): the ladder the operator configures, each member's rank and
 * totals kept by the database as rounds settle and deposits are credited, and the benefits (a level's
 * level-up bonus once, its weekly bonus once per brand week) claimed on the VIP page and paid through
 * the rewards engine's ledger payment with their wagering.
 */
export function createVipService(deps: VipDeps) {
  const { db, clock, settings, rewards } = deps;

  async function languageOf(requested: string) {
    const brand = await settings.get('brand');
    return { language: offeredLanguage(requested, brand), fallback: brand.defaultLanguage };
  }

  const nameOf = (name: LocalizedText, rank: number, words: { language: string; fallback: string }) =>
    pickText(name, words.language, words.fallback) || `VIP ${rank}`;

  function levelView(row: VipLevelRow, words: { language: string; fallback: string }): VipLevel {
    return {
      rank: row.rank,
      name: nameOf(row.name, row.rank, words),
      minValidBets: row.minValidBets,
      minDeposits: row.minDeposits,
      levelUpBonus: row.levelUpBonus,
      weeklyBonus: row.weeklyBonus,
      rebateBps: row.rebateBps,
      wageringMultiple: row.wageringMultiple,
    };
  }

  async function thisWeek() {
    return brandWeekOf(clock.now(), (await settings.get('brand')).timeZoneOffsetMinutes);
  }

  async function center(member: MemberRow, requested: string): Promise<VipCenterValue> {
    const [levels, progress, unclaimed, words, { week, nextWeekAt }] = await Promise.all([
      readLevels(db),
      readProgress(db, member.id),
      readUnclaimedLevelUps(db, member.id),
      languageOf(requested),
      thisWeek(),
    ]);
    const rank = progress?.rank ?? 0;
    const level = levels.find((row) => row.rank === rank);
    const weeklyRow = level && level.weeklyBonus > 0 ? await readWeekly(db, member.id, week) : null;
    const weekly = {
      status: !level || level.weeklyBonus <= 0 ? 'none' : weeklyRow ? 'claimed' : 'claim',
      bonus: weeklyRow?.bonus ?? level?.weeklyBonus ?? 0,
      week,
      nextWeekAt: nextWeekAt.toISOString(),
    } as const;
    const levelUps = unclaimed.map((row) => {
      const named = levels.find((l) => l.rank === row.rank);
      return {
        rank: row.rank,
        name: named ? nameOf(named.name, row.rank, words) : `VIP ${row.rank}`,
        bonus: row.bonus,
        reachedAt: row.reachedAt.toISOString(),
      };
    });
    return {
      enabled: levels.length > 0,
      levels: levels.map((row) => levelView(row, words)),
      rank,
      label: rank > 0 ? (level ? nameOf(level.name, rank, words) : `VIP ${rank}`) : '',
      validBets: progress?.validBets ?? 0,
      deposits: progress?.deposits ?? 0,
      levelUps,
      weekly,
      claimable: levelUps.length + (weekly.status === 'claim' ? 1 : 0),
    };
  }

  /**
   * Pays a level-up bonus (the row's lock makes 50 parallel claims pay once) or this week's bonus
   * (the week's row, inserted first, does). A repeat of the same request answers as the first; a
   * request id used for another claim is refused.
   */
  async function claim(
    member: MemberRow,
    request: ClaimVipBonusRequest,
    requested: string,
  ): Promise<ClaimVipBonusValue> {
    if (request.kind === 'levelUp' && request.rank === undefined) throw badRequest('nothing_to_claim');
    const requestKey = `VIP:${member.id}:${request.requestId}`;
    const [levels, accounts, { week }] = await Promise.all([
      readLevels(db),
      rewards.bonusAccounts(member.id, member.currency),
      thisWeek(),
    ]);
    const brand = await settings.get('brand');
    // The bonus's title in the bonus details: the level's name in the brand's language.
    const memoOf = (rank: number, suffix: string) => {
      const level = levels.find((row) => row.rank === rank);
      const name = level ? pickText(level.name, brand.defaultLanguage) : '';
      return `VIP ${name || rank}${suffix}`;
    };
    const multipleOf = (rank: number) => levels.find((row) => row.rank === rank)?.wageringMultiple ?? 1;
    const pay = (tx: Executor, rank: number, amount: number, memo: string) =>
      rewards.award(tx, accounts, {
        member,
        activityId: null,
        memo,
        amount,
        turnoverRequired: amount * multipleOf(rank),
        contributions: defaultContributions,
        expiryDays: vipBonusExpiryDays,
        requestKey,
      });

    const bonus = await db.transaction(async (tx): Promise<BonusRow> => {
      if (request.kind === 'levelUp') {
        const rank = request.rank!;
        const row = await lockLevelUp(tx, member.id, rank);
        const earlier = await findBonusByRequest(tx, requestKey);
        if (earlier) {
          if (row?.bonusId !== earlier.id) throw idempotencyKeyReused();
          return earlier;
        }
        if (!row || row.bonus <= 0) throw badRequest('nothing_to_claim');
        if (row.bonusId !== null) throw conflict('already_claimed');
        const paid = await pay(tx, rank, row.bonus, memoOf(rank, ''));
        await markLevelUpClaimed(tx, member.id, rank, {
          bonusId: paid.id,
          claimRequestId: request.requestId,
          claimedAt: new Date(clock.now()),
        });
        return paid;
      }
      const earlier = await findBonusByRequest(tx, requestKey);
      if (earlier) {
        if ((await readWeekly(tx, member.id, week))?.bonusId !== earlier.id) throw idempotencyKeyReused();
        return earlier;
      }
      const rank = (await readProgress(tx, member.id))?.rank ?? 0;
      const level = levels.find((row) => row.rank === rank);
      if (!level || level.weeklyBonus <= 0) throw badRequest('nothing_to_claim');
      const taken = await takeWeek(tx, {
        memberId: member.id,
        week,
        rank,
        bonus: level.weeklyBonus,
        claimRequestId: request.requestId,
        claimedAt: new Date(clock.now()),
      });
      if (!taken) {
        // A parallel claim took the week first: the same request answers as it did.
        const first = await findBonusByRequest(tx, requestKey);
        if (first) return first;
        throw conflict('already_claimed');
      }
      const paid = await pay(tx, rank, level.weeklyBonus, memoOf(rank, ` · ${week}`));
      await setWeeklyBonusId(tx, member.id, week, paid.id);
      return paid;
    });
    return { bonus: bonusView(bonus, bonus.memo), vip: await center(member, requested) };
  }

  return {
    center,
    claim,

    /** VIP is on when the brand has levels (the site's VIP entry and the VIP3 flag follow it). */
    enabled: () => hasLevels(db),

    /** Member info's VIP flag, label (in the language asked for) and rank level. */

    /**
     * The rebate activity's rate for a member, in basis points (50 = 0.5 %): their level's, or 0 for
     * a member without one. One probe and a join.
     */
    async rebateBps(memberId: number): Promise<number> {
      const rank = (await readProgress(db, memberId))?.rank ?? 0;
      if (rank <= 0) return 0;
      return (await readLevels(db)).find((row) => row.rank === rank)?.rebateBps ?? 0;
    },

    operator: {
      levels: () => readLevels(db),
      /** Adds or changes a level; members who now meet a higher one rise at once. */
      async setLevel(row: NewVipLevel) {
        const levels = (await readLevels(db)).filter((level) => level.rank !== row.rank);
        const saved = await db.transaction(async (tx) => {
          const level = await upsertLevel(tx, row);
          await recountAll(tx);
          return level;
        });
        settings.invalidate();
        return { level: saved, outOfOrder: outOfOrder([...levels, saved]) };
      },
      async removeLevel(rank: number) {
        if (!(await deleteLevel(db, rank))) throw new VipOperatorError(`no level ${rank}`);
        settings.invalidate();
      },
      async setRank(account: string, rank: number) {
        const member = await findMemberByAccount(db, account);
        if (!member) throw new VipOperatorError(`no member ${account}`);
        const levels = await readLevels(db);
        if (rank !== 0 && !levels.some((row) => row.rank === rank)) {
          throw new VipOperatorError(`no level ${rank}`);
        }
        await db.transaction((tx) => setRank(tx, member.id, rank));
        return member;
      },
      async progress(account: string) {
        const member = await findMemberByAccount(db, account);
        if (!member) throw new VipOperatorError(`no member ${account}`);
        const [progress, levelUps] = await Promise.all([
          readProgress(db, member.id),
          readLevelUps(db, member.id),
        ]);
        return { member, progress, levelUps };
      },
      overview: () => membersByRank(db),
    },
  };
}

/**
 * Member info's VIP flag, label and rank level (product §3): one probe of the member's progress with
 * its level's name, in the language asked for (the brand's default when it does not offer it); and
 * the VIP bonuses awaiting a claim, for the badges: the level-ups not taken (one row per rank at
 * most) and this week's bonus when the level pays one and the week's row is not written.
 */
export async function vipBadge(
  db: Executor,
  settings: SettingsStore,
  member: { id: number; trial: boolean },
  requested: string,
  now: number,
) {
  const [row, brand, levelUps] = await Promise.all([
    readRankAndName(db, member.id),
    settings.get('brand'),
    member.trial ? 0 : countUnclaimedLevelUps(db, member.id),
  ]);
  const rank = row?.rank ?? 0;
  if (rank <= 0) return { vip: false, vipLabel: '', rankLevel: 0, vipClaimableCount: levelUps };
  const name = row?.name ? pickText(row.name, offeredLanguage(requested, brand), brand.defaultLanguage) : '';
  const { week } = brandWeekOf(now, brand.timeZoneOffsetMinutes);
  const weekly =
    !member.trial && (row?.weeklyBonus ?? 0) > 0 && (await readWeekly(db, member.id, week)) === null ? 1 : 0;
  return {
    vip: true,
    vipLabel: name || `VIP ${rank}`,
    rankLevel: rank,
    vipClaimableCount: levelUps + weekly,
  };
}

/** Ranks whose thresholds are below a lower rank's: a ladder must climb (the operator is warned). */
export function outOfOrder(levels: VipLevelRow[]): number[] {
  const sorted = [...levels].sort((a, b) => a.rank - b.rank);
  return sorted
    .filter((level, i) =>
      sorted
        .slice(0, i)
        .some((lower) => lower.minValidBets > level.minValidBets || lower.minDeposits > level.minDeposits),
    )
    .map((level) => level.rank);
}

export type VipService = ReturnType<typeof createVipService>;
