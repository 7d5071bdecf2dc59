import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestPerson = { name: string; email?: string; emailVerified?: boolean };

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port, with its development
 * login and consent pages: any login name signs in as that subject, with the claims given in `people`.
 */
export async function startTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  people: Record<string, TestPerson>;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the profile claims in the ID token too; the server reads them from there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, sub) {
      const person = options.people[sub] ?? { name: sub };
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: person.name,
            ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
          };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies, enough for the provider's interaction pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows its redirects and posts its login and consent forms as
 * `login`, until it sends the browser back to `callbackPrefix`; answers that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, callbackPrefix: string) {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(callbackPrefix)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.store(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('the provider never sent the browser back');
}
