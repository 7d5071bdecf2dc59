import type { Page } from '@playwright/test';
import { expect, registerByName, screenshot, test } from './fixtures';

/*
 * The storefront's artwork (issue 16): every game has a thumbnail of its own with no words in it, vendors
 * show wordmarks instead of internal codes, banners carry a real call-to-action link, and the footer shows
 * payment, licence and responsible-gaming badges with the icon set's credit. Runs at 390 and 1440 px.
 */

/** Codes that differ from the vendors' names; none may be read anywhere on the page. */
const internalCodes = /\b(TCG_LOTTO_VN|TCG_SEA|IMES|EG2)\b/;
const firstTiles = 8;

/** Lobby sections fade in as they scroll into view; axe, run after each test, must see them settled. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Sections keep starting as they come near the screen, so wait until a couple of frames pass with
    // none running. Only keyframe animations with an end count: the notice ticker and spinners run
    // forever, and the carousels' slide transitions come back every few seconds.
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation instanceof CSSAnimation &&
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      if (running.length === 0) return;
      // A cancelled animation rejects `finished`; it is settled all the same.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
}

/** The thumbnail's motif: the shape the server drew from the icon set. */
const motifOf = (svg: string) => /<g id="a[0-9a-z]+m">([\s\S]{0,120})/.exec(svg)?.[1] ?? '';

test('the first game tiles have thumbnails of their own, portrait and without words', async ({ page }) => {
  await openHome(page);
  await page
    .getByRole('heading', { name: /hot games/i })
    .first()
    .scrollIntoViewIfNeeded();
  const media = page.locator('.game-card__media').first();
  await expect(media.locator('img')).toBeVisible();
  // Portrait 3:4, held by the box before the picture arrives.
  const box = await media.locator('.lazy-image').boundingBox();
  expect(box).not.toBeNull();
  expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(4 / 3, 1);

  const sources = await page
    .locator('.game-card img')
    .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
  const first = [...new Set(sources)].slice(0, firstTiles);
  expect(first.length).toBe(firstTiles);
  const bodies = await Promise.all(first.map(async (src) => (await page.request.get(src)).text()));
  expect(new Set(bodies).size).toBe(firstTiles);
  // Distinct pictures, not one icon in different colours: at least six motifs among eight tiles.
  expect(new Set(bodies.map(motifOf)).size).toBeGreaterThanOrEqual(6);
  for (const svg of bodies) {
    expect(svg).not.toMatch(/<text|<title/);
    expect(svg.length).toBeLessThan(16_000);
  }
  // The site writes the name under the art as operator text.
  await expect(page.locator('.game-card__name').first()).toHaveAttribute('dir', 'auto');
  await settle(page);
});

test('promotion pictures carry no words: the site writes each title beside its picture', async ({ page }) => {
  await page.goto('/promotions');
  const first = page.locator('.promotion').first();
  const title = ((await first.locator('.promotion__title').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  const picture = first.locator('.promotion__image img');
  await expect(picture).toBeVisible();
  // Decorative: the title is the heading right beside it.
  await expect(picture).toHaveAttribute('alt', '');
  const svg = await (await page.request.get((await picture.getAttribute('src')) ?? '')).text();
  expect(svg).not.toMatch(/<title/);
  expect(svg).not.toContain(title);
  // No words at all: any <text> left is a number drawn as a picture (the daily calendar's "24").
  for (const [, words] of svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)) {
    expect(words!.replace(/<[^>]+>/g, '')).not.toMatch(/\p{L}/u);
  }
  await settle(page);
  await screenshot(page, 'storefront-promotions-page');
  await openHome(page);
  await page.locator('.promotion-strip').scrollIntoViewIfNeeded();
  await expect(page.locator('.promotion-card img').first()).toBeVisible();
  await settle(page);
  await screenshot(page, 'storefront-promotions-home');
});

test('no internal vendor code is shown, and vendor tiles carry wordmarks', async ({ page }) => {
  await openHome(page);
  // Every section and the footer render only when scrolled to.
  for (let y = 0; y < 30; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
    await page.waitForTimeout(150);
  }
  await expect(page.locator('.vendor-tile').first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(internalCodes);
  const logo = await (await page.request.get('/img/vendor/TCG_LOTTO_VN.svg?size=large')).text();
  expect(logo).toContain('TCG Vietnam');
  expect(logo).not.toMatch(internalCodes);
  await settle(page);
});

test('each banner has a call to action that is a real, named, focusable link', async ({ page }) => {
  await openHome(page);
  const slide = page.locator('.banner-carousel .carousel__slide:not([inert])').first();
  const cta = slide.locator('.banner-slide__cta');
  await expect(cta).toBeVisible();
  expect(await cta.evaluate((el) => el.tagName)).toBe('A');
  await expect(cta).toHaveAccessibleName(/^(Play now|Claim now|Learn more): .+/);
  await cta.focus();
  await expect(cta).toBeFocused();
  // The art behind it is a key visual, not a flat gradient: it draws icon motifs.
  const art = await (await page.request.get((await slide.locator('img').getAttribute('src')) ?? '')).text();
  expect(art).toMatch(/<use href="#b[0-9a-z]+h"/);
  // No full-page screenshot here: it lays out every lobby section at once, and they fade in while axe
  // looks (routes.spec.ts keeps the home page's picture).
  await settle(page);
});

test('the footer shows payment, licence and responsible-gaming badges and credits the icons', async ({
  page,
}) => {
  await openHome(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const payments = footer.getByRole('region', { name: 'Payment methods' });
  for (const method of ['GCash', 'Maya', 'InstaPay', 'Visa / Mastercard']) {
    await expect(payments.getByRole('img', { name: method })).toBeVisible();
  }
  const trust = footer.getByRole('region', { name: 'Licence and responsible gaming' });
  for (const badge of ['Adults only', 'Play responsibly', 'Licensed and regulated']) {
    await expect(trust.getByText(badge)).toBeVisible();
  }
  await settle(page);
  await expect(footer.getByRole('link', { name: 'Game icons by game-icons.net' })).toHaveAttribute(
    'href',
    'https://game-icons.net/',
  );
  await expect(footer.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/3.0/',
  );
});

test('the deposit page shows each method with its badge', async ({ page }) => {
  await registerByName(page, `art${Date.now().toString(36).slice(-6)}`, 'Lucky2win26');
  await page.goto('/member?page=depositv2');
  const form = page.locator('form.pay-form');
  // The badge is decorative, so the channel's written name stays the one text that says "GCash".
  await expect(form.getByText('GCash', { exact: true })).toBeVisible();
  await expect(form.locator('.pay-choice .payment-logo')).toHaveCount(4);
  await screenshot(page, 'artwork-deposit');
});
