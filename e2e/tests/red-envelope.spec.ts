import type { Page } from '@playwright/test';
import {
  expect,
  forgiveRefusedCalls,
  ops,
  popup,
  registerByName,
  screenshot,
  shotPath,
  test,
} from './fixtures';

/*
 * Issue 19's red envelope on the home page: the operator starts a round now, a signed-in member opens
 * the envelope, sees the amount and the header balance grow by it, and cannot open a second; a visitor
 * is asked to log in; an upcoming round is announced with a countdown. The draw's fairness and the
 * pool under parallel opens are proved in apps/server/test/red-envelope.test.ts.
 */

const password = 'Lucky2win26';
let serial = 0;
let roundId = '';

const uniqueName = (prefix: string) => {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
};
const banner = (page: Page) => page.getByRole('region', { name: /Red envelope|سرخ لفافہ/ });
const envelopeDialog = (page: Page) => page.locator('.envelope-dialog');

/**
 * Rounds the demo schedule has running (or, for the countdown, about to start), and this file's own,
 * end: each test starts its own. The demo's lunch round is 04:00 UTC, so a run near it sees it.
 */
function cancelRounds(states = ['running']) {
  const line = new RegExp(`^#(\\d+)\\s+(?:${states.join('|')})\\s`, 'gm');
  for (const [, id] of ops('envelope', 'list').matchAll(line)) ops('envelope', 'cancel', id!);
}

function startRound(...options: string[]) {
  cancelRounds();
  const created = ops('envelope', 'create', '--pool', '1000', '--envelopes', '50', '--min', '5', ...options);
  roundId = /^created: #(\d+)/.exec(created)![1]!;
}

test.afterEach(() => {
  if (roundId) ops('envelope', 'cancel', roundId);
  roundId = '';
});

/** Screenshots of the banner's screen at 360 px as well as the project's own width. */
async function shootNarrowToo(page: Page, name: string) {
  await screenshot(page, name);
  const size = page.viewportSize();
  if (!size || size.width !== 390) return;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: shotPath(name, 360) });
  await page.setViewportSize(size);
}

test('a member opens the round’s envelope on the home page, the balance grows by it, and a second is refused', async ({
  page,
  consoleErrors,
}) => {
  startRound('--multiple', '3');
  await registerByName(page, uniqueName('env'), password);
  await page.goto('/');
  const strip = banner(page);
  await expect(strip.getByText('Live')).toBeVisible();
  await expect(strip.getByText(/^Round ends in \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(strip).toContainText('₱ 1,000.00');
  await shootNarrowToo(page, 'red-envelope-live');

  await strip.getByRole('button', { name: 'Open your red envelope' }).click();
  const dialog = envelopeDialog(page);
  await expect(dialog.getByText('Tap the seal to see what is inside.')).toBeVisible();
  await shootNarrowToo(page, 'red-envelope-sealed');
  await dialog.getByRole('button', { name: 'Break the seal and open the envelope' }).click();
  await expect(dialog.getByText(/^You got ₱ [\d,.]+ this round$/)).toBeVisible();
  const amount = (await dialog.locator('.envelope__amount').innerText()).replace(/[^\d.]/g, '');
  expect(Number(amount)).toBeGreaterThanOrEqual(5);
  await expect(dialog.getByText(`Wager ₱ ${(Number(amount) * 3).toFixed(2)} to withdraw it`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await shootNarrowToo(page, 'red-envelope-opened');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('balance-amount')).toHaveText(Number(amount).toFixed(2));
  await expect(strip.getByText(`You got ₱ ${Number(amount).toFixed(2)} this round`)).toBeVisible();
  await expect(strip.getByRole('button')).toHaveCount(0);

  // A second open, asked for directly, is refused and pays nothing.
  const second = await page.evaluate(async (id) => {
    const response = await fetch('/wps/relay/MCS2_openRedEnvelope', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
      },
      body: JSON.stringify({ roundId: Number(id), requestId: crypto.randomUUID() }),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, roundId);
  expect(second).toEqual({
    status: 409,
    body: expect.objectContaining({ message: 'envelope_already_opened' }),
  });
  forgiveRefusedCalls(consoleErrors);

  // The bonus it was paid as is in bonus details, with its wagering.
  await strip.getByRole('link', { name: 'Bonus details' }).click();
  await expect(page.getByText(`Red envelope #${roundId}`)).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(Number(amount).toFixed(2));
  await shootNarrowToo(page, 'red-envelope-bonus-details');
});

test('a visitor is asked to log in to open an envelope', async ({ page }) => {
  startRound();
  await page.goto('/');
  const strip = banner(page);
  await strip.getByRole('button', { name: 'Log in to open yours' }).click();
  await expect(
    popup(page)
      .getByRole('button', { name: /^Log in$|^Sign in$/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await shootNarrowToo(page, 'red-envelope-visitor');
});

test('the next round is announced with a countdown', async ({ page }) => {
  cancelRounds(['running', 'upcoming']);
  const starts = new Date(Date.now() + (2 * 3600 + 5 * 60) * 1000).toISOString();
  startRound('--starts', starts);
  await page.goto('/');
  const strip = banner(page);
  await expect(strip.getByText(/^Next round starts in 02:0\d:\d\d$/)).toBeVisible();
  await expect(strip.getByRole('button')).toHaveCount(0);
  await shootNarrowToo(page, 'red-envelope-upcoming');
});

test('the red envelope reads right to left in Urdu', async ({ page }) => {
  startRound('--multiple', '3');
  await registerByName(page, uniqueName('enu'), password);
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const strip = banner(page);
  await expect(strip.getByRole('button', { name: 'اپنا سرخ لفافہ کھولیں' })).toBeVisible();
  await shootNarrowToo(page, 'red-envelope-live-ur');
  await strip.getByRole('button', { name: 'اپنا سرخ لفافہ کھولیں' }).click();
  await envelopeDialog(page).getByRole('button', { name: 'مہر توڑ کر لفافہ کھولیں' }).click();
  await expect(envelopeDialog(page).getByText(/اس راؤنڈ میں آپ کو/)).toBeVisible();
  await shootNarrowToo(page, 'red-envelope-opened-ur');
});
