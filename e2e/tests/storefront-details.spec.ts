import type { Page } from '@playwright/test';
import { call, expect, ops, registerByName, shotPath, test } from './fixtures';

/*
 * The storefront's smaller faults (issue 16): tab titles name the page and the brand; /bgs is titled
 * for the in-house vendor and counts its games; the jackpot figure keeps its label and currency on
 * phones; right-to-left pages mirror their arrows and isolate operator text; Mines shows 1.00× before
 * the first pick with two decimals everywhere; the account record names a game movement's game and
 * links to its round; "Transfer to upline" is offered only to a member who has one.
 */

const password = 'Play2win26';
const brand = 'Lucky Lobby';

let serial = 0;
function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.toLowerCase();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: shotPath(name, page.viewportSize()?.width ?? 0) });
}

/** Opens the site in Urdu (the language a visitor chose before, as the site stores it). */
async function inUrdu(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
}

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; these journeys are about the storefront.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
});

test('tab titles read "Page · Brand", and /bgs is BGS Originals with its own game count', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Home · ${brand}`);

  await page.goto('/bgs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BGS Originals');
  await expect(page).toHaveTitle(`BGS Originals · ${brand}`);
  // One vendor's page counts that vendor's games, in the right number ("1 game", "3 games").
  const subtitle = page.locator('.category-games__subtitle');
  await expect(subtitle).toHaveText(/^(1 game|\d+ games)$/);

  await page.goto('/rng');
  await expect(page).toHaveTitle(`Slots · ${brand}`);
  await expect(page.locator('.category-games__subtitle')).toHaveText(/^(1 provider|\d+ providers)$/);
});

test('the jackpot figure is labelled and in the brand currency at every width', async ({ page }) => {
  await page.goto('/');
  const counter = page.getByTestId('hot-counter');
  await counter.scrollIntoViewIfNeeded();
  await expect(counter.locator('.hot-counter__label')).toBeVisible();
  await expect(counter.locator('.hot-counter__label')).toHaveText(/jackpot/i);
  await expect(counter.locator('.hot-counter__value')).toHaveText(/^₱[\d,]+\.\d{2}$/);
  await shot(page, 'details-hot-counter');
});

test('Urdu: arrows point the reading way on every page, and English operator text keeps its own direction', async ({
  page,
  isMobile,
}) => {
  await inUrdu(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (!isMobile) {
    // The banner's "previous" arrow stands on the right and points right; "next" on the left, pointing left.
    const banner = page.locator('.carousel').first();
    const prev = banner.locator('.carousel__arrow--prev');
    const next = banner.locator('.carousel__arrow--next');
    const prevBox = (await prev.boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    expect(prevBox.x).toBeGreaterThan(nextBox.x);
    for (const arrow of [prev, next]) {
      await expect(arrow.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    }
  }
  // Operator text is isolated: the notice bar's titles and the promotions' titles.
  await expect(page.locator('.notice-marquee__item bdi').first()).toBeAttached();
  await expect(page.locator('.promotion-card__title').first()).toHaveAttribute('dir', 'auto');
  await shot(page, 'details-urdu-home');

  // Opened directly, a page without a carousel mirrors its arrows too (the rule used to travel with it).
  await page.goto('/rng');
  await expect(page.locator('.category-games__title')).toBeVisible();
  const directional = page.locator('.icon--directional').first();
  await expect(directional).toBeAttached();
  await expect(directional).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
});

test('Mines shows 1.00× before the first pick, and the account record links the bet to its round', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('mines');
  await registerByName(page, name, password);
  ops('credit', name, '100', '--memo', 'e2e storefront details');

  // A member registered on the site has no upline agent, so the transfer to one is not offered.
  const upline = await call<{ upline: unknown }>(page, '/wps/relay/MCSFE_getUpline', {});
  expect(upline.upline).toBeNull();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/MCSFE_getUpline')),
    page.goto('/member?page=securityCenter'),
  ]);
  await expect(page.getByRole('link', { name: 'Account record' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);

  const { url } = await call<{ url: string }>(page, '/wps/relay/GCS_gameLaunchFB', {
    language: 'EN',
    vassalage: 'BGS',
    gameCode: 'mines',
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Mines' })).toBeVisible();
  await page.getByTestId('mines-start').click();
  await expect(page.getByTestId('mines-gems')).toHaveText('0 / 22');
  await expect(page.getByTestId('mines-multiplier')).toHaveText('1.00×');
  await expect(page.getByTestId('mines-next')).toHaveText(/^\d+\.\d{2}×$/);
  // The ladder's steps use the same two decimals.
  for (const step of await page.locator('.mines__step-value').allTextContents()) {
    expect(step).toMatch(/^[\d,]+\.\d{2}×$/);
  }
  await shot(page, 'details-mines-start');

  // The stake is a Bet in the account record, named for its game, with a link to its round.
  await page.goto('/member?page=transactionHistory');
  const bet = page.locator('.history-row', { has: page.locator('.history-row__type', { hasText: 'Bet' }) });
  await expect(bet).toHaveCount(1);
  const link = bet.getByRole('link', { name: /^Mines/ });
  await expect(link).toBeVisible();
  await expect(bet.locator('.history-row__reference')).not.toContainText('BGS:');
  await shot(page, 'details-account-record');
  await link.click();
  await expect(page).toHaveURL(/page=personalHistoryCopy&round=/);
  await expect(page.getByTestId('round-only')).toBeVisible();
  await expect(page.locator('.bet-item')).toHaveCount(1);
  await expect(page.locator('.bet-item')).toHaveClass(/is-open/);
  await shot(page, 'details-linked-round');
  await page.getByRole('button', { name: 'Show all rounds' }).click();
  await expect(page.getByTestId('round-only')).toHaveCount(0);
});
