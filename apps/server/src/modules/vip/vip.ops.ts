import { languageCodeSchema } from '@lobby/contract/languages';
import { parseMajorAmount, formatMajor as money, opsArgs } from '../../lib/ops-args';
import type { NewVipLevel, VipLevelRow } from './vip.repository';
import { VipOperatorError, type VipService } from './vip.service';

export const vipUsage =
  'vip levels | level RANK [--name TEXT [--language CODE]] [--bets AMOUNT] [--deposits AMOUNT] ' +
  '[--level-up AMOUNT] [--weekly AMOUNT] [--rebate PERCENT] [--multiple N] | remove RANK | ' +
  'set-level ACCOUNT RANK | progress ACCOUNT';

/** A mistake of the operator's: printed, exit code 1. */
export class VipOpsError extends Error {}

const { amountOf } = opsArgs((message) => new VipOpsError(message), vipUsage);

type Options = Record<string, string | undefined>;

const usage = () => new VipOpsError(`usage: ${vipUsage}`);

function rankOf(text: string | undefined, allowZero = false): number {
  const rank = Number(text);
  if (!text || !Number.isSafeInteger(rank) || rank < (allowZero ? 0 : 1) || rank > 1000) throw usage();
  return rank;
}

function line(row: VipLevelRow, members: number): string {
  return [
    `${row.rank}`.padStart(3),
    (row.name.EN ?? Object.values(row.name)[0] ?? '').padEnd(10),
    `bets ${money(row.minValidBets)}`,
    `deposits ${money(row.minDeposits)}`,
    `level-up ${money(row.levelUpBonus)}`,
    `weekly ${money(row.weeklyBonus)}`,
    `rebate ${(row.rebateBps / 100).toFixed(2)}%`,
    `wager ${row.wageringMultiple}x`,
    `${Object.keys(row.name).length} languages`,
    `${members} members`,
  ].join('  ');
}

/** The level's fields the options name, over its current values (or a new level's). */
function levelOf(rank: number, options: Options, current: VipLevelRow | undefined): NewVipLevel {
  const level: NewVipLevel = current ? { ...current } : { rank, name: {} };
  if (options.name !== undefined) {
    const language = languageCodeSchema.safeParse((options.language ?? 'EN').toUpperCase());
    if (!language.success) throw new VipOpsError('--language must be a language code such as EN or UR');
    if (!options.name.trim()) throw new VipOpsError('--name must not be empty');
    level.name = { ...level.name, [language.data]: options.name.trim() };
  }
  if (Object.keys(level.name).length === 0) throw new VipOpsError('a new level needs --name');
  if (options.bets !== undefined) level.minValidBets = amountOf(options.bets, 'bets');
  if (options.deposits !== undefined) level.minDeposits = amountOf(options.deposits, 'deposits');
  if (options['level-up'] !== undefined) level.levelUpBonus = amountOf(options['level-up'], 'level-up');
  if (options.weekly !== undefined) level.weeklyBonus = amountOf(options.weekly, 'weekly');
  if (options.rebate !== undefined) {
    // A percent with up to two decimals is the level's rate in basis points (0.5 → 50).
    const bps = parseMajorAmount(options.rebate);
    if (bps === null || bps > 10_000) throw new VipOpsError('--rebate must be a percent such as 0.5');
    level.rebateBps = bps;
  }
  if (options.multiple !== undefined) {
    const multiple = Number(options.multiple);
    if (!Number.isSafeInteger(multiple) || multiple < 0 || multiple > 100) {
      throw new VipOpsError('--multiple must be a whole number from 0 to 100');
    }
    level.wageringMultiple = multiple;
  }
  return level;
}

/** `npm run ops -- vip ...`: the operator's side of VIP levels (decision 0242). */
export async function runVipCommand(
  ctx: { vip: VipService },
  [action, arg, extra]: string[],
  options: Options,
): Promise<string> {
  const { operator } = ctx.vip;
  try {
    switch (action) {
      case 'levels': {
        const [levels, counts] = await Promise.all([operator.levels(), operator.overview()]);
        const membersOn = (rank: number) => counts.find((row) => row.rank === rank)?.members ?? 0;
        if (levels.length === 0) return '(no levels: VIP is off)';
        return [
          ...levels.map((row) => line(row, membersOn(row.rank))),
          `  0  (no level)    ${membersOn(0)} members`,
        ].join('\n');
      }
      case 'level': {
        const rank = rankOf(arg);
        const current = (await operator.levels()).find((row) => row.rank === rank);
        const { level, outOfOrder } = await operator.setLevel(levelOf(rank, options, current));
        const warning =
          outOfOrder.length > 0
            ? `\nwarning: levels ${outOfOrder.join(', ')} need less than a lower level; the ladder should climb`
            : '';
        return `${current ? 'changed' : 'added'}: ${line(level, 0).replace(/ {2}0 members$/, '')}${warning}`;
      }
      case 'remove': {
        const rank = rankOf(arg);
        await operator.removeLevel(rank);
        return `removed level ${rank}`;
      }
      case 'set-level': {
        if (!arg) throw usage();
        const rank = rankOf(extra, true);
        const member = await operator.setRank(arg, rank);
        return `${member.account} is on level ${rank}`;
      }
      case 'progress': {
        if (!arg) throw usage();
        const { member, progress, levelUps } = await operator.progress(arg);
        return [
          `${member.account}: level ${progress?.rank ?? 0}, valid bets ${money(progress?.validBets ?? 0)}, deposits ${money(progress?.deposits ?? 0)}`,
          ...levelUps.map(
            (row) =>
              `  reached ${row.rank} on ${row.reachedAt.toISOString().slice(0, 10)}: level-up ${money(row.bonus)}, ` +
              (row.bonusId === null ? 'not claimed' : `claimed (bonus #${row.bonusId})`),
          ),
        ].join('\n');
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof VipOperatorError) throw new VipOpsError(error.message);
    throw error;
  }
}
