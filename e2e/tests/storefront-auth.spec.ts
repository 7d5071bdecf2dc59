import type { Page } from '@playwright/test';
import { expect, forgiveRefusedCalls, ops, popup, registerByName, screenshot, test } from './fixtures';

/*
 * Issue 16, sign-in and registration as a player meets them on a phone: a trial account told what
 * to do, problems shown where they are, the captcha shown before it is asked for, and no greeting
 * popup after a logout.
 */

const password = 'Lucky2win26';
const dialog = (page: Page) => page.locator('.modal-cover--dialog [role="dialog"]');
const loginButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Log in' });

let serial = 0;
function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
}

async function logout(page: Page) {
  // By keyboard: the header's own layout at phone width is another journey's subject.
  await page.locator('.member-header__account').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Log out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.member-header')).toHaveCount(0);
}

/** A bare key (in_need_true_account, serverMessage.x) on screen means a missing translation. */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(in_need_true_account|in_increase_submit|[a-z]+\.[a-z]+[A-Z_]\w*)\b/);
}

/** Waits for the answer too: each try solves the proof-of-work challenge first, slow on a busy machine. */
async function tryLogin(page: Page, username: string, secret: string) {
  const form = popup(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(secret);
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'), { timeout: 30_000 });
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await answer;
}

test.beforeAll(() => {
  // Logins from a new address may ask for a second factor; these journeys are about the first step.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
});

test('a trial player opening member pages by address is told why, in words, and can register', async ({
  page,
}) => {
  await page.goto('/login');
  await popup(page).getByRole('button', { name: 'Free play' }).click();
  await expect(popup(page)).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('.member-header__tag')).toHaveText('Trial');

  for (const path of ['/lottery', '/agentHome', '/member']) {
    await page.goto(path);
    const notice = dialog(page);
    await expect(notice.getByRole('heading', { name: 'Create your account to continue' })).toBeVisible();
    await expect(notice).toContainText('You are playing with a trial account');
    await expectNoRawKeys(page);
    if (path !== '/member') await notice.getByRole('button', { name: 'Not now' }).click();
  }
  await screenshot(page, 'storefront-trial-notice');
  await dialog(page).getByRole('button', { name: 'Register' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(popup(page).getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
});

test('the register popup brings its first problem into view and focuses it', async ({ page }) => {
  await page.goto('/register');
  const form = popup(page);
  await expect(form).toBeVisible();
  await form.getByRole('checkbox', { name: /I am 18 years old/ }).check();
  const submit = form.getByRole('button', { name: 'Create account' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const username = form.getByRole('textbox', { name: 'Username', exact: true });
  await expect(username).toBeFocused();
  await expect(username).toBeInViewport();
  await expect(form.getByRole('alert').first()).toContainText('This field cannot be empty');

  // Only a mismatch left: the confirmation is the one shown.
  await username.fill(uniqueName('reg'));
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill('Other2win26');
  await submit.click();
  const confirm = form.getByLabel('Confirm password', { exact: true });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(form.getByText('The passwords do not match')).toBeVisible();
  await screenshot(page, 'storefront-register-first-problem');
});

test('a wrong password is told inline; the captcha shows before the server asks for it', async ({
  page,
  consoleErrors,
}) => {
  // Six logins, each with its proof-of-work challenge.
  test.slow();
  const username = uniqueName('inl');
  await registerByName(page, username, password);
  await logout(page);

  await loginButton(page).click();
  const form = popup(page);
  await tryLogin(page, username, 'Wrong2win26');
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('Wrong username or password.');
  await expect(dialog(page)).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  await screenshot(page, 'storefront-login-inline-error');

  // The third wrong password in a row: the server says the next try needs the captcha.
  await tryLogin(page, username, 'Wrong2win27');
  await tryLogin(page, username, 'Wrong2win28');
  const captcha = form.getByRole('textbox', { name: 'Captcha' });
  await expect(captcha).toBeVisible();
  await expect(alert).toHaveText('Wrong username or password.');
  await expect(dialog(page)).toHaveCount(0);

  // Closed and opened again, the popup keeps the field.
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();
  await loginButton(page).click();
  await expect(popup(page).getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await expect(
    popup(page).getByRole('button', { name: 'Show a new captcha image' }).locator('img'),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);

  // A reload keeps the field too (decision 0249): it is there before the server asks again.
  await page.goto('/login');
  await expect(popup(page).getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await screenshot(page, 'storefront-login-captcha-after-reload');

  // A tab that never saw the count (another tab, another device): the right password then brings the
  // field, explained and focused, instead of a "please enter the captcha" with nowhere to enter it.
  await page.evaluate(() => sessionStorage.removeItem('loginCaptcha'));
  await page.goto('/login');
  await expect(popup(page).getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(popup(page).getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  await tryLogin(page, username, password);
  const field = popup(page).getByRole('textbox', { name: 'Captcha' });
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(popup(page)).toContainText('For your security, type the characters in the picture');
  await expect(dialog(page)).toHaveCount(0);
  await screenshot(page, 'storefront-login-captcha-asked');

  // A wrong answer is told on the field, with a new picture to read.
  await field.fill('ZZZZ');
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'), { timeout: 30_000 });
  await popup(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await answer;
  await expect(popup(page)).toContainText('Those characters do not match the picture');
  await expect(dialog(page)).toHaveCount(0);
  forgiveRefusedCalls(consoleErrors);
});

test('the agent login and free play tell a refusal inline, not in a dialog over the form', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/agent');
  const agentForm = page.getByRole('form', { name: 'Agent login' });
  await agentForm.getByRole('textbox', { name: 'Username', exact: true }).fill(uniqueName('agt'));
  await agentForm.getByLabel('Password', { exact: true }).fill('Wrong2win26');
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'), { timeout: 30_000 });
  await agentForm.getByRole('button', { name: 'Sign in' }).click();
  await answer;
  await expect(agentForm.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(dialog(page)).toHaveCount(0);
  await screenshot(page, 'storefront-agent-login-inline-error');

  // The server refusing a trial account (here: too many asked from this address).
  await page.route('**/wps/session/login/freeplay', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, value: null, message: 'too_many_requests' }),
    }),
  );
  await page.goto('/login');
  await popup(page).getByRole('button', { name: 'Free play' }).click();
  await expect(popup(page).getByRole('alert')).toHaveText(
    'Too many requests. Please wait a moment and try again.',
  );
  await expect(dialog(page)).toHaveCount(0);
  await screenshot(page, 'storefront-free-play-inline-error');
  forgiveRefusedCalls(consoleErrors);
});

test.describe('the guest greeting popup', () => {
  test.use({ publicPopup: true });

  test('does not come back after a logout, nor after a reload that follows', async ({ page }) => {
    await page.goto('/');
    const greeting = page.getByRole('dialog');
    await expect(greeting).toContainText('Register today');
    await page.keyboard.press('Escape');
    await expect(greeting).toHaveCount(0);

    await loginButton(page).click();
    await tryLogin(page, 'demo', 'Play2win26');
    await expect(page.locator('.member-header__name')).toHaveText(/demo/i, { timeout: 20_000 });
    await logout(page);
    await expect(loginButton(page)).toBeVisible();
    // The greeting would open within a moment of the guest home page.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(loginButton(page)).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
