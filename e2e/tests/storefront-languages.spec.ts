import type { Page } from '@playwright/test';
import { expect, ops, screenshot, shotPath, test } from './fixtures';

/*
 * The storefront in the brand's languages (docs/decisions.md, Languages): the language menu offers what
 * the brand offers, a Japanese page draws real CJK glyphs, and lobby rows are dense on a desktop.
 */

const allLanguages = 'EN,CN,TW,JA,KO,TH,VI,MY,MS,ID,KM,ES,PT,PT-BR,HI,TA,BN,UR,TR,TY';

async function languageMenu(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  const select = page.getByRole('combobox', { name: /language|idioma|言語|زبان/i }).first();
  // On phones the menu lives in the side-menu drawer.
  if (!(await select.isVisible())) await page.getByRole('button', { name: /open menu|メニュー/i }).click();
  await expect(select).toBeVisible();
  return select;
}

/** Lets the lobby's sections finish fading in, so a screenshot and axe see them as a player does. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

const optionValues = (select: ReturnType<Page['locator']>) =>
  select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

test.describe('languages the brand offers', () => {
  test.afterEach(() => {
    ops('languages', 'set', allLanguages);
  });

  test('the demo offers all 20 languages; a narrowed brand offers only its own', async ({ page }) => {
    await page.goto('/');
    expect(await optionValues(await languageMenu(page))).toHaveLength(20);

    ops('languages', 'set', 'EN,PT,JA');
    await page.reload();
    expect(await optionValues(await languageMenu(page))).toEqual(['EN', 'JA', 'PT']);
  });

  test('a stored language the brand no longer offers falls back to the default', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('lang', 'UR');
      localStorage.setItem('hisLang', 'UR');
    });
    ops('languages', 'set', 'EN,PT');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await optionValues(await languageMenu(page))).toEqual(['EN', 'PT']);
  });
});

test('a Japanese page draws CJK glyphs and Japanese banner titles', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'JA'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('link', { name: /プロモーション/ }).first()).toBeVisible();
  // A CJK font is installed (fonts-noto-cjk, .ci/run): the kana are as wide as a glyph, not missing boxes.
  const widths = await page.evaluate(async () => {
    await document.fonts.ready;
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `16px ${getComputedStyle(document.body).fontFamily}`;
    return { kana: canvas.measureText('あ').width, tofu: canvas.measureText('\u{10FFFD}').width };
  });
  expect(widths.kana).toBeGreaterThan(10);
  expect(widths.kana).not.toBe(widths.tofu);
  await settled(page);
  await screenshot(page, 'storefront-japanese');
});

/** The demo's first banner, notice and promotion as decision 0250 translates them. */
const translated = [
  {
    code: 'JA',
    banner: 'ウェルカムボーナス：最大5,000まで100%',
    notice: '新しいロビーへようこそ',
    promotion: 'ウェルカムボーナス100%（最大5,000）',
  },
  {
    code: 'UR',
    banner: 'خوش آمدید بونس: 5,000 تک 100%',
    notice: 'ہماری نئی لابی میں خوش آمدید',
    promotion: 'خوش آمدید بونس 100%، 5,000 تک',
  },
  {
    code: 'TH',
    banner: 'โบนัสต้อนรับ 100% สูงสุด 5,000',
    notice: 'ยินดีต้อนรับสู่ล็อบบี้ใหม่ของเรา',
    promotion: 'โบนัสต้อนรับ 100% สูงสุด 5,000',
  },
];

for (const words of translated) {
  test(`a ${words.code} page shows the demo's banner, notice and promotion titles in ${words.code}`, async ({
    page,
  }) => {
    await page.addInitScript((code) => localStorage.setItem('lang', code), words.code);
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(words.banner) }).first()).toBeAttached();
    await expect(
      page.locator('section.notice-marquee').getByRole('button', { name: words.notice }).first(),
    ).toBeAttached();
    await settled(page);
    await screenshot(page, `storefront-content-${words.code.toLowerCase()}`);
    await page.goto('/promotions');
    await expect(page.getByRole('article').filter({ hasText: words.promotion }).first()).toBeVisible();
    await screenshot(page, `promotions-${words.code.toLowerCase()}`);
  });
}

/** How many of a list's items lie wholly inside it, and on how many lines. */
function wholeTiles(list: ReturnType<Page['locator']>) {
  return list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    const tiles = [...ul.children].map((li) => li.getBoundingClientRect()).filter((t) => t.width > 0);
    return {
      whole: tiles.filter((t) => t.left >= box.left - 1 && t.right <= box.right + 1).length,
      lines: new Set(tiles.map((t) => Math.round(t.top))).size,
    };
  });
}

test('lobby rows show six to eight game tiles and page their providers by arrows', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop density');
  await page.goto('/');
  const hot = page.locator('.hot-carousel .carousel__viewport');
  await expect(hot.locator('.game-card').first()).toBeVisible();
  const hotShown = await hot.evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('.game-card')]
      .map((card) => card.getBoundingClientRect())
      .filter((t) => t.width > 0 && t.left >= box.left - 1 && t.right <= box.right + 1).length;
  });
  expect(hotShown).toBeGreaterThanOrEqual(6);
  expect(hotShown).toBeLessThanOrEqual(8);

  // The slots section lists more providers than fit: one line that scrolls, not rows that wrap.
  // Provider tiles are landscape with a name and a start button, so fewer fit (game-row.css).
  const section = page.locator('section[aria-labelledby="lobby-RNG"]');
  await section.scrollIntoViewIfNeeded();
  const list = section.locator('.game-row__list');
  await expect(list.locator('li').first()).toBeVisible();
  const shown = await wholeTiles(list);
  expect(shown.whole).toBeGreaterThanOrEqual(4);
  expect(shown.lines).toBe(1);

  const previous = section.getByRole('button', { name: 'Previous games' });
  await expect(previous).toBeDisabled();
  await section.getByRole('button', { name: 'More games' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);
  await expect(previous).toBeEnabled();
  await page.screenshot({ path: shotPath('storefront-lobby-row', 1440) });
});

test('right to left, the row pages towards the left', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop arrows');
  await page.addInitScript(() => localStorage.setItem('lang', 'UR'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.locator('section[aria-labelledby="lobby-RNG"]');
  await section.scrollIntoViewIfNeeded();
  const list = section.locator('.game-row__list');
  await expect(list.locator('li').first()).toBeVisible();
  const next = section.locator('.game-row__arrow--next');
  // The "next" arrow sits at the row's left end, where the hidden tiles are.
  const [arrowBox, listBox] = [await next.boundingBox(), await list.boundingBox()];
  expect(arrowBox!.x).toBeLessThan(listBox!.x + listBox!.width / 2);
  await next.click();
  await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeLessThan(0);
  await settled(page);
  await screenshot(page, 'storefront-lobby-row-rtl');
});
