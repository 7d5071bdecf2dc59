import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountPaths } from '@lobby/contract/accounts';
import { ok } from '../../lib/envelope';
import { rateLimits } from '../../plugins/rate-limit';
import { captchaCookie, type CaptchaService } from './captcha';
import type { ChallengeService } from './challenge';
import type { SealedService } from './sealed';

/** Each answer is single-use or carries the server's time: no cache may hand it out twice. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function securityRoutes(services: {
  sealed: SealedService;
  challenge: ChallengeService;
  captcha: CaptchaService;
}) {
  return async (app: FastifyInstance) => {
    app.get(accountPaths.publicKey, async (_request, reply) => {
      noStore(reply);
      return ok(await services.sealed.publicKeyValue());
    });

    app.get(
      accountPaths.challenge,
      { config: { rateLimit: rateLimits.challenge } },
      async (_request, reply) => {
        noStore(reply);
        return ok(await services.challenge.issue());
      },
    );

    app.get(accountPaths.captcha, { config: { rateLimit: rateLimits.captcha } }, async (_request, reply) => {
      const { id, png } = await services.captcha.issue();
      noStore(reply);
      // Only the API reads it, and only same-site pages may make the browser send it.
      reply.setCookie(captchaCookie, id, {
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
        path: '/wps',
        maxAge: 5 * 60,
      });
      return ok(png.toString('base64'));
    });
  };
}
