import type { Locator, Page } from '@playwright/test';
import { call, expect, ops, registerByName, shotPath, test } from './fixtures';

/*
 * The betting record and personal loss (issue 5). A member registered for the journey (both projects
 * share one server, so each has rounds of its own) plays through the real path: launches with its site
 * session, spins a vendor's slot and fishing game on the emulator and rolls BGS dice through the
 * provider's API, each settling through the seamless wallet. The betting record then lists every
 * round with its exact stake and payout, the filters narrow it, a round opens on its fairness data,
 * personal loss adds the rounds up by game type, and the account record names the Bet and Win entries.
 * Screenshots go to e2e/screenshots (fixtures' shotsDir).
 */

const password = 'Lucky2win26';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: shotPath(name, page.viewportSize()?.width ?? 0), fullPage: true });
}

let serial = 0;
function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
}

/** Launches a game with the site's session; answers the provider token of its address. */
async function launch(page: Page, body: Record<string, string>): Promise<string> {
  const { url } = await call<{ url: string }>(page, '/wps/relay/GCS_gameLaunchFB', {
    language: 'EN',
    ...body,
  });
  return new URL(url, 'http://site.example').searchParams.get('token')!;
}

type Round = { roundId: string; stake: number; payout: number; gameType: 'RNG' | 'FISH' | 'BGS' };

async function spin(page: Page, token: string, bet: number, gameType: Round['gameType']): Promise<Round> {
  const value = await call<{ roundId: string; bet: number; payout: number }>(page, '/provider/api/spin', {
    token,
    requestId: crypto.randomUUID(),
    bet,
  });
  expect(value.bet).toBe(bet);
  return { roundId: value.roundId, stake: bet, payout: value.payout, gameType };
}

async function roll(page: Page, token: string, stake: number): Promise<Round> {
  const value = await call<{ roundId: string; stake: number; payout: number }>(
    page,
    '/provider/bgs/dice/roll',
    {
      token,
      requestId: crypto.randomUUID(),
      stake,
      direction: 'under',
      target: 5000,
    },
  );
  return { roundId: value.roundId, stake: value.stake, payout: value.payout, gameType: 'BGS' };
}

/** Minor units as the member centre shows them: 2 decimals, thousands separators, no symbol. */
const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (minor: number) => `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${money(Math.abs(minor))}`;
const sum = (rounds: Round[], field: 'stake' | 'payout') => rounds.reduce((total, r) => total + r[field], 0);

async function openFromAccountMenu(page: Page, item: string) {
  await page.locator('.member-header__account').click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const roundRow = (page: Page, round: Round): Locator =>
  page.locator(`tbody[data-round-id="${round.roundId}"]`);

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; this journey is about the records.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
});

test('rounds of every provider are listed exactly, filtered, added up by game type and named in the account record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('bets');
  await registerByName(page, name, password);
  ops('credit', name, '500', '--memo', 'e2e betting record');

  // Two slot spins and a fishing game on the emulator, and dice rolls until one wins (each ~50 %).
  const slotToken = await launch(page, { vassalage: 'PG', gameType: 'RNG' });
  const slots = [await spin(page, slotToken, 100, 'RNG'), await spin(page, slotToken, 200, 'RNG')];
  const fishToken = await launch(page, { vassalage: 'JL', gameType: 'FISH' });
  const fish = [await spin(page, fishToken, 500, 'FISH')];
  const diceToken = await launch(page, { vassalage: 'BGS', gameCode: 'dice' });
  const dice: Round[] = [];
  while (!dice.some((r) => r.payout > 0)) {
    expect(dice.length, 'thirty dice rolls without a win').toBeLessThan(30);
    dice.push(await roll(page, diceToken, 100));
  }
  const rounds = [...slots, ...fish, ...dice];

  // The betting record, from the header's account menu: every round with its exact money.
  await openFromAccountMenu(page, 'Betting record');
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy$/);
  for (const round of rounds) {
    const row = roundRow(page, round);
    await expect(row.locator('.bet-row__stake')).toHaveText(new RegExp(`${money(round.stake)}$`));
    await expect(row.locator('.bet-row__payout')).toHaveText(new RegExp(`${money(round.payout)}$`));
    await expect(row.locator('.bet-row__outcome')).toHaveText(
      new RegExp(`${signed(round.payout - round.stake).replace('+', '\\+')}$`),
    );
    await expect(row.locator('.bet-row__status')).toHaveText(/Settled$/);
  }
  await expect(page.locator('tbody.bet-item')).toHaveCount(rounds.length);
  await expect(page.getByTestId('bet-totals-count')).toHaveText(String(rounds.length));
  await expect(page.getByTestId('bet-totals-stake')).toHaveText(money(sum(rounds, 'stake')));
  await expect(page.getByTestId('bet-totals-payout')).toHaveText(money(sum(rounds, 'payout')));
  await expect(page.getByTestId('bet-totals-win-loss')).toHaveText(
    signed(sum(rounds, 'payout') - sum(rounds, 'stake')),
  );
  await shot(page, 'betting-record');
  await expectNoSidewaysScroll(page);

  // A dice round opens on its fairness data and links to the provider's verify page, prefilled.
  const won = dice.find((r) => r.payout > 0)!;
  const toggle = roundRow(page, won).getByRole('button', { name: /^Details: Dice,/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detail = roundRow(page, won).locator('.bet-detail');
  await expect(detail.getByText(won.roundId)).toBeVisible();
  await expect(detail.getByText('Roll under')).toBeVisible();
  await expect(detail.getByText('Not revealed yet')).toBeVisible();
  const verify = detail.getByRole('link', { name: /Verify this round/ });
  const href = new URL((await verify.getAttribute('href'))!, 'http://site.example');
  expect(href.pathname).toBe('/provider/verify');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    game: 'dice',
    direction: 'under',
    target: '5000',
    roundId: won.roundId,
  });
  expect(href.searchParams.get('hash')).toMatch(/^[0-9a-f]{64}$/);
  await shot(page, 'betting-record-detail');
  await toggle.click();
  await expect(detail).toHaveCount(0);

  // Filters narrow the list: fishing games; then slots of PG Soft; then rounds in play (none).
  await page.getByLabel('Game type', { exact: true }).selectOption({ label: 'Fishing' });
  await expect(page.locator('tbody.bet-item')).toHaveCount(1);
  await expect(roundRow(page, fish[0]!)).toBeVisible();
  await expect(page.getByTestId('bet-totals-stake')).toHaveText(money(500));
  await page.getByLabel('Game type', { exact: true }).selectOption({ label: 'Slots' });
  await page.getByLabel('Provider', { exact: true }).selectOption({ label: 'PG Soft' });
  await expect(page.locator('tbody.bet-item')).toHaveCount(2);
  await expect(page.getByTestId('bet-totals-stake')).toHaveText(money(300));
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In play' });
  await expect(page.getByText('No rounds match these filters.')).toBeVisible();
  await expect(page.getByTestId('bet-totals-count')).toHaveText('0');
  await shot(page, 'betting-record-empty');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('tbody.bet-item')).toHaveCount(rounds.length);

  // Personal loss, from the account menu: today's rounds by game type, and the grand total.
  await openFromAccountMenu(page, 'Profit and loss');
  await expect(page).toHaveURL(/\/member\?page=personalProfit$/);
  for (const [gameType, label] of [
    ['BGS', 'BGS Originals'],
    ['RNG', 'Slots'],
    ['FISH', 'Fishing'],
  ] as const) {
    const own = rounds.filter((r) => r.gameType === gameType);
    const category = page.getByRole('listitem', { name: label });
    await expect(category.getByTestId('profit-category-stake')).toHaveText(money(sum(own, 'stake')));
    await expect(category.getByTestId('profit-category-payout')).toHaveText(money(sum(own, 'payout')));
    await expect(category.getByTestId('profit-category-profit')).toHaveText(
      signed(sum(own, 'payout') - sum(own, 'stake')),
    );
  }
  await expect(page.locator('.profit-category').first()).toHaveAttribute('data-game-type', 'BGS');
  await expect(page.getByTestId('profit-total-rounds')).toHaveText(String(rounds.length));
  await expect(page.getByTestId('profit-total')).toHaveText(
    signed(sum(rounds, 'payout') - sum(rounds, 'stake')),
  );
  await shot(page, 'personal-loss');
  await expectNoSidewaysScroll(page);
  // Last month has nothing of a member registered today.
  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByText('No settled rounds in this period.')).toBeVisible();
  await expect(page.getByTestId('profit-total-rounds')).toHaveText('0');

  // The account record names the seamless wallet's entries: a Bet per round, a Win per paying one.
  await page.goto('/member?page=transactionHistory');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Bet' });
  await expect(page.locator('.history-row')).toHaveCount(rounds.length);
  await expect(page.locator('.history-row__type').first()).toHaveText('Bet');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Win' });
  const wins = rounds.filter((r) => r.payout > 0);
  await expect(page.locator('.history-row')).toHaveCount(wins.length);
  await expect(page.locator('.history-row__amount').first()).toHaveText(`+${money(wins.at(-1)!.payout)}`);
  await shot(page, 'account-record-games');

  // In Urdu the pages read right to left, with the same figures.
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/member?page=personalProfit');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('profit-total-rounds')).toHaveText(String(rounds.length));
  await expect(page.getByRole('button', { name: 'آج' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'personal-loss-ur');
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.locator('tbody.bet-item')).toHaveCount(rounds.length);
  await roundRow(page, won)
    .getByRole('button', { name: /^تفصیلات/ })
    .click();
  await expect(roundRow(page, won).getByRole('link', { name: /اس راؤنڈ کی تصدیق کریں/ })).toBeVisible();
  await shot(page, 'betting-record-ur');
  await expectNoSidewaysScroll(page);
});
