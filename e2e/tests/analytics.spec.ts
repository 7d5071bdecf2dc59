import { expect, ops, screenshot, test } from './fixtures';

/*
 * Analytics after consent (issue 18, decisions/0237): with an analytics id set through ops, the site
 * asks first, loads Google's tag only after Accept, and the page's CSP lets the tag through. The test
 * machine is offline, so Google's address is answered here; the CSP is checked before that answer, so a
 * refused tag would never reach it (and its console error would fail the test).
 */

const gtagId = 'G-E2ELOBBY26';

test('a brand with an analytics id asks first, and loads the Google tag only after Accept', async ({
  page,
}) => {
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagRan = true;' });
  });
  ops('settings', 'set', 'analytics', JSON.stringify({ gtagId }));
  try {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Analytics cookies' });
    await expect(banner).toBeVisible();
    await screenshot(page, 'analytics-consent');
    expect(tagRequests).toEqual([]);

    // Declined: nothing loads, and the question is not asked again on the next visit.
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(banner).toBeHidden();
    expect(tagRequests).toEqual([]);

    // Asked again from the footer, and accepted from the keyboard.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect.poll(() => tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${gtagId}`]);
    await expect.poll(() => page.evaluate(() => (window as { __tagRan?: boolean }).__tagRan)).toBe(true);
  } finally {
    ops('settings', 'set', 'analytics', JSON.stringify({ gtagId: '' }));
  }
});

test('without an analytics id there is no question and no tag', async ({ page }) => {
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url());
    return route.abort();
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain('google');
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(tagRequests).toEqual([]);
});
