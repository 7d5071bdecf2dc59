// A local OpenID Connect provider standing in for Google in the browser tests (oidc-provider with its
// development login and consent pages). Any login name signs in: the subject is the name, the ID token
// carries `name` (the login, capitalised) and a verified `email` (<login>@e2e.example).
//
//   node e2e/oidc-provider.mjs        # http://127.0.0.1:18090/.well-known/openid-configuration
//
// E2E_OIDC_PORT (18090) is its port; E2E_PORTS (18080) the apps' ports, comma-separated, for the
// redirect URIs (each browser-test worker runs a server of its own). The client is
// E2E_OIDC_CLIENT_ID / E2E_OIDC_CLIENT_SECRET, defaults below; playwright.config.ts passes the same.
import http from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.E2E_OIDC_PORT ?? 18090);
const appPorts = (process.env.E2E_PORTS ?? '18080').split(',').map(Number);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.E2E_OIDC_CLIENT_ID ?? 'lobby-e2e',
      client_secret: process.env.E2E_OIDC_CLIENT_SECRET ?? 'lobby-e2e-client-secret',
      redirect_uris: appPorts.map((app) => `http://127.0.0.1:${app}/wps/session/oauth/google/callback`),
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // As Google does: the profile and e-mail claims ride in the ID token, which is what the app reads.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['lobby-e2e-provider-cookie-key'] },
  ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      async claims() {
        const name = sub.charAt(0).toUpperCase() + sub.slice(1);
        return { sub, name, email: `${sub.toLowerCase()}@e2e.example`, email_verified: true };
      },
    };
  },
});

const server = http.createServer(provider.callback());
server.listen(port, '127.0.0.1', () => {
  console.log(`oidc provider on ${issuer}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
