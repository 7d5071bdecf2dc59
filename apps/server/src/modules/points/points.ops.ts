import { randomUUID } from 'node:crypto';
import { findLanguage, pickText } from '@lobby/contract/languages';
import { redemptionStatuses, type RedemptionStatus } from '@lobby/contract/points';
import { formatMajor as money, opsArgs } from '../../lib/ops-args';
import type { PointRewardRow } from './points.repository';
import { PointsOperatorError, type PointsService } from './points.service';

export const pointsUsage =
  'points config [--rates TYPE:AMOUNT,...] [--convert POINTS:AMOUNT] [--min POINTS] [--enabled yes|no]\n' +
  '      | rules LANG --text TEXT | balance ACCOUNT | adjust ACCOUNT +N|-N --memo TEXT [--request-id ID]\n' +
  '      | reward list | reward add --kind cash|bonus|goods --points N --title TEXT [--text DESCRIPTION]\n' +
  '            [--amount AMOUNT] [--multiple N] [--stock N|unlimited] [--image URL] [--sort N]\n' +
  '      | reward edit ID [--points N] [--amount AMOUNT] [--multiple N] [--stock N|unlimited] [--image URL]\n' +
  '            [--sort N] [--language LANG --title TEXT --text DESCRIPTION] | reward pause ID | reward resume ID\n' +
  '      | redemptions [--status in_process|approved|rejected] [--limit N] | approve ID | reject ID --reason TEXT\n' +
  '      rates: valid bet (AMOUNT in currency units) per point by game type, 0 removes one; --convert: POINTS\n' +
  '      convert to AMOUNT';

/** A mistake of the operator's: printed, exit code 1. */
export class PointsOpsError extends Error {}

const { idOf, amountOf, wholeOf } = opsArgs((message) => new PointsOpsError(message), pointsUsage);
const usage = () => new PointsOpsError(`usage: ${pointsUsage}`);

type Options = Record<string, string | undefined>;

function rewardLine(row: PointRewardRow, language: string): string {
  const value =
    row.kind === 'goods'
      ? 'goods'
      : row.kind === 'bonus'
        ? `bonus ${money(row.amount)} wager ${row.turnoverMultiple}x`
        : `cash ${money(row.amount)}`;
  return [
    `#${row.id}`.padEnd(5),
    row.state.padEnd(7),
    `${row.points} pts`.padEnd(10),
    value.padEnd(26),
    `stock ${row.stock ?? 'unlimited'}`.padEnd(16),
    JSON.stringify(pickText(row.title, language)),
  ].join('  ');
}

function stockOf(text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  if (text === 'unlimited') return null;
  return wholeOf(text, 'stock', 0, 2_000_000_000);
}

/** `npm run ops -- points ...`: the operator's side of the points mall (decisions 0276–0279). */
export async function runPointsCommand(
  ctx: { points: PointsService },
  [action, arg, third]: string[],
  options: Options,
  operatorName: string,
): Promise<string> {
  const { operator } = ctx.points;
  const language = await operator.defaultLanguage();
  const memberOf = async (account: string | undefined) => {
    const member = account ? await operator.memberByAccount(account) : null;
    if (!member) throw new PointsOpsError(`no member ${account ?? ''}`);
    return member;
  };
  try {
    switch (action) {
      case 'config': {
        if (options.rates !== undefined) {
          for (const pair of options.rates.split(',')) {
            const [type, amount] = pair.split(':');
            await operator.setRate((type ?? '').trim().toUpperCase(), amountOf(amount?.trim(), 'rates'));
          }
        }
        if (options.convert !== undefined || options.min !== undefined || options.enabled !== undefined) {
          const [points, amount] = (options.convert ?? '').split(':');
          if (options.enabled !== undefined && !['yes', 'no'].includes(options.enabled)) throw usage();
          await operator.setConvert({
            ...(options.convert !== undefined
              ? {
                  convertPoints: wholeOf(points, 'convert', 1, 1e12),
                  convertAmount: amountOf(amount, 'convert'),
                }
              : {}),
            ...(options.min !== undefined ? { minConvertPoints: wholeOf(options.min, 'min', 0, 1e12) } : {}),
            ...(options.enabled !== undefined ? { convertEnabled: options.enabled === 'yes' } : {}),
          });
        }
        const [rates, config] = await Promise.all([operator.rates(), operator.config()]);
        return [
          'earning (valid bet per point):',
          ...(rates.length === 0
            ? ['  (none: no game type earns points)']
            : rates.map((rate) => `  ${rate.gameType.padEnd(10)} ${money(rate.validBetPerPoint)}`)),
          `conversion: ${config.convertEnabled ? 'on' : 'off'}, ${config.convertPoints} points = ${money(config.convertAmount)}, ` +
            `at least ${config.minConvertPoints} points`,
          `rules in: ${Object.keys(config.rules).join(', ') || '(none)'}`,
        ].join('\n');
      }
      case 'rules': {
        const code = findLanguage(arg ?? '')?.code;
        if (!code || options.text === undefined) throw usage();
        const { rules } = await operator.config();
        const { [code]: _old, ...others } = rules;
        const next = options.text.trim() ? { ...others, [code]: options.text.trim() } : others;
        return `rules in: ${Object.keys((await operator.setRules(next)).rules).join(', ')}`;
      }
      case 'balance': {
        const member = await memberOf(arg);
        return `${member.account}: ${await operator.balance(member.id)} points`;
      }
      case 'adjust': {
        const member = await memberOf(arg);
        if (!third || !/^[+-]?\d{1,12}$/.test(third) || options.memo === undefined) throw usage();
        const balance = await operator.adjust(
          member.id,
          Number(third),
          options.memo,
          options['request-id'] ?? randomUUID(),
        );
        return `adjusted ${member.account} by ${Number(third)}: ${balance} points`;
      }
      case 'reward':
        return await rewardCommand(ctx.points, arg, third, options, language);
      case 'redemptions': {
        const status = options.status as RedemptionStatus | undefined;
        if (status !== undefined && !redemptionStatuses.includes(status)) throw usage();
        const rows = await operator.redemptions(status, wholeOf(options.limit ?? '50', 'limit', 1, 500));
        if (rows.length === 0) return '(no redemptions)';
        return rows
          .map(
            ({ redemption: r, title, account }) =>
              `#${r.id}`.padEnd(6) +
              `  ${r.status.padEnd(10)}  ${account}  ${r.createdAt.toISOString()}  ${JSON.stringify(pickText(title, language))} ×${r.quantity}` +
              `  ${r.points} pts${r.amount > 0 ? `  ${money(r.amount)}` : ''}${r.reason ? `  reason: ${r.reason}` : ''}`,
          )
          .join('\n');
      }
      case 'approve': {
        const row = await operator.approve(idOf(arg), operatorName);
        return `approved: redemption #${row.id}`;
      }
      case 'reject': {
        const row = await operator.reject(idOf(arg), options.reason ?? '', operatorName);
        return `rejected: redemption #${row.id}, ${row.points} points returned`;
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof PointsOperatorError) throw new PointsOpsError(error.message);
    throw error;
  }
}

async function rewardCommand(
  points: PointsService,
  action: string | undefined,
  id: string | undefined,
  options: Options,
  language: string,
): Promise<string> {
  const { operator } = points;
  const figures = {
    ...(options.points !== undefined ? { points: wholeOf(options.points, 'points', 1, 1e12) } : {}),
    ...(options.amount !== undefined ? { amount: amountOf(options.amount, 'amount') } : {}),
    ...(options.multiple !== undefined
      ? { turnoverMultiple: wholeOf(options.multiple, 'multiple', 0, 100) }
      : {}),
    ...(options.stock !== undefined ? { stock: stockOf(options.stock) } : {}),
    ...(options.image !== undefined ? { image: options.image } : {}),
    ...(options.sort !== undefined ? { sort: wholeOf(options.sort, 'sort', 0, 10_000) } : {}),
  };
  switch (action) {
    case 'list': {
      const rows = await operator.rewards();
      return rows.length === 0 ? '(no rewards)' : rows.map((row) => rewardLine(row, language)).join('\n');
    }
    case 'add': {
      const kind = options.kind as PointRewardRow['kind'];
      if (options.title === undefined || options.points === undefined || !kind) throw usage();
      const row = await operator.addReward({
        kind,
        points: 0,
        ...figures,
        // One title from the command line, kept as the brand default's: every language reads it.
        title: { [language]: options.title },
        description: options.text ? { [language]: options.text } : {},
      });
      return `added: ${rewardLine(row, language)}`;
    }
    case 'edit': {
      const rewardId = Number(id?.replace(/^#/, ''));
      const found = (await operator.rewards()).find((row) => row.id === rewardId);
      if (!found) throw new PointsOpsError(`no reward ${id ?? ''}`);
      const code = options.language === undefined ? language : findLanguage(options.language)?.code;
      if (!code) throw new PointsOpsError(`unknown language ${options.language}`);
      const text = {
        ...(options.title !== undefined ? { title: { ...found.title, [code]: options.title } } : {}),
        ...(options.text !== undefined
          ? { description: { ...found.description, [code]: options.text } }
          : {}),
      };
      return `edited: ${rewardLine(await operator.editReward(found.id, { ...figures, ...text }), language)}`;
    }
    case 'pause':
    case 'resume': {
      const rewardId = Number(id?.replace(/^#/, ''));
      if (!Number.isSafeInteger(rewardId) || rewardId <= 0) throw usage();
      const row = await operator.editReward(rewardId, { state: action === 'pause' ? 'paused' : 'active' });
      return `${action === 'pause' ? 'paused' : 'resumed'}: ${rewardLine(row, language)}`;
    }
    default:
      throw usage();
  }
}
