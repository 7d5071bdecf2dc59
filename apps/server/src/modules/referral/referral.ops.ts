import { formatMajor as money, opsArgs } from '../../lib/ops-args';
import type { NewReferralRule, ReferralRuleRow } from './referral.repository';
import { ReferralOperatorError, stateOf, type ReferralService } from './referral.service';

export const referralUsage =
  'referral rule | set [--min-deposit AMOUNT] [--wagering AMOUNT] [--days N] [--reward AMOUNT] ' +
  '[--friend-reward AMOUNT] [--multiple N] [--cap N] | on | off | friends ACCOUNT | deadline ACCOUNT --days N (from now; --days=-1 for past)';

/** A mistake of the operator's: printed, exit code 1. */
export class ReferralOpsError extends Error {}

const { amountOf, wholeOf } = opsArgs((message) => new ReferralOpsError(message), referralUsage);

type Options = Record<string, string | undefined>;

const usage = () => new ReferralOpsError(`usage: ${referralUsage}`);

function ruleLine(row: ReferralRuleRow): string {
  return [
    row.enabled ? 'on' : 'OFF',
    `friend deposits ${money(row.minDeposit)} and wagers ${money(row.minWagering)} within ${row.days} days`,
    `reward ${money(row.referrerReward)} to the member, ${money(row.friendReward)} to the friend`,
    `wager ${row.wageringMultiple}x`,
    `cap ${row.monthlyCap} a month`,
  ].join('  ');
}

/** The rule's fields the options name. */
function changeOf(options: Options): Partial<Omit<NewReferralRule, 'id'>> {
  const change: Partial<Omit<NewReferralRule, 'id'>> = {};
  if (options['min-deposit'] !== undefined)
    change.minDeposit = amountOf(options['min-deposit'], 'min-deposit');
  if (options.wagering !== undefined) change.minWagering = amountOf(options.wagering, 'wagering');
  if (options.days !== undefined) change.days = wholeOf(options.days, 'days', 1, 365);
  if (options.reward !== undefined) change.referrerReward = amountOf(options.reward, 'reward');
  if (options['friend-reward'] !== undefined) {
    change.friendReward = amountOf(options['friend-reward'], 'friend-reward');
  }
  if (options.multiple !== undefined) change.wageringMultiple = wholeOf(options.multiple, 'multiple', 0, 100);
  if (options.cap !== undefined) change.monthlyCap = wholeOf(options.cap, 'cap', 0, 10_000);
  return change;
}

/** `npm run ops -- referral ...`: the operator's side of invite friends (decision 0246). */
export async function runReferralCommand(
  ctx: { referral: ReferralService },
  [action, arg]: string[],
  options: Options,
): Promise<string> {
  const { operator } = ctx.referral;
  try {
    switch (action) {
      case 'rule': {
        const rule = await operator.rule();
        return rule ? ruleLine(rule) : '(no rule: the referral activity is off)';
      }
      case 'set': {
        const change = changeOf(options);
        if (Object.keys(change).length === 0) throw usage();
        return `changed: ${ruleLine(await operator.setRule(change))}`;
      }
      case 'on':
      case 'off':
        return ruleLine(await operator.setRule({ enabled: action === 'on' }));
      case 'friends': {
        if (!arg) throw usage();
        const { member, rule, totals, friends, now } = await operator.friends(arg);
        return [
          `${member.account}: ${totals?.friends ?? 0} friends, ${totals?.qualified ?? 0} qualified, ` +
            `${totals?.paid ?? 0} rewards paid (${money(totals?.earned ?? 0)})`,
          ...friends.map(
            ({ friend, account }) =>
              `  ${account}  ${stateOf(friend, rule, now)}  deposited ${money(friend.deposited)}  ` +
              `wagered ${money(friend.wagered)}  by ${friend.qualifyBy.toISOString().slice(0, 10)}  ` +
              (friend.referrerBonusId === null ? 'not paid' : `paid (bonus #${friend.referrerBonusId})`),
          ),
        ].join('\n');
      }
      case 'deadline': {
        if (!arg || options.days === undefined) throw usage();
        const at = await operator.setDeadline(arg, wholeOf(options.days, 'days', -365, 365));
        return `${arg} must qualify by ${at.toISOString()}`;
      }
      default:
        throw usage();
    }
  } catch (error) {
    if (error instanceof ReferralOperatorError) throw new ReferralOpsError(error.message);
    throw error;
  }
}
