import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTrialType } from '@lobby/contract/accounts';
import { DomainError, unauthorized } from '../lib/errors';
import type { ActiveSession, Sessions } from '../modules/accounts/sessions';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 64 ? token : null;
}

export type GuardOptions = {
  /**
   * Whether the session's password must change before anything else (an agent or support set it, or
   * it expired): such a session may only change it, read who it is, and log out.
   */
  passwordChangeDue?: (auth: ActiveSession) => Promise<boolean>;
};

const passwordChangeRequired = () => new DomainError('FORBIDDEN', 'password_change_required', 403);

/**
 * Route guards for calls marked 'token' in product §7. The resolved session is kept on the request so a
 * handler reads `request.auth` without a second lookup.
 */
export function createAuthGuards(sessions: Sessions, options: GuardOptions = {}) {
  async function resolve(request: FastifyRequest): Promise<ActiveSession | null> {
    if (request.auth !== undefined) return request.auth;
    const token = bearerToken(request);
    request.auth = token ? await sessions.resolve(token) : null;
    return request.auth;
  }

  async function live(request: FastifyRequest, changeDueAllowed: boolean): Promise<ActiveSession> {
    const auth = await resolve(request);
    if (!auth) throw unauthorized();
    if (!changeDueAllowed && (await options.passwordChangeDue?.(auth))) throw passwordChangeRequired();
    return auth;
  }

  /** A real account: trial players are told to register one (product §6). */
  function assertRealAccount(auth: ActiveSession) {
    if (isTrialType(auth.member.type)) throw new DomainError('FORBIDDEN', 'in_need_true_account', 403);
  }

  return {
    resolve,

    /** Any live session, trial accounts included. */
    async session(request: FastifyRequest, _reply: FastifyReply) {
      await live(request, false);
    },

    /** A real account. */
    async member(request: FastifyRequest, _reply: FastifyReply) {
      assertRealAccount(await live(request, false));
    },

    /** The same, for the calls a session whose password must change may still make. */
    beforePasswordChange: {
      async session(request: FastifyRequest, _reply: FastifyReply) {
        await live(request, true);
      },
      async member(request: FastifyRequest, _reply: FastifyReply) {
        assertRealAccount(await live(request, true));
      },
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The session of a request that passed a guard. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: ActiveSession | null;
  }
}
