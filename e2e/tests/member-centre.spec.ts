import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, ops, screenshot, test } from './fixtures';

/*
 * The member centre (product §2 'Member centre menu') with its default page, My account: the profile of
 * a demo player and the authenticator-app enrolment, confirmed with a code computed here from the
 * key the page shows. Both projects share one server, so the second finds the app already on and
 * sets it up again, as a member moving to a new phone would.
 */

const account = 'player01';
const password = 'Play2win26';

/** RFC 4648 base32, as authenticator apps read keys. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238: HMAC-SHA-1 over the 30-second step, dynamic truncation, 6 digits. */
function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
}

/** Nothing sticks out sideways: the menu's chip row scrolls inside itself on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Member centre menu' });
const totpSection = (page: Page) => page.getByRole('region', { name: 'Authenticator app' });

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; this journey is about the member centre.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
});

test('My account shows the profile, and the authenticator app is turned on with a computed code', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member');

  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Player One' });
  await expect(profile).toContainText(account);
  await expect(profile.getByText('Not set').first()).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^My account/);
  await expectNoSidewaysScroll(page);

  const section = totpSection(page);
  const status = section.getByText(/^(On|Off)$/);
  await expect(status).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'member-centre');

  if ((await status.textContent()) === 'On') {
    await section.getByRole('button', { name: 'Set up on a new phone' }).click();
  }
  const key = section.getByTestId('totp-secret');
  await expect(key).toBeVisible();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await screenshot(page, 'member-centre-totp-setup');

  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByRole('textbox', { name: 'Verification code' }).fill(totp(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  await expect(section.getByText('The authenticator app is on for your account.')).toBeVisible();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('The authenticator app is now on.')).toBeVisible();
  await expect(section.getByTestId('totp-secret')).toHaveCount(0);
  await screenshot(page, 'member-centre-totp-on');

  // The state comes from the server: a fresh page still says it is on.
  await page.reload();
  await expect(totpSection(page).getByText('On', { exact: true })).toBeVisible();
});

test('a wrong code is refused with the server message', async ({ page, consoleErrors }) => {
  await logIn(page);
  await page.goto('/member?page=securityCenter');
  const section = totpSection(page);
  await expect(section.getByText(/^(On|Off)$/)).toBeVisible();
  if (await section.getByRole('button', { name: 'Set up on a new phone' }).isVisible()) {
    await section.getByRole('button', { name: 'Set up on a new phone' }).click();
  }
  const key = section.getByTestId('totp-secret');
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  const wrong = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await section.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('alert')).not.toBeEmpty();
  await screenshot(page, 'member-centre-totp-wrong');
  // The refusal (400) is logged by Chromium as a console error.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 400/.test(e)));
});

test('the member centre in Urdu reads right to left', async ({ page }) => {
  await logIn(page);
  // The language is read at start-up from local storage (product §1: lang).
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/member');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'میرا اکاؤنٹ' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'member-centre-ur');
});
