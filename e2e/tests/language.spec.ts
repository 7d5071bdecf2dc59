import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

async function chooseLanguage(page: Page, code: string) {
  await expect(page.locator('main')).toBeVisible();
  const select = page.getByRole('combobox', { name: /language|idioma|زبان/i }).first();
  // On phones the selector lives in the side-menu drawer.
  if (!(await select.isVisible())) await page.getByRole('button', { name: /open menu/i }).click();
  await select.selectOption(code);
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
