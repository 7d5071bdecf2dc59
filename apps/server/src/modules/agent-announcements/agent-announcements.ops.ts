import fs from 'node:fs/promises';
import { opsArgs } from '../../lib/ops-args';
import {
  AgentAnnouncementOperatorError,
  announcementBounds,
  type AgentAnnouncementsService,
} from './agent-announcements.service';

export const agentAnnouncementUsage =
  'agent-announcement publish --title TEXT (--content HTML | --content-file PATH) [--team TOP_AGENT] | ' +
  'list [--limit N] | withdraw ID';

/** A mistake of the operator's: printed, exit code 1. */
export class AgentAnnouncementOpsError extends Error {}

const { idOf, wholeOf } = opsArgs(
  (message) => new AgentAnnouncementOpsError(message),
  agentAnnouncementUsage,
);

const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

/**
 * `--content-file PATH` becomes `--content HTML` where the operator runs the command, before it goes to
 * a running server's operator API (whose working directory is not the operator's).
 */
export async function readContentFile(argv: string[]): Promise<string[]> {
  const at = argv.findIndex((arg) => arg === '--content-file' || arg.startsWith('--content-file='));
  if (argv[0] !== 'agent-announcement' || at < 0) return argv;
  const inline = argv[at]!.startsWith('--content-file=');
  const path = inline ? argv[at]!.slice('--content-file='.length) : argv[at + 1];
  if (!path) throw new AgentAnnouncementOpsError('--content-file needs a path');
  let content: string;
  try {
    content = await fs.readFile(path, 'utf8');
  } catch {
    throw new AgentAnnouncementOpsError(`cannot read ${path}`);
  }
  return [...argv.slice(0, at), '--content', content, ...argv.slice(at + (inline ? 1 : 2))];
}

/** `npm run ops -- agent-announcement ...`: announcements to agents (decision 0272). */
export async function runAgentAnnouncementCommand(
  ctx: { agentAnnouncements: AgentAnnouncementsService },
  [action, arg]: string[],
  options: Record<string, string | undefined>,
  operator: string,
): Promise<string> {
  const ops = ctx.agentAnnouncements.operator;
  try {
    switch (action) {
      case 'publish': {
        const title = options.title?.trim() ?? '';
        const content = options.content?.trim() ?? '';
        if (options['content-file'] !== undefined) {
          throw new AgentAnnouncementOpsError('--content-file is read by npm run ops; pass --content here');
        }
        if (!title || title.length > announcementBounds.titleMax) {
          throw new AgentAnnouncementOpsError(`--title is 1 to ${announcementBounds.titleMax} characters`);
        }
        if (!content || content.length > announcementBounds.contentMax) {
          throw new AgentAnnouncementOpsError(
            `the content (--content or --content-file) is 1 to ${announcementBounds.contentMax} characters`,
          );
        }
        const row = await ops.publish({ title, content, team: options.team, publishedBy: operator });
        return `published #${row.id} to ${options.team ? `the team of ${options.team}` : 'every agent'}`;
      }
      case 'list': {
        const limit = options.limit === undefined ? 50 : wholeOf(options.limit, 'limit', 1, 500);
        const rows = await ops.list(limit);
        if (rows.length === 0) return '(no announcements)';
        return rows
          .map(({ row, teamAccount }) =>
            [
              `#${row.id}`.padEnd(6),
              when(row.publishedAt),
              row.withdrawnAt ? `withdrawn ${when(row.withdrawnAt)}` : 'live',
              teamAccount ? `team ${teamAccount}` : 'every agent',
              `by ${row.publishedBy}`,
              JSON.stringify(row.title),
            ].join('  '),
          )
          .join('\n');
      }
      case 'withdraw': {
        const { row, readers } = await ops.withdraw(idOf(arg));
        return `withdrew #${row.id} (${readers} agent${readers === 1 ? '' : 's'} had opened it)`;
      }
      default:
        throw new AgentAnnouncementOpsError(`usage: ${agentAnnouncementUsage}`);
    }
  } catch (error) {
    if (error instanceof AgentAnnouncementOperatorError) throw new AgentAnnouncementOpsError(error.message);
    throw error;
  }
}
