import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountPaths, loginValueSchema, oauthStartPath } from '@lobby/contract/accounts';
import { ConfigError, loadConfig } from '../src/config/env';
import { externalIdentities, members } from '../src/db/schema';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { signInAtProvider, startTestProvider } from './oidc-provider';

const publicUrl = 'http://127.0.0.1:18999';
const callback = `${publicUrl}/wps/session/oauth/google/callback`;
const client = { clientId: 'lobby-test', clientSecret: 'a-long-enough-test-client-secret' };

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestProvider({
    ...client,
    redirectUri: callback,
    people: {
      'alice-sub': { name: 'Alice Example', email: 'Alice@Example.com' },
      'bob-sub': { name: 'Bob Unverified', email: 'bob@example.com', emailVerified: false },
      'agent-sub': { name: 'Agent Person' },
    },
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: client.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: client.clientSecret,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Starts a login at the app: the provider's address and the flow cookie. */
async function start() {
  const res = await t.app.inject({ method: 'GET', url: oauthStartPath('google') });
  expect(res.statusCode).toBe(302);
  const flow = res.cookies.find((c) => c.name === 'oauthFlow');
  expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wps/session/oauth' });
  return { location: res.headers.location as string, flow: flow!.value };
}

/** The login-ticket binding cookie the last callback set, as the browser that followed it keeps it. */
let binding: string | undefined;

/** The browser's return to the app's callback; answers where the app sends it next. */
async function returnTo(url: string, flow: string) {
  const { pathname, search } = new URL(url);
  const res = await t.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    cookies: { oauthFlow: flow },
  });
  expect(res.statusCode).toBe(302);
  binding = res.cookies.find((c) => c.name === 'loginTicketBinding')?.value;
  return new URL(res.headers.location as string, publicUrl);
}

async function loginAs(sub: string) {
  const { location, flow } = await start();
  return returnTo(await signInAtProvider(location, sub, callback), flow);
}

/** Trades a ticket; `cookie` null stands for a browser without the binding (a link opened elsewhere). */
const redeem = (ticket: string, cookie: string | null | undefined = binding) =>
  send(
    t,
    'POST',
    accountPaths.loginTicket,
    { ticket },
    { cookies: cookie ? { loginTicketBinding: cookie } : {} },
  );

describe('third-party login (OpenID Connect)', () => {
  it('lists the configured providers only', async () => {
    const res = await send(t, 'GET', accountPaths.oauthProviders, undefined);
    expect(res.body.value).toEqual([{ id: 'google', name: 'Google' }]);
    const facebook = await t.app.inject({ method: 'GET', url: oauthStartPath('facebook') });
    expect(facebook.headers.location).toBe('/?loginError=function_not_enabled');
  });

  it('sends the browser to the provider with the code flow, PKCE S256, state and nonce', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: callback,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('opens a member for a new identity and answers a one-time ticket, never a token', async () => {
    const landing = await loginAs('alice-sub');
    expect(landing.pathname).toBe('/');
    expect([...landing.searchParams.keys()]).toEqual(['loginTicket']);
    const ticket = landing.searchParams.get('loginTicket')!;

    const res = await redeem(ticket);
    expect(res.status).toBe(200);
    const value = loginValueSchema.parse(res.body.value);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordChangeRequired: false, type: 0 });
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, { headers: bearer(value.token!) });
    expect(info.body.value).toMatchObject({
      account: value.account,
      nickname: 'Alice Example',
      email: 'alice@example.com',
      type: 0,
      balance: 0,
    });
    expect(value.account).toMatch(/^google[0-9a-f]{8}$/);

    const reused = await redeem(ticket);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('third_party_login_failed');
  });

  it('trades a ticket only in the browser the callback returned to (issue 15)', async () => {
    const landing = await loginAs('alice-sub');
    const ticket = landing.searchParams.get('loginTicket')!;
    // A link with the ticket, opened in the victim's browser: no binding cookie, or another one.
    const elsewhere = await redeem(ticket, null);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toMatchObject({ success: false, message: 'third_party_login_failed' });
    expect(elsewhere.body.value).toBeNull();
    // The try used it up: the attacker's own browser cannot trade it afterwards either.
    expect((await redeem(ticket)).status).toBe(401);

    const next = (await loginAs('alice-sub')).searchParams.get('loginTicket')!;
    const ownBinding = binding;
    await loginAs('alice-sub');
    expect((await redeem(next, binding)).status).toBe(401);
    expect(ownBinding).not.toBe(binding);
  });

  it('logs the same identity into the same member the next time', async () => {
    const first = await redeem((await loginAs('alice-sub')).searchParams.get('loginTicket')!);
    expect(first.body.value.firstTimeLogin).toBe(false);
    const links = await t.database.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, 'alice-sub'));
    expect(links).toHaveLength(1);
    const [member] = await t.database.db.select().from(members).where(eq(members.id, links[0]!.memberId));
    expect(first.body.value.account).toBe(member!.account);
    expect(member).toMatchObject({ passwordHash: null, passwordSetBy: 'self', registerMethod: 'OIDC' });
  });

  it('keeps an unverified e-mail address off the new member', async () => {
    const res = await redeem((await loginAs('bob-sub')).searchParams.get('loginTicket')!);
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, {
      headers: bearer(res.body.value.token),
    });
    expect(info.body.value).toMatchObject({ nickname: 'Bob Unverified', email: '' });
  });

  it('refuses an identity linked to an agent account', async () => {
    const [agent] = await t.database.db.select().from(members).where(eq(members.account, 'agent01'));
    await t.database.db
      .insert(externalIdentities)
      .values({ provider: 'google', subject: 'agent-sub', memberId: agent!.id });
    const landing = await loginAs('agent-sub');
    expect(landing.search).toBe('?loginError=non_member_unable_to_login');
  });

  it('refuses a tampered state, a missing flow cookie and a provider error', async () => {
    const { location, flow } = await start();
    const back = new URL(await signInAtProvider(location, 'alice-sub', callback));
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'x'.repeat(43));
    expect((await returnTo(tampered.href, flow)).search).toBe('?loginError=third_party_login_failed');

    const noCookie = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(noCookie.headers.location).toBe('/?loginError=third_party_login_failed');

    const forged = await returnTo(back.href, `${flow.slice(0, -2)}xx`);
    expect(forged.search).toBe('?loginError=third_party_login_failed');

    const denied = await returnTo(
      `${callback}?error=access_denied&state=${new URL(location).searchParams.get('state')}`,
      (await start()).flow,
    );
    expect(denied.search).toBe('?loginError=third_party_login_failed');
  });

  it('refuses an unknown ticket', async () => {
    const res = await redeem('x'.repeat(43));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('third_party_login_failed');
  });
});

describe('an unreachable issuer', () => {
  it('does not stop the server; a login returns to the site with an error', async () => {
    const down = await createTestApp({
      env: {
        OIDC_FACEBOOK_ISSUER: 'http://127.0.0.1:9',
        OIDC_FACEBOOK_CLIENT_ID: 'x',
        OIDC_FACEBOOK_CLIENT_SECRET: 'y',
      },
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: oauthStartPath('facebook') });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/?loginError=third_party_login_failed');
    } finally {
      await down.close();
    }
  });
});

describe('configuration', () => {
  it('enables a provider when its three variables are set', () => {
    const config = loadConfig({
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.oidcProviders).toEqual([
      { id: 'google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    ]);
    expect(loadConfig({}).oidcProviders).toEqual([]);
  });

  it.each([
    [{ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' }, 'OIDC_GOOGLE_CLIENT_ID'],
    [
      { OIDC_FACEBOOK_CLIENT_ID: 'id', OIDC_FACEBOOK_ISSUER: 'https://www.facebook.com' },
      'OIDC_FACEBOOK_CLIENT_SECRET',
    ],
    [
      {
        OIDC_GOOGLE_ISSUER: 'http://accounts.example.com',
        OIDC_GOOGLE_CLIENT_ID: 'i',
        OIDC_GOOGLE_CLIENT_SECRET: 's',
      },
      'OIDC_GOOGLE_ISSUER',
    ],
  ])('stops on half a provider or a plain-http issuer: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
