import type { Locator, Page } from '@playwright/test';
import { anyWidth, expect, forgiveRefusedCalls, ops, shotPath, test } from './fixtures';

/*
 * The lottery views (issue 5): a visitor is sent to log in; a member finds every lottery type in the
 * lobby, opens a game from the catalogue, places a ticket on the open draw of the one-minute game
 * (fast3: draws every minute, betting closes 10 s before), and after the draw sees it settled with the
 * exact payout, the header balance having moved by payout − stake; the draw then verifies in the
 * browser, and the lobby's Recent row lists the game. Refusals (stake limits, slip size, not enough
 * money, a closed draw) say what is wrong; the maximum win per bet shows with the stake limits. A
 * game the operator suspends (`ops lottery suspend`) leaves the lobby and refuses tickets until resumed.
 * Both projects share one server and one member, so money checks are relative to the balance found.
 * Screenshots go to e2e/screenshots (fixtures' shotsDir).
 */

const account = 'demo';
const password = 'Play2win26';

/** A screenshot per viewport width once animations are over; a dialog is taken as the screen shows it. */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  // Spinners run forever: only animations that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: shotPath(`lottery-${name}`, page.viewportSize()?.width ?? 0), fullPage });
}

/** "₱1,234.50" → 123450 (minor units). */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function amountOf(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  return minor((await locator.textContent()) ?? '');
}

/** "₱19.40" for 1940, as the site writes amounts in English. */
const peso = (minorUnits: number) =>
  `₱${(minorUnits / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
}

/** Seconds left on the open draw's countdown (mm:ss). */
async function secondsToClose(page: Page): Promise<number> {
  const text = (await page.getByTestId('close-countdown').textContent()) ?? '00:00';
  const [minutes = 0, seconds = 0] = text.split(':').map(Number);
  return minutes * 60 + seconds;
}

/** Waits, if needed, for a draw with enough betting time left to place a ticket without a race. */
async function freshDraw(page: Page, atLeastSeconds = 20): Promise<string> {
  await expect(page.getByTestId('close-countdown')).toHaveText(/\d\d:\d\d/);
  const numero = (await page.getByTestId('open-numero').textContent()) ?? '';
  if ((await secondsToClose(page)) >= atLeastSeconds) return numero;
  await expect(page.getByTestId('open-numero')).not.toHaveText(numero, { timeout: 40_000 });
  return (await page.getByTestId('open-numero').textContent()) ?? '';
}

/** A game's card among the games by type (the member's Recent row above may list it too). */
const lobbyGame = (page: Page, name: RegExp) => page.locator('.lotto-section').getByRole('link', { name });

async function openFast3(page: Page) {
  await page.goto('/lottery?gameCode=fast3');
  await expect(page.getByRole('heading', { level: 1, name: 'Fast Five Digits' })).toBeVisible();
}

/** Puts the Sum Big/Small bets (BIG and/or SMALL) on the slip at the stake typed. */
async function slipSumBets(page: Page, stake: string, choices: ('Big' | 'Small')[]) {
  await page.getByRole('tab', { name: /Sum Big\/Small/ }).click();
  for (const choice of choices) await page.getByRole('button', { name: choice, exact: true }).click();
  await page.getByLabel('Stake per bet').fill(stake);
  await page.getByRole('button', { name: 'Add to slip' }).click();
}

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; this journey is about the lottery.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
  ops('credit', account, '1000', '--memo', 'e2e lottery');
});

test('a visitor opening a lottery view is sent to log in', async ({ page }) => {
  for (const url of ['/lottery?gameCode=fast3', '/vnLottery', '/seaLottery?gameCode=thai']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  }
});

test('the lobby lists every lottery type with each game’s next draw; the areas list their own', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  // No side menu on the lottery pages (product §2).
  await expect(page.locator('#side-menu')).toHaveCount(0);
  for (const [name, code] of [
    ['Quick Draws', 'SSC'],
    ['11 Choose 5', '11X5'],
    ['PK10 Racing', 'PK10'],
    ['Mark Six', 'LHC'],
    ['Daily Draws', 'LF'],
  ] as const) {
    const section = page.getByRole('region', { name });
    await expect(section.getByText(code, { exact: true })).toBeVisible();
    await expect(section.getByRole('timer').first()).toHaveText(/^\d\d:\d\d$/);
  }
  const fast = lobbyGame(page, /Fast Five Digits/);
  await expect(fast).toContainText('Every 1 min');
  // The portrait (3:4) game art is shown whole: its box has the picture's own shape.
  const art = fast.locator('.lotto-card__art');
  await expect(art.locator('img')).toHaveJSProperty('complete', true);
  const [box, picture] = await art.evaluate((el) => {
    const img = el.querySelector('img')!;
    return [el.clientWidth / el.clientHeight, img.naturalWidth / img.naturalHeight];
  });
  expect(box).toBeCloseTo(picture, 2);
  expect(picture).toBeCloseTo(3 / 4, 2);
  await shot(page, 'lobby');

  // A type filter narrows the lobby to one type.
  await page.getByRole('button', { name: 'Mark Six', exact: true }).click();
  await expect(page.locator('.lotto-section')).toHaveCount(1);
  await expect(lobbyGame(page, /Keno Express/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Lottery areas' })
    .getByRole('link', { name: 'Vietnam lottery' })
    .click();
  await expect(page).toHaveURL(/\/vnLottery$/);
  await expect(lobbyGame(page, /Northern Lottery/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Fast Five Digits/ })).toHaveCount(0);
  await page.goto('/seaLottery');
  await expect(lobbyGame(page, /Thai Lottery/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Northern Lottery/ })).toHaveCount(0);
  await shot(page, 'sea-lobby');
  await lobbyGame(page, /Thai Lottery/).click();
  await expect(page).toHaveURL(/\/seaLottery\?gameCode=thai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thai Lottery' })).toBeVisible();
});

test('a lottery game from the game lists opens its lottery view', async ({ page }) => {
  await logIn(page);
  await page.goto('/elott');
  await page
    .getByRole('button', { name: /Keno Express/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=keno-express$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Keno Express' })).toBeVisible();
  // Mark Six: seven balls, the special set apart, with its colour bets.
  await page.getByRole('tab', { name: /Special colour/ }).click();
  await expect(page.getByRole('button', { name: /Red/ })).toBeVisible();
  await shot(page, 'mark-six');
});

test(
  'a bet is settled after its draw: exact payout, and the balance moves by payout − stake',
  anyWidth,
  async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await page.goto('/lottery');
    await lobbyGame(page, /Fast Five Digits/).click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=fast3$/);
    await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const header = page.getByTestId('balance-amount');
    const before = await amountOf(header);

    // BIG and SMALL on the sum: exactly one wins, at 1.94 (floor(1000 × 1.94) = 1940).
    const numero = await freshDraw(page);
    await slipSumBets(page, '10', ['Big', 'Small']);
    await expect(page.getByTestId('slip-total')).toHaveText('₱20.00');
    await shot(page, 'slip');
    await page.getByRole('button', { name: 'Place bets' }).click();
    const notice = page.getByTestId('slip-notice');
    await expect(notice).toContainText(`Bets placed on draw ${numero} for ₱20.00`);
    await expect(header).toHaveText(peso(before - 2000).slice(1));

    await page.getByRole('tab', { name: 'My bets' }).click();
    // This ticket's bets (the other project's member is the same one, with bets of its own).
    const bets = page.getByTestId('my-bet').filter({ hasText: numero });
    await expect(bets).toHaveCount(2);
    await expect(bets.getByTestId('bet-status')).toHaveText(['Awaiting draw', 'Awaiting draw']);

    // After the draw (at most a minute away) the bets settle without a reload.
    await expect(bets).toHaveCount(0, { timeout: 90_000 });
    await page.getByRole('button', { name: /^Settled/ }).click();
    await expect(bets).toHaveCount(2);
    const statuses = await bets.getByTestId('bet-status').allTextContents();
    expect(statuses.sort()).toEqual(['Lost', 'Won']);
    const won = bets.filter({ has: page.getByTestId('bet-status').getByText('Won') });
    const lost = bets.filter({ has: page.getByTestId('bet-status').getByText('Lost') });
    await expect(won.getByTestId('bet-payout')).toHaveText('₱19.40');
    await expect(lost.getByTestId('bet-payout')).toHaveText('₱0.00');
    // payout − stake = 1940 − 2000: the header follows (pushed by the balance socket).
    await expect(header).toHaveText(peso(before - 2000 + 1940).slice(1));
    await shot(page, 'settled');

    // The draw is listed with its seed, and verifies in the browser.
    await page.getByRole('tab', { name: 'Recent draws' }).click();
    await page.getByRole('button', { name: `Verify draw ${numero}` }).click();
    const dialog = page.getByRole('dialog', { name: `Verify draw ${numero}` });
    await expect(dialog.getByText('Verified in your browser: this draw is fair.')).toBeVisible();
    await expect(dialog.getByText('SHA-256 of the seed equals the committed hash')).toBeVisible();
    await shot(page, 'verify', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Back in the lobby, the Recent row at its top has the game just played, and takes the keyboard.
    await page.getByRole('link', { name: 'All lotteries' }).first().click();
    await expect(page).toHaveURL(/\/lottery$/);
    const recent = page.getByRole('region', { name: 'Recently played' });
    const played = recent.getByRole('link', { name: /Fast Five Digits/ });
    await expect(played).toBeVisible();
    await played.focus();
    await expect(played).toBeFocused();
    await shot(page, 'recent');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lottery\?gameCode=fast3$/);
  },
);

test('refusals say what is wrong: stake limits, slip size, not enough money, a closed draw', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await openFast3(page);
  const stakeError = page.getByRole('alert').filter({ hasText: /stake is/ });

  // The limits under the stake: per bet, and the most one bet may win.
  await expect(page.getByText('Maximum win ₱1,000,000.00 per bet')).toBeVisible();
  await slipSumBets(page, '0.50', ['Big']);
  await expect(stakeError).toHaveText('The minimum stake is ₱1.00.');
  await page.getByLabel('Stake per bet').fill('10000.01');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(stakeError).toHaveText('The maximum stake is ₱10,000.00.');

  // Nothing marked: nothing to add.
  await page.getByRole('tab', { name: /Digit by position/ }).click();
  await page.getByLabel('Stake per bet').fill('1');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Make a selection first.' })).toBeVisible();

  // 25 digits (five per position) would pass the ticket's 20 bets: none is added.
  for (const position of [1, 2, 3, 4, 5]) {
    await page.getByRole('button', { name: `Position ${position}: Small` }).click();
  }
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A ticket holds at most 20 bets.' })).toBeVisible();
  await expect(page.getByText('Your slip is empty.', { exact: false })).toBeVisible();

  // More than the wallet holds: the server refuses the ticket, and the page says with what balance.
  const balance = await amountOf(page.getByTestId('balance-amount'));
  expect(balance).toBeLessThan(1_000_000);
  await page.getByRole('button', { name: 'Position 1: Clear' }).click();
  for (const position of [2, 3, 4, 5])
    await page.getByRole('button', { name: `Position ${position}: Clear` }).click();
  await page
    .getByRole('group', { name: 'Position 1' })
    .getByRole('button', { name: '7', exact: true })
    .click();
  await page.getByLabel('Stake per bet').fill('10000');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await freshDraw(page, 15);
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByTestId('slip-notice')).toHaveText(
    `Not enough money for this ticket: it needs ₱10,000.00 and your balance is ${peso(balance)}.`,
  );
  await shot(page, 'refused');

  // A ticket naming a draw whose betting has closed (a page left open too long) is refused by the
  // server; the slip stays for the next draw.
  await page.getByRole('button', { name: /^Remove/ }).click();
  await slipSumBets(page, '1', ['Big']);
  await page.route('**/lotto/lgw/bets', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { numero: string };
    const [day = '', n = '0'] = body.numero.split('-');
    const stale = `${day}-${String(Number(n) - 1).padStart(4, '0')}`;
    await route.continue({ postData: JSON.stringify({ ...body, numero: stale }) });
  });
  await freshDraw(page, 15);
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByTestId('slip-notice')).toHaveText(
    'Betting on this draw has closed. Place your bets on the next draw. Your slip is kept: place it on the next draw.',
  );
  await expect(page.getByTestId('slip-total')).toHaveText('₱1.00');
  await page.unroute('**/lotto/lgw/bets');
  forgiveRefusedCalls(consoleErrors);
});

test('an operator suspends a game: it leaves the lobby and takes no bets; resumed, it is back', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  // Through the running server's operator API, as an operator would.
  expect(ops('lottery', 'suspend', 'pick3')).toContain('pick3 suspended');
  try {
    expect(ops('lottery', 'games')).toMatch(/^pick3\s+TCG\s+LF\s+10 min\s+suspended\s+/m);
    await page.goto('/lottery');
    await expect(lobbyGame(page, /Lucky 5D/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Pick 3/ })).toHaveCount(0);

    // A page left open on it: the draws still show, a ticket is refused and says why.
    await page.goto('/lottery?gameCode=pick3');
    await expect(page.getByRole('heading', { level: 1, name: 'Pick 3' })).toBeVisible();
    await freshDraw(page, 15);
    await slipSumBets(page, '1', ['Big']);
    const balance = await amountOf(page.getByTestId('balance-amount'));
    await page.getByRole('button', { name: 'Place bets' }).click();
    await expect(page.getByTestId('slip-notice')).toHaveText(
      'Betting on this lottery game is suspended for now. Please try another game.',
    );
    expect(await amountOf(page.getByTestId('balance-amount'))).toBe(balance);
  } finally {
    ops('lottery', 'resume', 'pick3');
  }
  await page.goto('/lottery');
  await expect(lobbyGame(page, /Pick 3/)).toBeVisible();
  forgiveRefusedCalls(consoleErrors);
});
