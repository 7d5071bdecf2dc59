import { isAgentType } from '@lobby/contract/accounts';
import type { Recipients } from './inbox.repository';
import type { InboxService } from './inbox.service';

export const messageUsage = 'message send (--to ACCOUNT | --all | --downline AGENT) --title TEXT --body HTML';

/** A mistake of the operator's (unknown account, missing title): printed, exit code 1. */
export class MessageOpsError extends Error {}

/** Bounds of an operator message: a title line and an HTML body (the site sanitises it). */
const titleMax = 120;
const bodyMax = 20_000;

async function recipientsOf(
  inbox: InboxService,
  options: { to?: string; all?: boolean; downline?: string },
): Promise<Recipients> {
  const chosen = [options.to !== undefined, options.all === true, options.downline !== undefined];
  if (chosen.filter(Boolean).length !== 1) {
    throw new MessageOpsError(`choose one of --to, --all, --downline\nusage: ${messageUsage}`);
  }
  if (options.all) return { all: true };
  const account = (options.to ?? options.downline)!;
  const member = await inbox.member(account);
  if (!member) throw new MessageOpsError(`no member ${account}`);
  if (options.to !== undefined) return { memberId: member.id };
  if (!isAgentType(member.type)) throw new MessageOpsError(`${member.account} is not an agent`);
  return { downlineOf: member.id };
}

/** `npm run ops -- message send ...`: an operator's message to one member, everyone or a downline. */
export async function runMessageCommand(
  ctx: { inbox: InboxService },
  [action]: string[],
  options: { to?: string; all?: boolean; downline?: string; title?: string; body?: string },
): Promise<string> {
  if (action !== 'send') throw new MessageOpsError(`usage: ${messageUsage}`);
  const title = options.title?.trim() ?? '';
  const body = options.body?.trim() ?? '';
  if (!title || title.length > titleMax) throw new MessageOpsError(`--title is 1 to ${titleMax} characters`);
  if (!body || body.length > bodyMax) throw new MessageOpsError(`--body is 1 to ${bodyMax} characters`);
  const sent = await ctx.inbox.send(await recipientsOf(ctx.inbox, options), title, body);
  return `sent to ${sent} member${sent === 1 ? '' : 's'}`;
}
