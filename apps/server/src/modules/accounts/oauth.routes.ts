import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountPaths, loginTicketRequestSchema } from '@lobby/contract/accounts';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse';
import { rateLimits } from '../../plugins/rate-limit';
import type { Caller } from './deps';
import { flowMinutes } from './oauth-flow';
import { OauthFailure, type OauthService } from './oauth.service';

/** Holds one login's state, nonce and PKCE verifier between the start and the callback. */
const flowCookie = 'oauthFlow';
const flowCookiePath = '/wps/session/oauth';
/** Ties the login ticket to the browser the callback returned to; read by the ticket's trade only. */
const bindingCookie = 'loginTicketBinding';

type ProviderParams = { Params: { provider: string } };

const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent'] ?? '',
});

function cookieOptions(request: FastifyRequest) {
  return {
    path: flowCookiePath,
    httpOnly: true,
    // Lax, not Strict: the provider sends the browser back with a top-level GET from its own site.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

function bindingCookieOptions(request: FastifyRequest) {
  return {
    path: accountPaths.loginTicket,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  };
}

/** Browsers arrive here by navigation, so every outcome is a redirect to the site, never an envelope. */
function backToSite(reply: FastifyReply, query: string) {
  return reply.header('cache-control', 'no-store').redirect(`/?${query}`, 302);
}

function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const key = error instanceof OauthFailure ? error.key : 'third_party_login_failed';
  if (!(error instanceof OauthFailure) || error.cause) {
    request.log.warn(
      { err: error instanceof OauthFailure ? error.cause : error },
      'third-party login failed',
    );
  }
  reply.clearCookie(flowCookie, cookieOptions(request));
  return backToSite(reply, `loginError=${key}`);
}

export function oauthRoutes(oauth: OauthService) {
  return async (app: FastifyInstance) => {
    app.get(accountPaths.oauthProviders, async () => ok(oauth.providers()));

    app.get<ProviderParams>(accountPaths.oauthStart, async (request, reply) => {
      try {
        const { location, flow } = await oauth.start(request.params.provider);
        reply.setCookie(flowCookie, flow, { ...cookieOptions(request), maxAge: flowMinutes * 60 });
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      } catch (error) {
        return failed(request, reply, error);
      }
    });

    app.get<ProviderParams>(accountPaths.oauthCallback, async (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const search = queryAt < 0 ? '' : request.url.slice(queryAt);
      try {
        const { ticket, binding } = await oauth.callback(
          request.params.provider,
          search,
          request.cookies[flowCookie],
          callerOf(request),
        );
        reply.clearCookie(flowCookie, cookieOptions(request));
        reply.setCookie(bindingCookie, binding, { ...bindingCookieOptions(request), maxAge: 60 });
        return backToSite(reply, `loginTicket=${encodeURIComponent(ticket)}`);
      } catch (error) {
        return failed(request, reply, error);
      }
    });

    app.post(
      accountPaths.loginTicket,
      { config: { rateLimit: rateLimits.login } },
      async (request, reply) => {
        const body = parseInput(loginTicketRequestSchema, request.body);
        reply.clearCookie(bindingCookie, bindingCookieOptions(request));
        return ok(await oauth.redeem(body.ticket, request.cookies[bindingCookie], callerOf(request)));
      },
    );
  };
}
