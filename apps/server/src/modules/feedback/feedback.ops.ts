import { FeedbackOperatorError, type FeedbackService } from './feedback.service';
import type { FeedbackRow } from './feedback.repository';

export const feedbackUsage = 'feedback list [--open] | answer ID --text TEXT | close ID';

/** A mistake of the operator's: printed, exit code 1. */
export class FeedbackOpsError extends Error {}

/** Product §3's type numbers, named for the operator. */
const typeNames: Record<number, string> = {
  0: 'others',
  1: 'deposit',
  2: 'withdrawal',
  3: 'game',
  4: 'customer service',
  6: 'apply agent',
};

function line(row: FeedbackRow): string {
  const who = row.verified ? row.sender : `${row.sender} (unverified)`;
  const head = [
    `#${row.id}`.padEnd(6),
    row.status.padEnd(8),
    row.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    (typeNames[row.type] ?? String(row.type)).padEnd(16),
    who,
  ].join('  ');
  const answer = row.answer ? `\n    answer: ${row.answer}` : '';
  return `${head}\n    ${row.content}${answer}`;
}

function idOf(text: string | undefined): number {
  const id = Number(text?.replace(/^#/, ''));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw new FeedbackOpsError(`usage: ${feedbackUsage}`);
  }
  return id;
}

/** `npm run ops -- feedback ...`: list, answer (to the member's inbox) and close feedback. */
export async function runFeedbackCommand(
  ctx: { feedback: FeedbackService },
  [action, arg]: string[],
  options: { open?: boolean; text?: string; limit?: string },
): Promise<string> {
  try {
    switch (action) {
      case 'list': {
        const rows = await ctx.feedback.list(options.open === true);
        return rows.length === 0 ? '(no feedback)' : rows.map(line).join('\n');
      }
      case 'answer':
        return `answered: ${line(await ctx.feedback.answer(idOf(arg), options.text ?? ''))}`;
      case 'close':
        return `closed: ${line(await ctx.feedback.close(idOf(arg)))}`;
      default:
        throw new FeedbackOpsError(`usage: ${feedbackUsage}`);
    }
  } catch (error) {
    if (error instanceof FeedbackOperatorError) throw new FeedbackOpsError(error.message);
    throw error;
  }
}
