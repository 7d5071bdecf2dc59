/**
 * The site header and the top navigation at every width the storefront is used at, in the languages
 * with the longest labels: nothing scrolls sideways, every navigation entry is either on screen or in
 * the More menu, and the brand never runs into the header's buttons. Then the global game search,
 * on desktop (the field) and on a phone (the search sheet). Each page is loaded directly.
 */
import type { Page } from '@playwright/test';
import { expect, ops, popup, registerByName, screenshot, test } from './fixtures';

/** Phone widths run in the phone project (touch, mobile viewport), the rest in the desktop one. */
function onlyIn(project: 'phone' | 'desktop') {
  test.skip(test.info().project.name !== project, `a ${project} width`);
}

async function chooseLanguage(page: Page, code: string) {
  await expect(page.locator('main')).toBeVisible();
  const select = page.getByRole('combobox', { name: /language|idioma|dil|bahasa|زبان/i }).first();
  // On phones the selector lives in the side-menu drawer.
  if (!(await select.isVisible())) await page.getByRole('button', { name: /open menu/i }).click();
  await select.selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code.toLowerCase());
}

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The bar's entries as the hidden measuring copy lists them: the whole navigation, by label. */
async function allEntries(page: Page): Promise<string[]> {
  const labels = await page.locator('.top-nav__measure > li').allTextContents();
  // The last one is the More button's own measure.
  return labels.slice(0, -1).map((label) => label.trim());
}

/** Entries shown in the bar whose box lies wholly inside the viewport. */
async function entriesOnScreen(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const links = page.locator('.top-nav > .top-nav__list:not(.top-nav__measure) > li > a');
  const onScreen: string[] = [];
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (box && box.x >= 0 && box.x + box.width <= width + 0.5) onScreen.push((await link.innerText()).trim());
  }
  return onScreen;
}

async function entriesInMoreMenu(page: Page): Promise<string[]> {
  const more = page.locator('button.top-nav__more-button');
  if ((await more.count()) === 0) return [];
  await more.click();
  const menu = page.locator('.top-nav').getByRole('menu');
  await expect(menu).toBeVisible();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((label) => label.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return items;
}

async function checkHeader(page: Page, name: string) {
  // The navigation is complete once the categories have come (more than home, originals and promotions).
  await expect.poll(async () => (await allEntries(page)).length).toBeGreaterThan(3);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);

  const all = await allEntries(page);
  const reachable = [...(await entriesOnScreen(page)), ...(await entriesInMoreMenu(page))];
  expect([...reachable].sort(), 'every entry is on screen or in the More menu').toEqual([...all].sort());

  const brand = await page.locator('.site-header .brand-logo').boundingBox();
  expect(brand).not.toBeNull();
  const actions = page.locator(
    '.site-header__actions > button, .header-search__button, .header-search__inline, .site-header__menu',
  );
  for (const action of await actions.all()) {
    if (!(await action.isVisible())) continue;
    const box = (await action.boundingBox())!;
    expect(intersects(brand!, box), `brand overlaps ${await action.innerText()}`).toBe(false);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(innerWidth + 0.5);
  }
  await page.screenshot({ path: `${process.env.E2E_SHOTS ?? 'e2e/screenshots'}/header-${name}.png` });
}

test.describe('header and navigation fit', () => {
  test.beforeAll(() => {
    ops('languages', 'add', 'PT,ES,TR,ID,UR');
  });

  for (const width of [360, 390, 1024, 1280, 1440, 1920]) {
    test(`English at ${width} px`, async ({ page }) => {
      onlyIn(width < 800 ? 'phone' : 'desktop');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await checkHeader(page, `EN-${width}`);
    });
  }

  for (const language of ['PT', 'ES', 'TR', 'ID', 'UR']) {
    test(`${language} at 1440 px`, async ({ page }) => {
      onlyIn('desktop');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await chooseLanguage(page, language);
      await page.goto('/');
      await checkHeader(page, `${language}-1440`);
    });
  }

  test('Urdu at 390 px: right to left, the mark never under the buttons', async ({ page }) => {
    onlyIn('phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('lang', 'UR'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await checkHeader(page, 'UR-390');
  });
});

test('the More menu is a keyboard-reachable menu whose entries open their page', async ({ page }) => {
  onlyIn('desktop');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = nav.getByRole('menu', { name: 'More' });
  await expect(menu).toBeVisible();
  const last = menu.getByRole('menuitem').last();
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  const label = (await last.innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  // The page the entry names is open, and More is marked as holding the current page.
  await expect(page.locator('button.top-nav__more-button')).toHaveClass(/active/);
  await more.click();
  await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
});

test('search on desktop: type, choose with the arrows, a visitor is asked to log in', async ({ page }) => {
  onlyIn('desktop');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search all games' });
  await search.fill('d');
  await expect(page.getByText('Type at least two letters')).toBeVisible();
  await search.fill('dragon');
  const results = page.getByRole('listbox', { name: 'Search all games' });
  await expect(results.getByRole('option').first()).toBeVisible();
  for (const option of await results.getByRole('option').allTextContents()) {
    expect(option.toLowerCase()).toContain('dragon');
  }
  await search.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await screenshot(page, 'header-search-desktop');
  await search.press('Enter');
  await expect(popup(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('search on a phone: the sheet finds a game and a member starts it', async ({ page }) => {
  onlyIn('phone');
  await page.setViewportSize({ width: 360, height: 800 });
  await registerByName(page, `hs${Date.now().toString(36)}`, 'Lucky2win26');
  // The phone header: the balance with its Deposit button, which opens the deposit page.
  const deposit = page.locator('.site-header').getByRole('link', { name: 'Deposit' });
  await expect(deposit).toBeVisible();
  await expect(deposit).toHaveAttribute('href', '/member?page=depositv2');
  // Menu, mark, search, balance, Deposit and account side by side at 360 px, none on another.
  const parts = page.locator(
    '.site-header__menu, .site-header .brand-logo__mark-box, .header-search__button, .balance-chip, .member-header__deposit, .member-header__account',
  );
  await expect(parts).toHaveCount(6);
  const boxes = await Promise.all((await parts.all()).map(async (part) => (await part.boundingBox())!));
  for (const [i, a] of boxes.entries()) {
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width).toBeLessThanOrEqual(360.5);
    for (const b of boxes.slice(i + 1)) expect(intersects(a, b)).toBe(false);
  }
  await page.getByRole('button', { name: 'Search all games' }).click();
  const sheet = page.getByRole('dialog', { name: 'Search all games' });
  const search = sheet.getByRole('combobox', { name: 'Search all games' });
  await expect(search).toBeFocused();
  await search.fill('dragon');
  const first = sheet.getByRole('option').first();
  await expect(first).toBeVisible();
  await screenshot(page, 'header-search-phone');
  await first.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/(seamless\?nodeId=|lottery|seaLottery|vnLottery)/);
});
