import type { Page } from '@playwright/test';
import { expect, overflowing, popup, screenshot, shotPath, test, signInAsAgent } from './fixtures';

/*
 * The page frame on phones and desktop: the phone tab bar (Deposit raised in the middle) that the
 * page ends above, the scroll-to-top button standing on it, the side menu folding away where a page
 * has a menu of its own or is a game, and the game view's one slim bar.
 */

const account = 'player02';
const password = 'Play2win26';

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

async function logInThroughPopup(page: Page) {
  const form = popup(page);
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  // A member without a second factor is asked to bind one after each login; not what this is about.
  const later = page.locator('.modal-cover--dialog').getByRole('button', { name: 'Later' });
  await later.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.modal-cover--dialog')).toHaveCount(0);
}

/** Scrolls until the page stops growing (lazy sections arrive as they come into view). */
async function scrollToEnd(page: Page) {
  let height = 0;
  for (let round = 0; round < 10; round += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (now === height) break;
    height = now;
    await page.waitForTimeout(400);
  }
  await animationsDone(page);
}

/** Sections that just arrived fade in; axe judges their contrast once they have. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

test.describe('phones', () => {
  test.skip(({ isMobile }) => !isMobile, 'the tab bar is for phones');

  for (const width of [360, 390]) {
    test(`at ${width} px the tab bar stays at the bottom and covers nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const bar = tabBar(page);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('link', { name: 'Promotions' })).not.toHaveAttribute('aria-current');
      // Five tabs with the reward centre; the menu then opens from the header's own button.
      const links = await bar.getByRole('listitem').allTextContents();
      expect(links).toEqual(['Home', 'Promotions', 'Deposit', 'Rewards', 'Account']);

      await scrollToEnd(page);
      const barBox = await box(page, '.tab-bar');
      expect(barBox.y + barBox.height).toBeCloseTo(800, 0);
      // The footer's last line ends above the bar and above the raised Deposit coin.
      const coin = await box(page, '.tab-bar__item--deposit .tab-bar__icon');
      const footer = await box(page, '.site-footer');
      const lastLine = await page.getByRole('contentinfo').locator('p, a, span').last().boundingBox();
      expect(footer.y + footer.height).toBeLessThanOrEqual(coin.y + 1);
      expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(barBox.y);

      // The scroll-to-top button stands clear of the bar, small, in the corner.
      const up = page.getByRole('button', { name: 'Back to top' });
      await expect(up).toBeVisible();
      await expect(up).toHaveCSS('opacity', /^0\.9/);
      const upBox = await box(page, '.scroll-top');
      expect(upBox.y + upBox.height).toBeLessThanOrEqual(barBox.y);
      expect(upBox.width).toBeLessThanOrEqual(40);
      expect(upBox.x + upBox.width).toBeGreaterThan(width - 30);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, scrollWidth === width ? '' : (await overflowing(page)).join('\n')).toBe(width);
      // What the player sees: the bar over the page's end (the journey's axe scan runs at its end).
      await page.screenshot({ path: shotPath('frame-phone-bottom', width) });

      await up.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('Deposit and Account ask a guest to log in; for a member Deposit opens the deposit page', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = tabBar(page);
    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(popup(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();

    await bar.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logInThroughPopup(page);

    await bar.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await screenshot(page, 'frame-phone-deposit');

    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/member\?page=securityCenter$/);
    await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Deposit' })).not.toHaveAttribute('aria-current');
  });

  test("the header's menu button opens the side menu drawer", async ({ page }) => {
    await page.goto('/promotions');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('complementary', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the game view has one slim bar, one balance and no tab bar', async ({ page }) => {
    await page.goto('/login');
    await logInThroughPopup(page);
    await page.goto('/seamless?nodeId=bgs-slot');
    await expect(page.locator('iframe.seamless__frame')).toHaveAttribute('src', /\/provider\/play\//);
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Balance' })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucky Lines');
    const viewport = page.viewportSize()!;
    const bar = await box(page, '.seamless__bar');
    expect(bar.height).toBeLessThanOrEqual(48);
    const frame = await box(page, 'iframe.seamless__frame');
    expect(frame.y + frame.height).toBeCloseTo(viewport.height, 0);
    expect(frame.height).toBeGreaterThanOrEqual(viewport.height - 48);
    await screenshot(page, 'frame-phone-game');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => Boolean(isMobile), 'the desktop frame');

  test('no tab bar; the side menu shows on home and folds away in the member centre', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.tab-bar')).toBeHidden();
    const menu = page.getByRole('complementary', { name: 'Menu' });
    await expect(menu).toBeVisible();

    await page.goto('/login');
    await logInThroughPopup(page);
    await page.goto('/member');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.locator('.tab-bar')).toBeHidden();
    await screenshot(page, 'frame-desktop-member');
    // The header's menu button unfolds it, and it stays while the member moves between pages.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.goto('/member?page=withdraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();

    await page.goto('/seamless?nodeId=bgs-slot');
    await expect(page.locator('iframe.seamless__frame')).toHaveAttribute('src', /\/provider\/play\//);
    await expect(page.locator('.side-menu')).toHaveCount(0);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Balance' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await screenshot(page, 'frame-desktop-game');
  });

  test('the agent centre has its own frame, without the site side menu', async ({ page }) => {
    await signInAsAgent(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.side-menu')).toHaveCount(0);
    await expect(page.locator('.tab-bar')).toHaveCount(0);
  });

  test('the side menu shows full vendor names and only pages that exist', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('complementary', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const expanders = menu.getByRole('button', { name: /^Show .* providers$/ });
    await expect(expanders.first()).toBeVisible();
    for (const expander of await expanders.all()) await expander.click();
    const names = menu.locator('.side-menu__vendor__name');
    await expect(names.first()).toBeVisible();
    const cut = await names.evaluateAll((spans) =>
      spans
        .filter(
          (span) => span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
        )
        .map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
    await expect(names.filter({ hasText: 'Playtech' })).toHaveText('Playtech');
    await expect(names.first()).toHaveAttribute('dir', 'auto');

    await expect(menu.getByRole('link', { name: 'Rewards', exact: true })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
    await expect(menu.getByRole('link', { name: 'Game centre' })).toHaveCount(0);
    await screenshot(page, 'frame-desktop-side-menu');
  });
});

/*
 * Nothing on the home page moves as its parts arrive (no layout shift): the notices' marquee and the
 * red envelope's announcement, delayed here until the promotions under them are drawn, fill places held
 * for them from the first paint; the side menu's customer-service entry holds its place too.
 */
test('the home page does not shift as its parts arrive', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      shifts.push(...(list.getEntries() as unknown as typeof shifts));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/MCS2_getRedEnvelope|MCSFE_getListAnnouncements/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Promotions', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Red envelope', exact: true })).toBeVisible();
  await animationsDone(page);
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: { value: number; hadRecentInput: boolean }[] }).shifts
      .filter((entry) => !entry.hadRecentInput)
      .reduce((sum, entry) => sum + entry.value, 0),
  );
  expect(shift).toBeLessThan(0.01);
});
