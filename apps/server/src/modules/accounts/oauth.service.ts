import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { isAgentType, isTrialType, type LoginValue, type OauthProviderId } from '@lobby/contract/accounts';
import type { OidcProviderConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { sha256Hex } from '../../lib/sha256';
import type { Secrets } from '../security/secrets';
import type { SettingsStore } from '../system/settings.store';
import type { Caller } from './deps';
import { findLinkedMember, linkNewMember, type ExternalProfile } from './external-identities';
import type { LoginService } from './login.service';
import { findMemberById, type MemberRow } from './members.repository';
import { createFlowSigner } from './oauth-flow';
import { createOidcClients } from './oidc-clients';
import type { Tickets } from './one-time-tickets';

export type OauthServiceDeps = {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  secrets: Secrets;
  providers: readonly OidcProviderConfig[];
  /** The callback address is built from PUBLIC_URL, never from the request's Host header. */
  publicUrl: string;
  login: LoginService;
  tickets: Tickets;
};

/** The keys a failed third-party login returns with (`/?loginError=`); the site translates them. */
export type OauthFailureKey =
  'third_party_login_failed' | 'non_member_unable_to_login' | 'function_not_enabled';

export class OauthFailure extends Error {
  constructor(
    readonly key: OauthFailureKey,
    options?: { cause?: unknown },
  ) {
    super(key, options);
  }
}

const providerNames: Record<OauthProviderId, string> = { google: 'Google', facebook: 'Facebook' };
const scope = 'openid email profile';
/** The ticket only bridges the redirect and the site's next call. */
const ticketMinutes = 1;

/** What a login ticket carries: the browser it was issued to is known by the hash of its binding. */
type TicketData = { provider: OauthProviderId; binding: string };

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Product §6: third-party login is for member accounts; agents and trial accounts are refused. */
const mayLogIn = (member: MemberRow) =>
  member.status === 'active' && !isAgentType(member.type) && !isTrialType(member.type);

function profileOf(claims: client.IDToken): ExternalProfile {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const email = typeof claims.email === 'string' && verified ? claims.email.trim().toLowerCase() : null;
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  return { subject: claims.sub, name, email: email || null };
}

/**
 * Third-party login as OpenID Connect with the authorization code flow, PKCE (S256), state and nonce.
 * The callback ends in a one-time ticket in the site's address, never a session token; the site trades
 * the ticket for the session with a POST (docs/decisions.md).
 */
export function createOauthService(deps: OauthServiceDeps) {
  const clients = createOidcClients(deps.providers, deps.clock);
  const flows = createFlowSigner(deps.secrets, deps.clock);
  const callbackUrl = (id: OauthProviderId) => `${deps.publicUrl}/wps/session/oauth/${id}/callback`;

  function enabled(id: string): OauthProviderId {
    if (!clients.isEnabled(id)) throw new OauthFailure('function_not_enabled');
    return id;
  }

  async function memberFor(id: OauthProviderId, claims: client.IDToken, caller: Caller) {
    const profile = profileOf(claims);
    const linked = await findLinkedMember(deps.db, id, profile.subject);
    if (linked) return linked;
    const { currency } = await deps.settings.get('brand');
    return linkNewMember(deps.db, id, profile, { ip: caller.ip, currency: currency.code });
  }

  return {
    providers: () => clients.providers().map((id) => ({ id, name: providerNames[id] })),

    /** Where to send the browser, and the signed flow cookie the callback will need. */
    async start(provider: string): Promise<{ location: string; flow: string }> {
      const id = enabled(provider);
      try {
        const config = await clients.configuration(id);
        const verifier = client.randomPKCECodeVerifier();
        const state = client.randomState();
        const nonce = client.randomNonce();
        const location = client.buildAuthorizationUrl(config, {
          redirect_uri: callbackUrl(id),
          scope,
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        return { location: location.href, flow: await flows.seal({ provider: id, state, nonce, verifier }) };
      } catch (error) {
        throw new OauthFailure('third_party_login_failed', { cause: error });
      }
    },

    /**
     * Checks the provider's answer against the flow cookie (state, PKCE, nonce, issuer, audience),
     * finds or opens the member, and answers a one-time ticket for the site and the binding that ties
     * it to this browser (a cookie the route sets): a ticket sent on in a link is no use elsewhere.
     */
    async callback(provider: string, search: string, flowCookie: string | undefined, caller: Caller) {
      const id = enabled(provider);
      const flow = await flows.open(flowCookie);
      if (!flow || flow.provider !== id) throw new OauthFailure('third_party_login_failed');
      let claims: client.IDToken | undefined;
      try {
        const config = await clients.configuration(id);
        const tokens = await client.authorizationCodeGrant(config, new URL(`${callbackUrl(id)}${search}`), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new OauthFailure('third_party_login_failed', { cause: error });
      }
      if (!claims?.sub) throw new OauthFailure('third_party_login_failed');
      const member = await memberFor(id, claims, caller);
      if (!mayLogIn(member)) throw new OauthFailure('non_member_unable_to_login');
      const binding = randomBytes(32).toString('base64url');
      const ticket = await deps.tickets.issue<TicketData>({
        purpose: 'login-ticket',
        memberId: member.id,
        ip: caller.ip,
        minutes: ticketMinutes,
        data: { provider: id, binding: sha256Hex(binding) },
      });
      return { ticket, binding };
    },

    /**
     * The site trades the ticket for the session. The session starts here, so a session token exists
     * only in this answer: not in an address, a log or the database. Only the browser the callback
     * returned to can trade it: a link carrying someone's ticket must not sign a victim into the
     * attacker's account (issue 15). A ticket tried elsewhere is used up all the same.
     */
    async redeem(ticket: string, binding: string | undefined, caller: Caller): Promise<LoginValue> {
      const used = await deps.tickets.redeem<TicketData>('login-ticket', ticket);
      if (!used || !binding || !sameHash(used.data.binding ?? '', sha256Hex(binding))) {
        throw new DomainError('UNAUTHORIZED', 'third_party_login_failed', 401);
      }
      const member = await findMemberById(deps.db, used.memberId);
      if (!member || !mayLogIn(member)) {
        throw new DomainError('FORBIDDEN', 'non_member_unable_to_login', 403);
      }
      return deps.login.succeed(member, 'oidc', caller);
    },
  };
}

export type OauthService = ReturnType<typeof createOauthService>;
