import type { FastifyInstance, FastifyRequest } from 'fastify';
import { feedbackPaths } from '@lobby/contract/feedback';
import { sendFeedbackRequestSchema } from '@lobby/contract/feedback-requests';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import type { AuthGuards } from '../../plugins/authenticate';
import { rateLimits } from '../../plugins/rate-limit';
import type { FeedbackSender, FeedbackService } from './feedback.service';

export type FeedbackRouteDeps = {
  feedback: FeedbackService;
  guards: AuthGuards;
  /** Checks the answer against the captcha whose id the request's cookie holds (and uses it up). */
  captchaPassed: (request: FastifyRequest) => (answer: string) => Promise<boolean>;
};

/**
 * PUT /wps/feedback (product §7): visitors and members alike. A session, when one is sent, makes the
 * sender the member; the limit per address is taken before anything is checked (spam).
 */
export function feedbackRoutes(deps: FeedbackRouteDeps) {
  return async (app: FastifyInstance) => {
    app.put(feedbackPaths.send, { config: { rateLimit: rateLimits.feedback } }, async (request) => {
      const body = parseInput(sendFeedbackRequestSchema, request.body);
      const session = await deps.guards.resolve(request);
      const sender: FeedbackSender = session
        ? { memberId: session.member.id, account: session.member.account }
        : null;
      return ok(
        await deps.feedback.send(sender, body, {
          ip: request.clientIp,
          captchaPassed: deps.captchaPassed(request),
        }),
      );
    });
  };
}
