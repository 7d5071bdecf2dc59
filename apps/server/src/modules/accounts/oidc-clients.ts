import * as client from 'openid-client';
import type { OauthProviderId } from '@lobby/contract/accounts';
import type { OidcProviderConfig } from '../../config/env';
import type { Clock } from '../../lib/clock';

/** After a failed discovery, calls fail at once for this long instead of each waiting on a dead issuer. */
const retryAfterMs = 15_000;
/** Seconds an issuer has to answer (discovery and the token call). */
const timeoutSeconds = 5;

type Entry = { config?: Promise<client.Configuration>; failedAt?: number };

/**
 * The issuers' configurations, discovered on first use and kept. Nothing is fetched at start, so the
 * server boots while an issuer is unreachable; a failed discovery is forgotten and tried again by a
 * later login.
 */
export function createOidcClients(providers: readonly OidcProviderConfig[], clock: Clock) {
  const byId = new Map(providers.map((p) => [p.id, p]));
  const entries = new Map<OauthProviderId, Entry>();

  function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
    const issuer = new URL(provider.issuer);
    // env.ts admits plain http only for an issuer on this machine (tests, the demo's local provider).
    const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
    return client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
      execute,
      timeout: timeoutSeconds,
    });
  }

  return {
    providers: () => providers.map((p) => p.id),

    isEnabled: (id: string): id is OauthProviderId => byId.has(id as OauthProviderId),

    async configuration(id: OauthProviderId): Promise<client.Configuration> {
      const provider = byId.get(id);
      if (!provider) throw new Error(`provider ${id} is not configured`);
      const entry = entries.get(id) ?? {};
      if (!entry.config) {
        if (entry.failedAt !== undefined && clock.now() - entry.failedAt < retryAfterMs) {
          throw new Error(`discovery of ${id} failed recently`);
        }
        const config = discover(provider);
        entries.set(id, { config });
        config.catch(() => entries.set(id, { failedAt: clock.now() }));
        return config;
      }
      return entry.config;
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
