import fs from 'node:fs/promises';
import path from 'node:path';
import { gameCategories } from '@lobby/contract/games';
import {
  activityKinds,
  oncePerKinds,
  turnoverBases,
  type ActivityKind,
  type ActivityRule,
} from '@lobby/contract/rewards';
import { formatMajor, opsArgs } from '../../lib/ops-args';
import type { ActivityRow, NewActivity } from './rewards.repository';
import { defaultContributions, RewardsOperatorError, type RewardsService } from './rewards.service';

export const rewardUsage =
  'reward list | report ID | create --promotion ID [--kind KIND] RULE | edit ID RULE | pause ID | resume ID | end ID\n' +
  '      | settle | applications [ACTIVITY_ID] | application ENTRY_ID [--save DIR] | approve ENTRY_ID [AMOUNT]\n' +
  '      | reject ENTRY_ID --reason TEXT\n' +
  '      | grant ACCOUNT AMOUNT --turnover AMOUNT [--days N] [--memo TEXT] [--request-id ID]\n' +
  '              [--forfeit-winnings yes|no] | cancel BONUS_ID\n' +
  `      KIND: ${activityKinds.join(' | ')} (depositMatch by default)\n` +
  '      RULE: depositMatch: [--scope first|daily] [--percent N] [--max AMOUNT] [--min-deposit AMOUNT]\n' +
  '                          [--base bonus|bonusDeposit]\n' +
  '            registration: [--amount AMOUNT]   checkIn: [--amounts AMOUNT,AMOUNT,...] (day 1, 2, ...)\n' +
  '            rebate: [--rates RNG=50,LIVE=30,...] (basis points of the stake) [--max AMOUNT]\n' +
  '            cashback: [--period daily|weekly] [--types RNG,FISH,...|all] [--percent N] [--min-loss AMOUNT]\n' +
  '                      [--max AMOUNT]\n' +
  '            application: [--max AMOUNT]\n' +
  '            every kind: [--multiple N] [--expiry-days N] [--claim-days N] [--budget AMOUNT|none]\n' +
  '            [--contributions RNG=100,LIVE=10,...] [--agents yes|no] [--starts ISO] [--ends ISO|none]\n' +
  '            [--once-per address,payoutAccount|member] (besides one per member: per registration address,\n' +
  '            per payout account) [--forfeit-winnings yes|no] (ending a bonus early takes back what it won\n' +
  '            too; no by default)';

/** A mistake of the operator's: printed, exit code 1. */
export class RewardOpsError extends Error {}

const { idOf, amountOf, wholeOf } = opsArgs((message) => new RewardOpsError(message), rewardUsage);

type Options = Record<string, string | undefined>;

const usage = () => new RewardOpsError(`usage: ${rewardUsage}`);

const money = (minor: number | null) => (minor === null ? 'no limit' : formatMajor(minor));

function dateOf(text: string | undefined, name: string): Date {
  const date = new Date(text ?? '');
  if (Number.isNaN(date.getTime()))
    throw new RewardOpsError(`--${name} must be a date such as 2026-12-01T00:00:00Z`);
  return date;
}

/** A game category as the operator typed it (rng, LIVE ...). */
function categoryOf(text: string | undefined, name: string): string {
  const category = text?.trim().toUpperCase() ?? '';
  if (!(gameCategories as readonly string[]).includes(category)) {
    throw new RewardOpsError(`--${name}: not a game category: ${text ?? ''} (${gameCategories.join(', ')})`);
  }
  return category;
}

/** "RNG=100,LIVE=10": a whole number per game category, from 0 to `max`. */
function perCategory(text: string, name: string, max: number): Record<string, number> {
  const entries = text.split(',').map((pair) => {
    const [category, value] = pair.split('=');
    return [categoryOf(category, name), wholeOf(value?.trim(), name, 0, max)] as const;
  });
  return Object.fromEntries(entries);
}

const wagering = { turnoverMultiple: 10, expiryDays: 30, contributions: defaultContributions };

/** What `create` starts from, per kind, before the options change it. */
const defaultRules: { [K in ActivityKind]: Extract<ActivityRule, { kind: K }> } = {
  depositMatch: {
    kind: 'depositMatch',
    scope: 'first',
    matchPercent: 100,
    maxBonus: 100_000,
    minDeposit: 10_000,
    turnoverBase: 'bonus',
    ...wagering,
  },
  registration: { kind: 'registration', amount: 1_000, ...wagering },
  checkIn: {
    kind: 'checkIn',
    amounts: [100, 200, 300, 400, 500, 600, 1_000],
    ...wagering,
    turnoverMultiple: 1,
  },
  rebate: {
    kind: 'rebate',
    rates: { RNG: 50, FISH: 50, BGS: 50, LIVE: 30 },
    maxBonus: 1_000_000,
    ...wagering,
    turnoverMultiple: 1,
  },
  cashback: {
    kind: 'cashback',
    period: 'weekly',
    gameTypes: [],
    percent: 5,
    minLoss: 10_000,
    maxBonus: 500_000,
    ...wagering,
    turnoverMultiple: 1,
  },
  application: { kind: 'application', maxBonus: 10_000, ...wagering },
};

/** The rule's fields the options name, over a base rule (create: the kind's defaults; edit: its own). */
function ruleOf(options: Options, base: ActivityRule): ActivityRule {
  const rule = structuredClone(base);
  const maxOf = () => amountOf(options.max, 'max');
  switch (rule.kind) {
    case 'depositMatch':
      if (options.scope !== undefined) {
        if (options.scope !== 'first' && options.scope !== 'daily')
          throw new RewardOpsError('--scope is first or daily');
        rule.scope = options.scope;
      }
      if (options.percent !== undefined) rule.matchPercent = wholeOf(options.percent, 'percent', 0, 1000);
      if (options.max !== undefined) rule.maxBonus = maxOf();
      if (options['min-deposit'] !== undefined)
        rule.minDeposit = amountOf(options['min-deposit'], 'min-deposit');
      if (options.base !== undefined) {
        const found = turnoverBases.find((b) => b === options.base);
        if (!found) throw new RewardOpsError(`--base is ${turnoverBases.join(' or ')}`);
        rule.turnoverBase = found;
      }
      break;
    case 'registration':
      if (options.amount !== undefined) rule.amount = amountOf(options.amount, 'amount');
      break;
    case 'checkIn':
      if (options.amounts !== undefined) {
        rule.amounts = options.amounts.split(',').map((text) => amountOf(text.trim(), 'amounts'));
        if (rule.amounts.length === 0 || rule.amounts.length > 31)
          throw new RewardOpsError('--amounts lists 1 to 31 amounts');
      }
      break;
    case 'rebate':
      if (options.rates !== undefined) rule.rates = perCategory(options.rates, 'rates', 10_000);
      if (options.max !== undefined) rule.maxBonus = maxOf();
      break;
    case 'cashback':
      if (options.period !== undefined) {
        if (options.period !== 'daily' && options.period !== 'weekly')
          throw new RewardOpsError('--period is daily or weekly');
        rule.period = options.period;
      }
      if (options.percent !== undefined) rule.percent = wholeOf(options.percent, 'percent', 0, 100);
      if (options.types !== undefined)
        rule.gameTypes =
          options.types === 'all' ? [] : options.types.split(',').map((t) => categoryOf(t, 'types'));
      if (options['min-loss'] !== undefined) rule.minLoss = amountOf(options['min-loss'], 'min-loss');
      if (options.max !== undefined) rule.maxBonus = maxOf();
      break;
    case 'application':
      if (options.max !== undefined) rule.maxBonus = maxOf();
      break;
  }
  if (options.multiple !== undefined) rule.turnoverMultiple = wholeOf(options.multiple, 'multiple', 0, 100);
  if (options['expiry-days'] !== undefined)
    rule.expiryDays = wholeOf(options['expiry-days'], 'expiry-days', 0, 365);
  if (options.contributions !== undefined)
    rule.contributions = perCategory(options.contributions, 'contributions', 100);
  return rule;
}

/** --forfeit-winnings yes|no. */
function yesNo(text: string): boolean {
  if (text !== 'yes' && text !== 'no') throw new RewardOpsError('--forfeit-winnings is yes or no');
  return text === 'yes';
}

/** The activity's own fields the options name. */
function fieldsOf(options: Options): Partial<NewActivity> {
  const fields: Partial<NewActivity> = {};
  if (options['claim-days'] !== undefined)
    fields.claimDays = wholeOf(options['claim-days'], 'claim-days', 0, 365);
  if (options.budget !== undefined)
    fields.budget = options.budget === 'none' ? null : amountOf(options.budget, 'budget');
  if (options.starts !== undefined) fields.startsAt = dateOf(options.starts, 'starts');
  if (options.ends !== undefined)
    fields.endsAt = options.ends === 'none' ? null : dateOf(options.ends, 'ends');
  if (options.promotion !== undefined) fields.promotionId = idOf(options.promotion);
  if (options.agents !== undefined) {
    if (options.agents !== 'yes' && options.agents !== 'no')
      throw new RewardOpsError('--agents is yes or no');
    fields.agents = options.agents;
  }
  if (options['forfeit-winnings'] !== undefined) fields.forfeitWinnings = yesNo(options['forfeit-winnings']);
  if (options['once-per'] !== undefined) {
    const named = options['once-per'] === 'member' ? [] : options['once-per'].split(',');
    const oncePer = named.map((text) => {
      const found = oncePerKinds.find((k) => k === text.trim());
      if (!found) throw new RewardOpsError(`--once-per lists ${oncePerKinds.join(', ')}, or is member`);
      return found;
    });
    fields.oncePer = [...new Set(oncePer)];
  }
  return fields;
}

const wager = (rule: ActivityRule) =>
  rule.turnoverMultiple === 0
    ? 'no wagering'
    : `wager ${rule.turnoverMultiple}x ${rule.kind === 'depositMatch' && rule.turnoverBase === 'bonusDeposit' ? 'deposit+bonus' : 'bonus'} in ${rule.expiryDays}d`;

/** A rule in a few words. */
function ruleWords(rule: ActivityRule): string {
  switch (rule.kind) {
    case 'depositMatch':
      return `${rule.scope === 'first' ? 'first deposit' : 'daily deposit'} ${rule.matchPercent}% up to ${money(rule.maxBonus)}, min ${money(rule.minDeposit)}`;
    case 'registration':
      return `sign-up bonus ${money(rule.amount)}`;
    case 'checkIn':
      return `daily check-in ${rule.amounts.map(money).join(' / ')}`;
    case 'rebate':
      return `daily rebate ${Object.entries(rule.rates)
        .map(([type, bp]) => `${type} ${bp / 100}%`)
        .join(', ')} up to ${money(rule.maxBonus)}`;
    case 'cashback':
      return `${rule.period} cashback ${rule.percent}% of a ${rule.gameTypes.join('/') || 'total'} loss from ${money(rule.minLoss)} up to ${money(rule.maxBonus)}`;
    case 'application':
      return `application, up to ${money(rule.maxBonus)}`;
  }
}

function line(row: ActivityRow): string {
  const period = `${row.startsAt.toISOString().slice(0, 10)} to ${row.endsAt?.toISOString().slice(0, 10) ?? 'open'}`;
  return [
    `#${row.id}`.padEnd(5),
    row.status.padEnd(7),
    ruleWords(row.rule),
    wager(row.rule),
    `promotion ${row.promotionId ?? '-'}`,
    period,
    `spent ${money(row.spent)} of ${money(row.budget)}, ${row.claims} claims`,
    ...(row.oncePer.length > 0 ? [`once per member, ${row.oncePer.join(', ')}`] : []),
    ...(row.forfeitWinnings ? ['forfeits winnings'] : []),
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
        if (options.promotion === undefined) throw usage();
        const kind = activityKinds.find((k) => k === (options.kind ?? 'depositMatch'));
        if (!kind) throw new RewardOpsError(`--kind is one of ${activityKinds.join(', ')}`);
        const rule = ruleOf(options, defaultRules[kind]);
        return `created: ${line(await operator.create({ kind, rule, ...fieldsOf(options) }))}`;
      }
      case 'edit': {
        const id = idOf(arg);
        const current = (await operator.report(id)).activity;
        const change = { ...fieldsOf(options), rule: ruleOf(options, current.rule) };
        return `changed: ${line(await operator.update(id, change))}`;
      }
      case 'settle':
        return `settled: ${await ctx.rewards.settle()} rebate and cashback entries written to claim`;
      case 'applications': {
        const rows = await operator.applications(arg === undefined ? undefined : idOf(arg));
        if (rows.length === 0) return '(no applications awaiting review)';
        return rows
          .map(
            ({ entry, account, images }) =>
              `#${entry.id}  activity ${entry.activityId}  ${account}  ${entry.createdAt.toISOString()}  ` +
              `${images} picture(s)  ${JSON.stringify(entry.remark ?? '')}`,
          )
          .join('\n');
      }
      case 'application': {
        const entryId = idOf(arg);
        const images = await operator.images(entryId);
        if (options.save === undefined) {
          return images.length === 0
            ? '(no pictures)'
            : images
                .map((i) => `picture #${i.id}  ${i.contentType}  ${i.size} bytes  sha256 ${i.sha256}`)
                .join('\n');
        }
        await fs.mkdir(options.save, { recursive: true });
        const files = await Promise.all(
          images.map(async (image, index) => {
            const file = path.join(
              options.save!,
              `application-${entryId}-${index + 1}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
            );
            await fs.writeFile(file, image.bytes);
            return file;
          }),
        );
        return files.length === 0 ? '(no pictures)' : `saved:\n${files.join('\n')}`;
      }
      case 'approve': {
        const { entry, bonus, member } = await operator.approve(
          idOf(arg),
          extra === undefined ? undefined : amountOf(extra, 'amount'),
        );
        return `issued: application #${entry.id} of ${member.account}, bonus #${bonus.id} ${money(bonus.amount)}, wager ${money(bonus.turnoverRequired)}`;
      }
      case 'reject': {
        const entry = await operator.reject(idOf(arg), options.reason ?? '');
        return `rejected: application #${entry.id}: ${entry.reason ?? ''}`;
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
          days: wholeOf(options.days ?? '30', 'days', 0, 365),
          memo: options.memo ?? '',
          requestId: options['request-id'] ?? crypto.randomUUID(),
          forfeitWinnings: yesNo(options['forfeit-winnings'] ?? 'no'),
        });
        return `granted: bonus #${bonus.id} to ${member.account}: ${money(bonus.amount)}, wager ${money(bonus.turnoverRequired)} by ${bonus.expiresAt.toISOString().slice(0, 10)}${bonus.forfeitsWinnings ? ', forfeits winnings' : ''}`;
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
