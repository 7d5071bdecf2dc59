import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

async function chooseLanguage(page: Page, code: string) {
  const select = page.getByLabel(/language|idioma|اردو|زبان/i).first();
  if (!(await select.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await page
    .getByLabel(/language|idioma|زبان/i)
    .first()
    .selectOption(code);
}

test('the chosen language persists across a reload in lang and hisLang', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'PT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  const stored = await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]);
  expect(stored[0]).toBe('PT');
  expect(stored[1]).toContain('PT');
  await expect(page.getByRole('link', { name: /promoções/i }).first()).toBeVisible();
});

test('Urdu renders right to left', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'UR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, 'urdu');
});
