import { isAgentType } from '@lobby/contract/accounts';
import { positiveInt } from '../../lib/ops-args';
import type { Recipients } from './inbox.repository';
import type { InboxService } from './inbox.service';

export const messageUsage =
  'message send (--to ACCOUNT | --all | --downline AGENT | --vip RANK) --title TEXT --body HTML';

/** A mistake of the operator's (unknown account, missing title): printed, exit code 1. */
export class MessageOpsError extends Error {}

/** Bounds of an operator message: a title line and an HTML body (the site sanitises it). */
const titleMax = 120;
const bodyMax = 20_000;

/** The brand's VIP ladder as the message command needs it (the VIP service's operator side). */
type VipLadder = { operator: { levels(): Promise<Array<{ rank: number }>> } };

type Target = { to?: string; all?: boolean; downline?: string; vip?: string };

/** A VIP level by rank: one of the brand's levels, or the operator is told which there are. */
async function vipRankOf(vip: VipLadder, text: string): Promise<number> {
  const ranks = (await vip.operator.levels()).map((level) => level.rank);
  if (ranks.length === 0) throw new MessageOpsError('the brand has no VIP levels (see vip levels)');
  const rank = positiveInt(text, 1000);
  if (rank === null || !ranks.includes(rank)) {
    throw new MessageOpsError(`--vip must be the rank of a VIP level: ${ranks.join(', ')}`);
  }
  return rank;
}

async function recipientsOf(
  ctx: { inbox: InboxService; vip: VipLadder },
  options: Target,
): Promise<Recipients> {
  const chosen = [
    options.to !== undefined,
    options.all === true,
    options.downline !== undefined,
    options.vip !== undefined,
  ];
  if (chosen.filter(Boolean).length !== 1) {
    throw new MessageOpsError(`choose one of --to, --all, --downline, --vip\nusage: ${messageUsage}`);
  }
  if (options.all) return { all: true };
  if (options.vip !== undefined) return { vipRank: await vipRankOf(ctx.vip, options.vip) };
  const account = (options.to ?? options.downline)!;
  const member = await ctx.inbox.member(account);
  if (!member) throw new MessageOpsError(`no member ${account}`);
  if (options.to !== undefined) return { memberId: member.id };
  if (!isAgentType(member.type)) throw new MessageOpsError(`${member.account} is not an agent`);
  return { downlineOf: member.id };
}

/**
 * `npm run ops -- message send ...`: an operator's message to one member, everyone, a downline or the
 * members on one VIP level.
 */
export async function runMessageCommand(
  ctx: { inbox: InboxService; vip: VipLadder },
  [action]: string[],
  options: Target & { title?: string; body?: string },
): Promise<string> {
  if (action !== 'send') throw new MessageOpsError(`usage: ${messageUsage}`);
  const title = options.title?.trim() ?? '';
  const body = options.body?.trim() ?? '';
  if (!title || title.length > titleMax) throw new MessageOpsError(`--title is 1 to ${titleMax} characters`);
  if (!body || body.length > bodyMax) throw new MessageOpsError(`--body is 1 to ${bodyMax} characters`);
  const sent = await ctx.inbox.send(await recipientsOf(ctx, options), title, body);
  return `sent to ${sent} member${sent === 1 ? '' : 's'}`;
}
