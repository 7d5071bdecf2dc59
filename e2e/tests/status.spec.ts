import { expect, ops, screenshot, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test('maintenance replaces the site, with the message and customer service', async ({ page }) => {
  ops('maintenance', 'on', '--message', 'Upgrading the cashier until 10:00');
  try {
    await page.goto('/');
    await expect(page.getByText('Upgrading the cashier until 10:00')).toBeVisible();
    await expect(page.getByRole('link', { name: /customer service/i })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await screenshot(page, 'maintenance');
  } finally {
    ops('maintenance', 'off');
  }
  await page.reload();
  await expect(page.getByText('Upgrading the cashier until 10:00')).toHaveCount(0);
});

test('a blocked region shows the visitor IP and message', async ({ page }) => {
  ops('region', 'block-cidr', '127.0.0.0/8');
  ops('region', 'message', 'Not available where you are');
  try {
    await page.goto('/promotions');
    await expect(page.getByText('Not available where you are')).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    await screenshot(page, 'region-blocked');
  } finally {
    ops('region', 'clear');
  }
});
