import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { oauthProviderIds } from '@lobby/contract/accounts';
import type { Clock } from '../../lib/clock';
import type { Secrets } from '../security/secrets';

/** Time a member has at the provider before the flow must start over. */
export const flowMinutes = 10;

/** What the callback must match: kept in the browser, signed, so no server state is needed. */
const flowSchema = z.object({
  provider: z.enum(oauthProviderIds),
  state: z.string().min(16),
  nonce: z.string().min(16),
  verifier: z.string().min(43),
  expiresAt: z.number(),
});
export type OauthFlow = z.infer<typeof flowSchema>;

const secretName = 'oauth-flow-hmac';

/**
 * The state, nonce and PKCE verifier of one third-party login ride in a short-lived, http-only cookie,
 * signed with a server secret: the callback accepts only what this server started in this browser,
 * which is what makes the state check stop login CSRF. Every instance shares the secret.
 */
export function createFlowSigner(secrets: Secrets, clock: Clock) {
  const key = () => secrets.get(secretName, () => randomBytes(32).toString('base64'));
  const mac = async (payload: string) =>
    createHmac('sha256', await key())
      .update(payload)
      .digest('base64url');

  return {
    async seal(flow: Omit<OauthFlow, 'expiresAt'>): Promise<string> {
      const payload = Buffer.from(
        JSON.stringify({ ...flow, expiresAt: clock.now() + flowMinutes * 60_000 }),
      ).toString('base64url');
      return `${payload}.${await mac(payload)}`;
    },

    /** The flow of a cookie this server signed and that has not expired; null for anything else. */
    async open(cookie: string | undefined): Promise<OauthFlow | null> {
      const [payload, signature, extra] = (cookie ?? '').split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(await mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const flow = flowSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return flow.expiresAt > clock.now() ? flow : null;
      } catch {
        return null;
      }
    },
  };
}

export type FlowSigner = ReturnType<typeof createFlowSigner>;
