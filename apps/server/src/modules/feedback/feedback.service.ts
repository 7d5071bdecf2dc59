import type { SendFeedbackValue } from '@lobby/contract/feedback';
import type { SendFeedbackRequest } from '@lobby/contract/feedback-requests';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { captchaIncorrect } from '../accounts/login-attempts';
import type { InboxService } from '../inbox/inbox.service';
import {
  insertFeedback,
  listFeedback,
  lockFeedback,
  updateFeedback,
  type FeedbackRow,
  type FeedbackStatus,
} from './feedback.repository';

/** The longest answer an operator may give: it is shown in the member's inbox as plain text. */
export const feedbackAnswerMaxLength = 2000;

/** An operator's mistake (unknown id, closed feedback, empty answer): the operator command prints it. */
export class FeedbackOperatorError extends Error {}

export type FeedbackSender = { memberId: number; account: string } | null;

export type FeedbackDeps = { db: Database; clock: Clock; inbox: Pick<InboxService, 'system'> };

/** Feedback and complaints (product §3, §5, §7 PUT /wps/feedback) and the operator's side of them. */
export function createFeedbackService(deps: FeedbackDeps) {
  const { db, clock, inbox } = deps;

  async function change(id: number, work: (row: FeedbackRow, tx: Tx) => Promise<FeedbackRow>) {
    return db.transaction(async (tx) => {
      const row = await lockFeedback(tx, id);
      if (!row) throw new FeedbackOperatorError(`no feedback #${id}`);
      return work(row, tx);
    });
  }

  return {
    /**
     * A member sends as their account (verified); a visitor as the name they typed (unverified). The
     * captcha is checked first and used up whatever the answer (one guess per image).
     */
    async send(
      sender: FeedbackSender,
      request: SendFeedbackRequest,
      context: { ip: string; captchaPassed: (answer: string) => Promise<boolean> },
    ): Promise<SendFeedbackValue> {
      if (!(await context.captchaPassed(request.captcha))) throw captchaIncorrect();
      if (!sender && request.sender === '') {
        throw new DomainError('VALIDATION_FAILED', 'input_cannot_be_empty', 400);
      }
      const row = await insertFeedback(db, {
        memberId: sender?.memberId ?? null,
        sender: sender?.account ?? request.sender,
        verified: sender !== null,
        type: request.type,
        content: request.content,
        ip: context.ip,
        createdAt: new Date(clock.now()),
      });
      return { id: row.id };
    },

    list(openOnly: boolean, limit = 50) {
      return listFeedback(db, openOnly ? ['open'] : null, limit);
    },

    /**
     * The operator's answer; a member's feedback gets it in their inbox in the same transaction. A
     * feedback may be answered again (a correction) until it is closed.
     */
    async answer(id: number, text: string) {
      const answer = text.trim();
      if (answer === '' || answer.length > feedbackAnswerMaxLength) {
        throw new FeedbackOperatorError(`the answer is 1 to ${feedbackAnswerMaxLength} characters`);
      }
      return change(id, async (row, tx) => {
        if (row.status === 'closed') throw new FeedbackOperatorError(`feedback #${id} is closed`);
        const updated = await updateFeedback(tx, id, {
          status: 'answered',
          answer,
          answeredAt: new Date(clock.now()),
        });
        if (row.memberId !== null) {
          await inbox.system(tx, row.memberId, 'feedbackAnswered', {
            feedbackId: String(row.id),
            type: String(row.type),
            answer,
          });
        }
        return updated;
      });
    },

    close(id: number) {
      return change(id, async (row, tx) =>
        row.status === 'closed'
          ? row
          : updateFeedback(tx, id, {
              status: 'closed' satisfies FeedbackStatus,
              closedAt: new Date(clock.now()),
            }),
      );
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
