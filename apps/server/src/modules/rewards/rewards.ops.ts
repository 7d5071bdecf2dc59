import { gameCategories } from '@lobby/contract/games';
import { turnoverBases, type DepositMatchRule } from '@lobby/contract/rewards';
import { parseMajorAmount } from '../../lib/ops-args';
import type { ActivityRow, NewActivity } from './rewards.repository';
import { defaultContributions, RewardsOperatorError, type RewardsService } from './rewards.service';

export const rewardUsage =
  'reward list | report ID | create --promotion ID --scope first|daily RULE | edit ID RULE | pause ID | resume ID | ' +
  'end ID | grant ACCOUNT AMOUNT --turnover AMOUNT [--days N] [--memo TEXT] [--request-id ID] | cancel BONUS_ID\n' +
  '      RULE: [--percent N] [--max AMOUNT] [--min-deposit AMOUNT] [--multiple N] [--base bonus|bonusDeposit]\n' +
  '            [--expiry-days N] [--claim-days N] [--budget AMOUNT|none] [--contributions RNG=100,LIVE=10,...]\n' +
  '            [--starts ISO] [--ends ISO|none]';

/** A mistake of the operator's: printed, exit code 1. */
export class RewardOpsError extends Error {}

type Options = Record<string, string | undefined>;

const usage = () => new RewardOpsError(`usage: ${rewardUsage}`);

function money(minor: number | null) {
  if (minor === null) return 'no limit';
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function idOf(text: string | undefined): number {
  const id = Number(text?.replace(/^#/, ''));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw usage();
  return id;
}

function amountOf(text: string | undefined, name: string): number {
  const amount = parseMajorAmount(text);
  if (amount === null) throw new RewardOpsError(`--${name} must be an amount such as 100 or 99.50`);
  return amount;
}

function wholeOf(text: string | undefined, name: string, max: number): number {
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new RewardOpsError(`--${name} must be a whole number from 0 to ${max}`);
  }
  return value;
}

function dateOf(text: string | undefined, name: string): Date {
  const date = new Date(text ?? '');
  if (Number.isNaN(date.getTime()))
    throw new RewardOpsError(`--${name} must be a date such as 2026-12-01T00:00:00Z`);
  return date;
}

/** "RNG=100,LIVE=10": percent of a settled stake that counts, by game category. */
function contributionsOf(text: string): Record<string, number> {
  const entries = text.split(',').map((pair) => {
    const [category, percent] = pair.split('=');
    if (!category || !(gameCategories as readonly string[]).includes(category.trim().toUpperCase())) {
      throw new RewardOpsError(
        `--contributions: not a game category: ${category ?? ''} (${gameCategories.join(', ')})`,
      );
    }
    return [category.trim().toUpperCase(), wholeOf(percent?.trim(), 'contributions', 100)] as const;
  });
  return Object.fromEntries(entries);
}

/** The rule's fields the options name, over a base rule (create: defaults; edit: the activity's own). */
function ruleOf(options: Options, base: DepositMatchRule): DepositMatchRule {
  const rule = { ...base };
  if (options.scope !== undefined) {
    if (options.scope !== 'first' && options.scope !== 'daily')
      throw new RewardOpsError('--scope is first or daily');
    rule.scope = options.scope;
  }
  if (options.percent !== undefined) rule.matchPercent = wholeOf(options.percent, 'percent', 1000);
  if (options.max !== undefined) rule.maxBonus = amountOf(options.max, 'max');
  if (options['min-deposit'] !== undefined) rule.minDeposit = amountOf(options['min-deposit'], 'min-deposit');
  if (options.multiple !== undefined) rule.turnoverMultiple = wholeOf(options.multiple, 'multiple', 100);
  if (options.base !== undefined) {
    const found = turnoverBases.find((b) => b === options.base);
    if (!found) throw new RewardOpsError(`--base is ${turnoverBases.join(' or ')}`);
    rule.turnoverBase = found;
  }
  if (options['expiry-days'] !== undefined)
    rule.expiryDays = wholeOf(options['expiry-days'], 'expiry-days', 365);
  if (options.contributions !== undefined) rule.contributions = contributionsOf(options.contributions);
  return rule;
}

/** The activity's own fields the options name. */
function fieldsOf(options: Options): Partial<NewActivity> {
  const fields: Partial<NewActivity> = {};
  if (options['claim-days'] !== undefined)
    fields.claimDays = wholeOf(options['claim-days'], 'claim-days', 365);
  if (options.budget !== undefined)
    fields.budget = options.budget === 'none' ? null : amountOf(options.budget, 'budget');
  if (options.starts !== undefined) fields.startsAt = dateOf(options.starts, 'starts');
  if (options.ends !== undefined)
    fields.endsAt = options.ends === 'none' ? null : dateOf(options.ends, 'ends');
  if (options.promotion !== undefined) fields.promotionId = idOf(options.promotion);
  return fields;
}

function line(row: ActivityRow): string {
  const { rule } = row;
  const period = `${row.startsAt.toISOString().slice(0, 10)} to ${row.endsAt?.toISOString().slice(0, 10) ?? 'open'}`;
  return [
    `#${row.id}`.padEnd(5),
    row.status.padEnd(7),
    `${rule.scope === 'first' ? 'first deposit' : 'daily deposit'} ${rule.matchPercent}% up to ${money(rule.maxBonus)}`,
    `min ${money(rule.minDeposit)}`,
    `wager ${rule.turnoverMultiple}x ${rule.turnoverBase === 'bonus' ? 'bonus' : 'deposit+bonus'} in ${rule.expiryDays}d`,
    `promotion ${row.promotionId ?? '-'}`,
    period,
    `spent ${money(row.spent)} of ${money(row.budget)}, ${row.claims} claims`,
  ].join('  ');
}

/** `npm run ops -- reward ...`: the operator's side of the promotions engine (decision 0238). */
export async function runRewardCommand(
  ctx: { rewards: RewardsService },
  [action, arg, extra]: string[],
  options: Options,
): Promise<string> {
  const { operator } = ctx.rewards;
  try {
    switch (action) {
      case 'list': {
        const rows = await operator.list();
        return rows.length === 0 ? '(no activities)' : rows.map(line).join('\n');
      }
      case 'report': {
        const r = await operator.report(idOf(arg));
        return [
          line(r.activity),
          `  qualified ${r.qualified} (deposits ${money(r.deposited)}), bonuses ${r.bonuses}: ${r.active} active, ${r.completed} completed`,
          `  paid ${money(r.paid)}, taken back ${money(r.reversed)}, cost ${money(r.paid - r.reversed)}, wagered ${money(r.wagered)}`,
        ].join('\n');
      }
      case 'create': {
        if (options.scope === undefined || options.promotion === undefined) throw usage();
        const rule = ruleOf(options, {
          scope: 'first',
          matchPercent: 100,
          maxBonus: 100_000,
          minDeposit: 10_000,
          turnoverMultiple: 10,
          turnoverBase: 'bonus',
          expiryDays: 30,
          contributions: defaultContributions,
        });
        return `created: ${line(await operator.create({ kind: 'depositMatch', rule, ...fieldsOf(options) }))}`;
      }
      case 'edit': {
        const id = idOf(arg);
        const current = (await operator.report(id)).activity;
        const change = { ...fieldsOf(options), rule: ruleOf(options, current.rule) };
        return `changed: ${line(await operator.update(id, change))}`;
      }
      case 'pause':
      case 'resume':
      case 'end': {
        const id = idOf(arg);
        const current = (await operator.report(id)).activity;
        if (current.status === 'ended') throw new RewardOpsError(`activity ${id} has ended`);
        const status = action === 'pause' ? 'paused' : action === 'resume' ? 'live' : 'ended';
        return `${status}: ${line(await operator.update(id, { status }))}`;
      }
      case 'grant': {
        if (!arg) throw usage();
        const { member, bonus } = await operator.grant(arg, {
          amount: amountOf(extra, 'amount'),
          turnover: amountOf(options.turnover ?? '0', 'turnover'),
          days: wholeOf(options.days ?? '30', 'days', 365),
          memo: options.memo ?? '',
          requestId: options['request-id'] ?? crypto.randomUUID(),
        });
        return `granted: bonus #${bonus.id} to ${member.account}: ${money(bonus.amount)}, wager ${money(bonus.turnoverRequired)} by ${bonus.expiresAt.toISOString().slice(0, 10)}`;
      }
      case 'cancel': {
        const bonus = await operator.cancel(idOf(arg));
        return `cancelled: bonus #${bonus.id}, taken back ${money(bonus.reversed)}`;
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof RewardsOperatorError) throw new RewardOpsError(error.message);
    throw error;
  }
}
