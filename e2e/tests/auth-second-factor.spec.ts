import http from 'node:http';
import net from 'node:net';
import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import {
  anyWidth,
  expect,
  forgiveRefusedCalls,
  ops,
  popup,
  registerByName,
  screenshot,
  shotPath,
  test as base,
} from './fixtures';

/*
 * Logins that leave the password form (product §4 'Additional verification', §6 third-party login):
 * Google through the local OpenID Connect provider (e2e/oidc-provider.mjs), and the SMS second factor
 * of a login from an address the member has not used. Both projects share one server, so every
 * journey works on accounts it makes itself.
 */

const password = 'Lucky2win26';

/**
 * The browser reaches the server from 127.0.0.1 only. A member who registered from another network
 * is made with a second browser context whose traffic goes through a small HTTP proxy that connects
 * to the site from 127.0.0.2, another loopback address: the server sees a different peer address,
 * with no forwarded header and nothing changed on the server.
 */
const otherAddress = '127.0.0.2';

type OtherNetwork = { context: BrowserContext; errors: string[] };

/** Forwards plain HTTP requests and CONNECT tunnels (the balance socket), leaving from `localAddress`. */
async function startProxy(localAddress: string) {
  const server = http.createServer((request, reply) => {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      reply.writeHead(400).end();
      return;
    }
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
        localAddress,
      },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    upstream.on('error', () => reply.destroy());
    request.pipe(upstream);
  });
  server.on('connect', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const [host = '', port = '80'] = (request.url ?? '').split(':');
    const upstream = net.connect({ host, port: Number(port), localAddress }, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const test = base.extend<{ otherNetwork: OtherNetwork }>({
  otherNetwork: async ({ browser, baseURL, viewport, isMobile, hasTouch }, use) => {
    const proxy = await startProxy(otherAddress);
    // Playwright sends loopback through a context's proxy too (it adds <-loopback> to the bypass list).
    const context = await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      reducedMotion: 'reduce',
      proxy: { server: proxy.url },
    });
    // As the page fixture does; a new page's first document (about:blank) has no storage to write.
    await context.addInitScript(() => {
      if (!location.protocol.startsWith('http')) return;
      sessionStorage.setItem('anonymousPopupClosed', '1');
      sessionStorage.setItem('userPopupClosed', '1');
    });
    const errors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    context.on('weberror', (error) => errors.push(error.error().message));
    await use({ context, errors });
    await context.close();
    await proxy.close();
  },
});

let serial = 0;
/** A fresh Philippine-style mobile number (10 digits), apart from auth.spec.ts's by its first digits. */
function uniqueMobile(): string {
  serial += 1;
  return `98${String(Date.now()).slice(-6)}${String(serial % 100).padStart(2, '0')}`;
}

/** A fresh login name at the provider: its subject, so a fresh account here. */
function uniqueProviderLogin(project: string): string {
  serial += 1;
  return `sf${project.slice(0, 1)}${Date.now().toString(36).slice(-6)}${serial}`;
}

const dialog = (page: Page) => page.locator('.modal-cover--dialog [role="dialog"]');
const memberName = (page: Page) => page.locator('.member-header__name');

type OutboxMessage = { id: number; body: string };

/** The newest sandbox message for a number whose id is above `after`, polled until it arrives. */
async function newestMessage(request: APIRequestContext, to: string, after = 0) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`);
        const body = (await response.json()) as { value: { messages: OutboxMessage[] } };
        found = body.value.messages.find((m) => m.id > after);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

async function logout(page: Page) {
  await page.locator('.member-header__account').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.locator('.member-header')).toHaveCount(0);
}

/** Registers by mobile through the popup, as auth.spec.ts does, and waits for the logged-in header. */
async function registerByMobile(page: Page, request: APIRequestContext, mobile: string) {
  await page.goto('/register');
  const form = popup(page);
  await form.getByRole('tab', { name: 'Mobile number' }).click();
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible({ timeout: 15_000 });
  const sms = await newestMessage(request, mobile);
  expect(sms.body).toContain('registration code');
  await form.getByRole('textbox', { name: 'Verification code' }).fill(codeIn(sms.body));
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: /I am 18 years old/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(memberName(page)).toHaveText(`m${mobile}`);
}

async function submitLogin(page: Page, username: string) {
  await page.goto('/login');
  const form = popup(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: 'Remember me' }).setChecked(false);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Switches the second factor to SMS for as short a time as possible; other files share the server.
 * `restoreSecondFactor` puts back the accounts setting as found, once (the test, else afterEach).
 * Each operator command starts a process, so this reads once and writes twice.
 */
let restoreSecondFactor: (() => void) | null = null;

function secondFactorBySms(): void {
  const found = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...found, secondFactor: 'sms' }));
  restoreSecondFactor = () => {
    restoreSecondFactor = null;
    ops('settings', 'set', 'accounts', JSON.stringify(found));
  };
}

test.afterEach(() => {
  restoreSecondFactor?.();
});

/** The member info the header loads, read off the wire: the account name is not shown anywhere. */
function memberInfo(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/wps/member/info') && r.ok(), { timeout: 20_000 });
}

const providerOrigin = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 18_090}`;

/**
 * From 'Continue with Google' back to the site: fills the provider's development login form (any
 * name, any password) and its consent page when they are shown. A provider session and grant from
 * before skip either or both.
 */
async function throughProvider(page: Page, login: string, shoot?: string) {
  const loginField = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue' });
  // The account button shows at both widths (the phone header keeps the avatar and a short name).
  const back = page.locator('.member-header__account');
  for (let step = 0; step < 3; step++) {
    await expect(loginField.or(consent).or(back).first()).toBeVisible({ timeout: 20_000 });
    if (await back.isVisible()) return;
    expect(page.url().startsWith(providerOrigin), 'the provider shows its own pages').toBe(true);
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any-password');
      if (shoot) await screenshot(page, `${shoot}-provider-login`);
      await page.getByRole('button', { name: 'Sign-in' }).click();
    } else {
      if (shoot) await screenshot(page, `${shoot}-provider-consent`);
      await consent.click();
    }
    await page.waitForLoadState();
  }
  await expect(back).toBeVisible();
}

test(
  'third-party login: Google through the provider, and the same provider user comes back to the same account',
  anyWidth,
  async ({ page }, testInfo) => {
    // The provider's development pages load a web font from Google; the test machine stays offline.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    const login = uniqueProviderLogin(testInfo.project.name);
    // The provider's ID token names the person after the login, capitalised; the header shows it.
    const nickname = login.charAt(0).toUpperCase() + login.slice(1);

    await page.goto('/login');
    const form = popup(page);
    await expect(form.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const google = form.getByRole('link', { name: 'Continue with Google' });
    await expect(google).toBeVisible();
    await screenshot(page, 'auth-oauth-login');

    const firstInfo = memberInfo(page);
    const firstVisit = page.waitForRequest((r) => r.url().startsWith(`${providerOrigin}/auth?`));
    await google.click();
    await firstVisit;
    await throughProvider(page, login, 'auth-oauth');
    await expect(memberName(page)).toHaveText(nickname);
    // The one-time ticket leaves the address as soon as the site has traded it for the session.
    await expect(page).not.toHaveURL(/loginTicket|loginError/);
    const first = (await (await firstInfo).json()) as { value: { account: string; email: string } };
    expect(first.value.account).toMatch(/^google[0-9a-f]{8}$/);
    expect(first.value.email).toBe(`${login}@e2e.example`);
    await screenshot(page, 'auth-oauth-logged-in');
    await page.reload();
    await expect(memberName(page)).toHaveText(nickname);
    await logout(page);
    await expect(page.locator('header').getByRole('button', { name: 'Log in' })).toBeVisible();

    // Again, as the same provider user: the link to the identity finds the same member.
    await page.goto('/login');
    const secondInfo = memberInfo(page);
    const secondVisit = page.waitForRequest((r) => r.url().startsWith(`${providerOrigin}/auth?`));
    await popup(page).getByRole('link', { name: 'Continue with Google' }).click();
    await secondVisit;
    await throughProvider(page, login);
    await expect(memberName(page)).toHaveText(nickname);
    const second = (await (await secondInfo).json()) as { value: { account: string } };
    expect(second.value.account).toBe(first.value.account);
    await logout(page);
  },
);

test(
  'second factor by SMS: a login from a new address asks for the code sent to the bound mobile',
  anyWidth,
  async ({ page, request, otherNetwork, consoleErrors }) => {
    test.slow(true, 'two browser contexts and three operator CLI processes');
    // The member registers (and so is known) from the other network only.
    const mobile = uniqueMobile();
    const home = await otherNetwork.context.newPage();
    await registerByMobile(home, request, mobile);
    await home.close();
    expect(otherNetwork.errors, 'console errors on the other network').toEqual([]);
    const registration = await newestMessage(request, mobile);

    secondFactorBySms();
    // From 127.0.0.1, an address this member has never used: the password alone is not enough.
    await submitLogin(page, `m${mobile}`);
    const form = popup(page);
    await expect(form.getByRole('heading', { name: 'Verify it is you' })).toBeVisible({ timeout: 20_000 });
    const intro = form.getByText('You are logging in from a new device or network.');
    await expect(intro).toContainText(`Enter the code we sent by SMS to +`);
    await expect(intro).toContainText(`•••• ${mobile.slice(-4)}.`);
    await expect(intro).not.toContainText(mobile);
    await expect(page.locator('.member-header')).toHaveCount(0);
    const sms = await newestMessage(request, mobile, registration.id);
    expect(sms.body).toContain('is your login verification code');
    const code = codeIn(sms.body);
    expect(code).not.toBe('');
    await screenshot(page, 'auth-second-factor-sms');

    // A wrong code is refused with the translated message, and the step stays.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const field = form.getByRole('textbox', { name: 'Verification code' });
    await field.fill(wrong);
    await form.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(dialog(page)).toContainText('That code is not right. Please check it and try again.');
    await expect(dialog(page)).not.toContainText('invalid_verification_code');
    await screenshot(page, 'auth-second-factor-wrong-code');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('.member-header')).toHaveCount(0);

    await field.fill(code);
    await form.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(form).toBeHidden({ timeout: 20_000 });
    await expect(memberName(page)).toHaveText(`m${mobile}`);
    await expect(page).toHaveURL(/\/$/);
    await logout(page);

    // The address is known now: the next login from here goes straight in.
    await submitLogin(page, `m${mobile}`);
    await expect(popup(page)).toBeHidden({ timeout: 20_000 });
    await expect(memberName(page)).toHaveText(`m${mobile}`);
    restoreSecondFactor?.();
    forgiveRefusedCalls(consoleErrors);
  },
);

test('no second factor: the login binds nothing, warns, and the security centre binds a mobile with the password and a code', async ({
  page,
  request,
  otherNetwork,
  consoleErrors,
}, testInfo) => {
  test.slow(true, 'two browser contexts and three operator CLI processes');
  serial += 1;
  const username = `nf${testInfo.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}${serial}`;
  const home = await otherNetwork.context.newPage();
  await registerByName(home, username, password);
  await home.close();
  expect(otherNetwork.errors, 'console errors on the other network').toEqual([]);

  secondFactorBySms();
  // From an address this member never used: there is nothing to send a code to, and nothing is bound
  // here; the login goes through with a warning.
  await submitLogin(page, username);
  await expect(popup(page)).toBeHidden({ timeout: 20_000 });
  await expect(memberName(page)).toHaveText(username);
  const notice = dialog(page);
  await expect(notice.getByRole('heading', { name: 'Protect your account' })).toBeVisible();
  await expect(notice).toContainText('no mobile number or e-mail address');
  await screenshot(page, 'auth-second-factor-unavailable');
  await notice.getByRole('button', { name: 'Go to security centre' }).click();
  await expect(page).toHaveURL(/\/member\?page=securityCenter$/);

  const mobileItem = page.getByRole('region', { name: 'Mobile number' });
  const warning = page.getByRole('note').filter({ hasText: 'no mobile number or e-mail address' });
  await expect(warning).toBeVisible();
  await mobileItem.getByRole('button', { name: 'Add' }).click();
  const mobile = uniqueMobile();
  await mobileItem.getByRole('textbox', { name: 'Country code' }).fill('63');
  await mobileItem.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await mobileItem.getByLabel('Current login password', { exact: true }).fill(password);
  await mobileItem.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileItem.getByText(`Code sent to +63 •••• ${mobile.slice(-4)}.`)).toBeVisible();
  const sms = await newestMessage(request, `+63 ${mobile}`);
  expect(sms.body).toContain('to add this number to your account');
  await mobileItem.getByRole('textbox', { name: 'Verification code' }).fill(codeIn(sms.body));
  await screenshot(page, 'auth-bind-mobile');
  await mobileItem.getByRole('button', { name: 'Confirm' }).click();
  await expect(mobileItem).toContainText(`+63 •••• ${mobile.slice(-4)}`, { timeout: 20_000 });
  await expect(warning).toHaveCount(0);
  await logout(page);

  // That address came in unchecked: now that a factor exists, it is asked for like any new one.
  await submitLogin(page, username);
  const form = popup(page);
  await expect(form.getByRole('heading', { name: 'Verify it is you' })).toBeVisible({ timeout: 20_000 });
  const login = await newestMessage(request, `+63 ${mobile}`, sms.id);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(codeIn(login.body));
  await form.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(memberName(page)).toHaveText(username);
  await expect(dialog(page)).toHaveCount(0);

  // Which account this tab is signed in to stays plain at the narrowest phone width too (a link must
  // not be able to slip another account in unnoticed): the account button names it.
  await page.setViewportSize({ width: 360, height: 740 });
  const account = page.locator('.member-header__account');
  await expect(account).toBeVisible();
  await expect(account).toHaveAccessibleName(new RegExp(`^${username}\\b`));
  const shown = account.locator('.member-header__name');
  await expect(shown).toBeVisible();
  expect(
    (await shown.boundingBox())?.width ?? 0,
    'the name is on screen, not only in the tree',
  ).toBeGreaterThan(30);
  await page
    .locator('header')
    .first()
    .screenshot({ path: shotPath('auth-header-account', 360) });
  restoreSecondFactor?.();
  forgiveRefusedCalls(consoleErrors);
});
