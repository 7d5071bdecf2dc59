import type { Browser, Page } from '@playwright/test';
import { expect, popup, registerByName, screenshot, test } from './fixtures';

/*
 * Issue 19's invite friends end to end (decision 0246): a member opens the referral page and copies
 * nothing by hand: the friend, in a browser of their own, opens the member's invitation link, registers
 * with the code it prefills, deposits 1,000 and rolls the dice for 1,000 (the demo rule: a deposit of
 * 300 and 1,000 wagered within 14 days), and claims their welcome reward; the member sees the friend
 * qualified and claims the referrer's reward. The arithmetic and the limits are proved in
 * apps/server/test/referral.test.ts.
 */

const password = 'Lucky2win26';
let serial = 0;

const uniqueName = (prefix: string) => {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
};
const headerBalance = (page: Page) => page.getByTestId('balance-amount');

async function deposit(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  const form = page.locator('form.pay-form');
  await form.getByText('GCash', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'paid');
}

/** One dice roll of `bet` in the in-house game, launched as the site launches it. */
async function rollDice(page: Page, bet: string) {
  const url = await page.evaluate(async () => {
    const response = await fetch('/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
      },
      body: JSON.stringify({ language: 'EN', vassalage: 'BGS', gameCode: 'dice' }),
    });
    return ((await response.json()) as { value: { url: string } }).value.url;
  });
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Bet' }).fill(bet);
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/provider/bgs/dice/roll') && r.ok()),
    page.getByTestId('roll').click(),
  ]);
  await expect(page.getByTestId('dice-history').getByRole('listitem')).toHaveCount(1);
}

/** The page as phones of 360 px draw it too, when the test runs at phone width. */
async function screenshotAlsoNarrow(page: Page, name: string) {
  await screenshot(page, name);
  const viewport = page.viewportSize()!;
  if (viewport.width >= 600) return;
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/** A second visitor: a browser context of their own, as the page fixture sets one up. */
async function friendPage(browser: Browser, baseURL: string | undefined, page: Page) {
  const viewport = page.viewportSize()!;
  const phone = viewport.width < 600;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: phone,
    hasTouch: phone,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    sessionStorage.setItem('anonymousPopupClosed', '1');
    sessionStorage.setItem('userPopupClosed', '1');
  });
  return context.newPage();
}

test('a friend who registers through the invitation link and deposits earns the referrer their reward', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const referrer = uniqueName('ref');
  await registerByName(page, referrer, password);
  await page.goto('/member?page=referral');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Invite friends, earn ₱ 188.00 each' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByText('No friends yet.', { exact: false })).toBeVisible();
  const link = (await page.locator('.referral-copy__value').first().textContent())!;
  expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]+$/);
  await screenshotAlsoNarrow(page, 'referral-start');

  const friend = await friendPage(browser, baseURL, page);
  const friendName = uniqueName('frd');
  await friend.goto(link);
  const form = popup(friend);
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(link.split('=')[1]!);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(friendName);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: /I am 18 years old/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });

  await page.reload();
  const friends = page.getByRole('region', { name: 'Your friends' });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(friends.getByRole('listitem')).toContainText('Registered');

  await deposit(friend, '1000');
  await rollDice(friend, '1000');
  await friend.goto('/member?page=referral');
  const own = friend.getByRole('region', { name: 'Your invitation' });
  await expect(own).toContainText('Qualified');
  await own.getByRole('button', { name: 'Claim' }).click();
  await expect(friend.getByText(/₱ 188\.00 reward added to your wallet/)).toBeVisible();
  await expect(own).toContainText('Paid');
  await friend.context().close();

  await page.reload();
  const row = friends.getByRole('listitem');
  await expect(row).toContainText('Qualified');
  await expect(row).toContainText('₱ 188.00');
  const before = Number((await headerBalance(page).textContent())!.replace(/,/g, ''));
  await screenshotAlsoNarrow(page, 'referral-qualified');
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(/₱ 188\.00 reward added to your wallet/)).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(page.locator('.referral-totals__earned')).toContainText('₱ 188.00');
  await expect(headerBalance(page)).toHaveText((before + 188).toFixed(2));

  // The side menu's invite-friends entry leads here.
  const menu = page.getByRole('complementary', { name: 'Menu' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Invite friends', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the invite-friends page reads right to left in Urdu', async ({ page }) => {
  await registerByName(page, uniqueName('rur'), password);
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/member?page=referral');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: /دوستوں کو مدعو کریں/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'آپ کے دعوتی لنک کا QR کوڈ' })).toBeVisible();
  await screenshotAlsoNarrow(page, 'referral-ur');
});
