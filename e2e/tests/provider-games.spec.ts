import type { FrameLocator, Locator, Page } from '@playwright/test';
import { anyWidth, expect, forgiveRefusedCalls, ops, shotPath, test } from './fixtures';

/*
 * The game provider's pages (issue 5): a member logs in on the site, launches games through the
 * launch API with that session, and plays them. Lucky Lines runs in a frame of the site, as the
 * /seamless view shows it; a spin moves the page's balance and the member's wallet by exactly
 * payout − stake and is listed with its fairness data. Dice rolls; Mines starts, reveals with the
 * keyboard, survives a reload and cashes out; a seed rotation reveals the server seed, which the
 * verify page checks in the browser and on the server; a vendor's game runs on the emulator; a bad
 * token shows the relaunch screen. Both projects share one server and one member, so every money
 * check is relative to the balance found. Screenshots of every page go to
 * e2e/screenshots (fixtures' shotsDir).
 */

const account = 'demo';
const password = 'Play2win26';

/** A screenshot per viewport width; a game in the site's frame fills the screen, so that is what is taken. */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: shotPath(name, page.viewportSize()?.width ?? 0), fullPage });
}

/** "₱1,234.50" → 123450 (minor units). */
function minor(text: string): number {
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

async function amountOf(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  return minor((await locator.textContent()) ?? '');
}

async function logIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
}

/** The launch API, called with the session the site's own login started; answers the game's address. */
async function launch(page: Page, body: Record<string, string>): Promise<string> {
  const answer = await page.evaluate(async (request) => {
    const response = await fetch('/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
      },
      body: JSON.stringify({ language: 'EN', ...request }),
    });
    return (await response.json()) as { success: boolean; value: { url: string } };
  }, body);
  expect(answer.success).toBe(true);
  return answer.value.url;
}

/** The member's main wallet as the platform keeps it. */
async function walletBalance(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/wps/v2/wallets', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` },
    });
    return ((await response.json()) as { value: { balance: number } }).value.balance;
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; this journey is about the games.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
  ops('credit', account, '2000', '--memo', 'e2e provider games');
});

test('Lucky Lines in the site frame: a spin moves both balances by payout − stake and is listed', async ({
  page,
}) => {
  await logIn(page);
  // The site's own game view: it calls the launch API with the page's session and frames the answer.
  const [launched] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/wps/relay/GCS_gameLaunchFB')),
    page.goto('/seamless?nodeId=bgs-slot'),
  ]);
  const url = ((await launched.json()) as { value: { url: string } }).value.url;
  expect(url).toMatch(/^\/provider\/play\/BGS\/slot\?token=/);
  await expect(page.locator('.seamless__frame')).toHaveAttribute('src', url);
  const game: FrameLocator = page.frameLocator('.seamless__frame');
  const balance = game.getByTestId('balance');
  const before = await amountOf(balance);
  const walletBefore = await walletBalance(page);
  expect(walletBefore).toBe(before);
  await expect(game.getByRole('heading', { name: 'Lucky Lines' })).toBeVisible();
  await expect(game.getByTestId('stake')).toHaveText('₱2.00');
  await shot(page, 'slot', { fullPage: false });

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/provider/bgs/slot/spin')),
    game.getByRole('button', { name: 'Spin' }).click(),
  ]);
  const spin = (
    (await response.json()) as { value: { roundId: string; stake: number; payout: number; balance: number } }
  ).value;
  expect(spin.stake).toBe(200);
  await expect(balance).toHaveText(
    `₱${((before - spin.stake + spin.payout) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    {
      timeout: 15_000,
    },
  );
  expect(await amountOf(balance)).toBe(before - spin.stake + spin.payout);
  expect(await walletBalance(page)).toBe(walletBefore - spin.stake + spin.payout);
  await expect(game.getByTestId('win-line')).not.toHaveText('Good luck!');
  await shot(page, 'slot-result', { fullPage: false });

  await game.getByRole('button', { name: 'My bets' }).click();
  const history = game.getByRole('dialog', { name: 'My bets' });
  await expect(history.locator(`[data-round-id="${spin.roundId}"]`)).toBeVisible();
  await shot(page, 'slot-history', { fullPage: false });
  await history.getByRole('button', { name: 'Close' }).click();

  await game.getByRole('button', { name: 'Rules' }).click();
  const rules = game.getByRole('dialog', { name: 'Lucky Lines: paytable and rules' });
  await expect(rules.getByText('The 20 paylines')).toBeVisible();
  await shot(page, 'slot-rules', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
});

/** Moves the whole main balance to or from a vendor wallet, so the games see an empty (or full) wallet. */
async function moveAll(page: Page, direction: 'in' | 'out') {
  const answer = await page.evaluate(async (dir) => {
    const response = await fetch('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
      },
      body: JSON.stringify({ requestId: crypto.randomUUID(), vassalage: 'PG', direction: dir, all: true }),
    });
    return (await response.json()) as { success: boolean };
  }, direction);
  expect(answer.success).toBe(true);
}

test('Lucky Lines on its own page: not enough money is said with the balance, and nothing is played', async ({
  page,
  consoleErrors,
}) => {
  await logIn(page);
  await page.goto(await launch(page, { vassalage: 'BGS', gameCode: 'slot' }));
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/\d/);
  await expectNoSidewaysScroll(page);
  const raise = page.getByRole('button', { name: 'Raise the bet' });
  while (await raise.isEnabled()) await raise.click();
  await expect(page.getByTestId('stake')).toHaveText('₱100.00');

  // The wallet empties behind the page's back (the same tab's session moves it to a vendor wallet).
  await moveAll(page, 'in');
  try {
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/provider/bgs/slot/spin')),
      page.getByRole('button', { name: 'Spin' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    const notice = page.getByTestId('not-enough');
    await expect(notice).toHaveText(
      'Not enough money for a ₱100.00 bet: your balance is ₱0.00. Lower the bet or add funds in the lobby.',
    );
    await expect(balance).toHaveText('₱0.00');
    await expect(page.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
    await shot(page, 'slot-not-enough');
    // After a reload the page says so at once.
    await page.reload();
    await expect(page.getByTestId('not-enough')).toContainText('your balance is ₱0.00');
  } finally {
    await moveAll(page, 'out');
  }
  forgiveRefusedCalls(consoleErrors);
});

test('Lucky Lines autoplay plays the chosen number of spins, then stops', anyWidth, async ({ page }) => {
  await logIn(page);
  await page.goto(await launch(page, { vassalage: 'BGS', gameCode: 'slot' }));
  const balance = page.getByTestId('balance');
  const before = await amountOf(balance);
  const spins: Array<{ stake: number; payout: number; balance: number }> = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/provider/bgs/slot/spin'))
      spins.push(((await response.json()) as { value: (typeof spins)[number] }).value);
  });
  await page.getByRole('button', { name: 'Auto' }).click();
  await page
    .getByRole('group', { name: 'Autoplay spins' })
    .getByRole('button', { name: '10', exact: true })
    .click();
  await expect(page.getByRole('button', { name: /Stop/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 40_000 });
  await expect.poll(() => spins.length).toBe(10);
  const net = spins.reduce((sum, spin) => sum - spin.stake + spin.payout, 0);
  expect(await amountOf(balance)).toBe(before + net);
});

test('Dice: a roll under the target, shown with its multiplier and listed in the history strip', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(await launch(page, { vassalage: 'BGS', gameCode: 'dice' }));
  await expect(page.getByRole('heading', { name: 'Dice' })).toBeVisible();
  const balance = page.getByTestId('balance');
  const before = await amountOf(balance);

  await page.getByRole('textbox', { name: 'Bet' }).fill('5');
  await page.getByRole('textbox', { name: 'Win chance' }).fill('49.5');
  await page.getByRole('textbox', { name: 'Win chance' }).press('Enter');
  await expect(page.getByTestId('dice-multiplier')).toHaveText('2.00×');
  await expect(page.getByTestId('dice-payout')).toHaveText('₱10.00');
  await page.getByRole('button', { name: 'Roll over', exact: true }).click();
  await expect(page.getByTestId('dice-multiplier')).toHaveText('2.00×');

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/provider/bgs/dice/roll')),
    page.getByTestId('roll').click(),
  ]);
  const roll = (
    (await response.json()) as {
      value: { stake: number; payout: number; outcome: { roll: number; won: boolean } };
    }
  ).value;
  expect(roll.stake).toBe(500);
  await expect(page.getByTestId('dice-roll')).toHaveText((roll.outcome.roll / 100).toFixed(2));
  await expect(page.getByTestId('dice-history').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('dice-verdict')).toHaveText(roll.outcome.won ? /You won ₱10\.00/ : /No win/);
  expect(await amountOf(balance)).toBe(before - 500 + roll.payout);
  await expectNoSidewaysScroll(page);
  await shot(page, 'dice');
});

test('Mines: start, reveal with the keyboard, resume after a reload, cash out', async ({ page }) => {
  await logIn(page);
  await page.goto(await launch(page, { vassalage: 'BGS', gameCode: 'mines' }));
  await expect(page.getByRole('heading', { name: 'Mines' })).toBeVisible();
  const balance = page.getByTestId('balance');
  await shot(page, 'mines');

  // One mine: a safe first tile is 24 in 25; a round that hits it is simply played again.
  await page.getByRole('button', { name: '1', exact: true }).click();
  const grid = page.getByTestId('mines-grid');
  let gems = 0;
  let before = 0;
  for (let attempt = 0; attempt < 6 && gems < 2; attempt++) {
    before = await amountOf(balance);
    await page.getByTestId('mines-start').click();
    await expect(page.getByTestId('mines-gems')).toHaveText('0 / 24');
    expect(await amountOf(balance)).toBe(before - 100);
    gems = 0;
    // Keyboard only: focus the first tile, reveal with Enter, move with the arrows.
    await grid.locator('[data-tile="0"]').focus();
    for (const move of ['', 'ArrowRight']) {
      if (move) await page.keyboard.press(move);
      await page.keyboard.press('Enter');
      const tile = grid.locator(`[data-tile="${move ? 1 : 0}"]`);
      await expect(tile).not.toHaveAttribute('data-state', 'hidden');
      if ((await tile.getAttribute('data-state')) !== 'gem') break;
      gems += 1;
    }
    if (gems < 2) await expect(page.getByTestId('mines-outcome')).toHaveText('Boom! You hit a mine.');
  }
  expect(gems).toBe(2);
  await expect(page.getByTestId('mines-gems')).toHaveText('2 / 24');
  const next = await page.getByTestId('mines-next').textContent();
  expect(next).toMatch(/×$/);
  await shot(page, 'mines-open');

  // The open round comes back after a reload, with its revealed tiles.
  await page.reload();
  await expect(page.getByText('Your open round was restored.')).toBeVisible();
  await expect(page.getByTestId('mines-gems')).toHaveText('2 / 24');
  await expect(grid.locator('[data-state="gem"]')).toHaveCount(2);

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/provider/bgs/mines/cashout')),
    page.getByTestId('cash-out').click(),
  ]);
  const cashed = (
    (await response.json()) as { value: { round: { payout: number; status: string }; balance: number } }
  ).value;
  expect(cashed.round.status).toBe('cashed');
  expect(cashed.round.payout).toBeGreaterThan(100);
  await expect(page.getByTestId('mines-outcome')).toContainText('Cashed out');
  // The whole field shows: the mine and the gems not picked.
  await expect(grid.locator('[data-state="ghost-mine"]')).toHaveCount(1);
  expect(await amountOf(balance)).toBe(before - 100 + cashed.round.payout);
  await expectNoSidewaysScroll(page);
  await shot(page, 'mines-cashed');
});

test(
  'seeds rotate, and the verify page checks the revealed seed in the browser and on the server',
  anyWidth,
  async ({ page, context }) => {
    await logIn(page);
    await page.goto(await launch(page, { vassalage: 'BGS', gameCode: 'dice' }));
    await page.getByRole('button', { name: 'Provably fair' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Provably fair' });
    const hash = await panel.getByTestId('server-seed-hash').textContent();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const clientSeed = `e2e-${Date.now()}`;
    await panel.getByRole('textbox', { name: 'Client seed' }).fill(clientSeed);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toHaveText('Client seed saved. Your next round uses it.');
    await shot(page, 'fairness');
    await panel.getByRole('button', { name: 'Close' }).click();

    // One round with the new client seed, then the rotation reveals the seed it was played with.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/provider/bgs/dice/roll')),
      page.getByTestId('roll').click(),
    ]);
    await expect(page.getByTestId('dice-history').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('roll')).toHaveText('Roll dice');
    await page.getByRole('button', { name: 'Provably fair' }).first().click();
    await panel.getByRole('button', { name: 'Rotate seeds' }).click();
    const revealed = panel.getByTestId('revealed-pair');
    await expect(revealed).toBeVisible();
    await expect(panel.getByTestId('server-seed-hash')).not.toHaveText(hash!);
    const serverSeed = await revealed.getByTestId('revealed-server-seed').textContent();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await shot(page, 'fairness-rotated');

    const [verify] = await Promise.all([
      context.waitForEvent('page'),
      revealed.getByRole('link', { name: 'Verify the last round' }).click(),
    ]);
    const verifyErrors: string[] = [];
    verify.on('console', (message) => message.type() === 'error' && verifyErrors.push(message.text()));
    await expect(verify.getByRole('heading', { name: 'Verify a result' })).toBeVisible();
    await expect(verify.getByTestId('computed-hash')).toHaveText(hash!);
    await expect(verify.getByTestId('hash-verdict')).toHaveAttribute('data-ok', 'true');
    await expect(verify.getByTestId('agree-verdict')).toHaveAttribute('data-ok', 'true');
    await expect(verify.getByTestId('local-outcome')).toHaveAttribute(
      'data-value',
      (await verify.getByTestId('server-outcome').getAttribute('data-value'))!,
    );
    await shot(verify, 'verify');
    await verify.close();

    // The round itself, from my bets: its recorded result matches the revealed seed.
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'My bets' }).click();
    const bets = page.getByRole('dialog', { name: 'My bets' });
    const first = bets.getByRole('listitem').first();
    await first.locator('summary').click();
    await expect(first.getByText(serverSeed!)).toBeVisible();
    const [roundPage] = await Promise.all([
      context.waitForEvent('page'),
      first.getByRole('link', { name: 'Verify' }).click(),
    ]);
    await expect(roundPage.getByTestId('round-verdict')).toHaveAttribute('data-ok', 'true');
    await expect(roundPage.getByTestId('agree-verdict')).toHaveAttribute('data-ok', 'true');
    await shot(roundPage, 'verify-round');
    await roundPage.close();
    expect(verifyErrors).toEqual([]);
  },
);

test(
  "a vendor's game runs on the emulator: a spin, its revealed seed checked, the round listed",
  anyWidth,
  async ({ page }) => {
    await logIn(page);
    const url = await launch(page, { vassalage: 'PG', gameType: 'RNG' });
    expect(url).toMatch(/^\/provider\/play\/PG\//);
    await page.goto(url);
    const balance = page.getByTestId('balance');
    const before = await amountOf(balance);
    const walletBefore = await walletBalance(page);
    await expect(page.getByText('PG').first()).toBeVisible();
    await shot(page, 'emulator');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/provider/api/spin')),
      page.getByRole('button', { name: 'Spin' }).click(),
    ]);
    const spin = ((await response.json()) as { value: { roundId: string; bet: number; payout: number } })
      .value;
    await expect(page.getByTestId('emulator-fair-state')).toHaveText(
      'Checked in your browser: the seed matches its hash and draws these reels',
      { timeout: 15_000 },
    );
    expect(await amountOf(balance)).toBe(before - spin.bet + spin.payout);
    expect(await walletBalance(page)).toBe(walletBefore - spin.bet + spin.payout);
    await expect(
      page.getByTestId('emulator-rounds').locator(`[data-round-id="${spin.roundId}"]`),
    ).toBeVisible();
    await page.getByTestId('emulator-fairness').locator('summary').click();
    await expectNoSidewaysScroll(page);
    await shot(page, 'emulator-result');
  },
);

test('every game fits a 320 px phone without sideways scrolling', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-only layout check');
  await logIn(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [name, body] of [
    ['slot', { vassalage: 'BGS', gameCode: 'slot' }],
    ['dice', { vassalage: 'BGS', gameCode: 'dice' }],
    ['mines', { vassalage: 'BGS', gameCode: 'mines' }],
    ['emulator', { vassalage: 'PG', gameType: 'RNG' }],
  ] as const) {
    await page.goto(await launch(page, body));
    await expect(page.getByTestId('balance')).toHaveText(/\d/);
    await expectNoSidewaysScroll(page);
    await shot(page, `${name}-small`);
  }
  // The emulator's paytable writes multipliers as every game does (two decimals), and still fits.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByText('300.00×', { exact: true })).toBeVisible();
  await expect(page.getByText('1.00×', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'emulator-paytable-small');
  await page.goto('/provider/verify');
  await expectNoSidewaysScroll(page);
});

test('the page speaks the launch language: Urdu, right to left', async ({ page }) => {
  await logIn(page);
  await page.goto(await launch(page, { vassalage: 'PG', gameType: 'RNG', language: 'UR' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'اسپن' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'emulator-ur');
});

test('an unknown or missing token shows the relaunch screen', anyWidth, async ({ page, consoleErrors }) => {
  await page.goto('/provider/play/BGS/slot?token=not-a-valid-token-at-all-0000');
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This game session has ended' })).toBeVisible();
  await expect(page.getByText('Please close the game and launch it again from the lobby.')).toBeVisible();
  await shot(page, 'error');
  await page.goto('/provider/play/PG/dragon-fortune');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-reason', 'session');
  await page.goto('/provider/verify');
  await expect(page.getByRole('heading', { name: 'Verify a result' })).toBeVisible();
  await shot(page, 'verify-empty');
  forgiveRefusedCalls(consoleErrors);
});
