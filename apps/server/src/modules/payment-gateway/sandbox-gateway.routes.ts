import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/request-language';
import { checkoutPage, checkoutStylesheet, notFoundPage } from './hosted-page';
import { sandboxGatewayPaths, type Deliver, type SandboxGateway } from './sandbox-gateway';

const paymentIdPattern = /^sbx_[0-9a-f]{32}$/;

/**
 * The sandbox provider's pages. The notification a payment triggers goes through `deliver`: in this
 * server an in-process request through the same route, parsers and signature check an HTTP delivery
 * would meet (docs/decisions.md, Money).
 */
export function sandboxGatewayRoutes(
  gateway: SandboxGateway,
  deliver: Deliver,
  /** The brand's time zone (minutes east of UTC), read per page so an operator's change shows at once. */
  timeZoneOffsetMinutes: () => Promise<number>,
) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(sandboxGatewayPaths.stylesheet, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(checkoutStylesheet),
    );

    app.get<{ Params: { paymentId: string } }>(sandboxGatewayPaths.page, async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const { paymentId } = request.params;
      // The site passes its language (?language=UR); without it the browser's own is the best guess.
      const language = requestLanguage(request);
      const payment = paymentIdPattern.test(paymentId) ? await gateway.find(paymentId) : null;
      if (!payment) return reply.status(404).send(notFoundPage(language));
      return checkoutPage(payment, gateway.isExpired(payment), await timeZoneOffsetMinutes(), language);
    });

    app.post<{ Params: { paymentId: string } }>(sandboxGatewayPaths.page, async (request, reply) => {
      const { paymentId } = request.params;
      const action = (request.body as { action?: unknown } | undefined)?.action;
      const language = requestLanguage(request);
      if (!paymentIdPattern.test(paymentId) || (action !== 'pay' && action !== 'cancel')) {
        return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage(language));
      }
      const payment = await gateway.complete(paymentId, action, deliver);
      if (!payment) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage(language));
      // An expired payment shows its page again; otherwise the player goes back to the merchant.
      if (payment.status === 'pending') return reply.redirect(request.url, 303);
      return reply.redirect(payment.returnUrl, 303);
    });
  };
}
