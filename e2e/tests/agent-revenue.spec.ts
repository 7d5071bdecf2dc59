import { expect, ops, screenshot, signInAsAgent, test } from './fixtures';

/*
 * The agent revenue report (decision 0269): the operator grants player03 (under the sub-agent agent02)
 * a bonus; agent01 opens the report, sees the team's figures, drills into agent02's team, finds
 * player03's bonus there, and goes back up by the breadcrumb. Both projects share one server, so the
 * figures are checked to include the grant, not to equal it.
 */

/** "+₱1,234.50" or "−₱3.00" → minor units. */
const minor = (text: string) =>
  Math.round(Number(text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, '')) * 100);

test('an agent reads its revenue report, drills into a downline agent and back', async ({ page }) => {
  ops('reward', 'grant', 'player03', '7', '--turnover', '7');
  await signInAsAgent(page);
  await page.goto('/agentHome?page=agentRevenueReport');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue report' })).toBeVisible();

  const bonuses = page.getByTestId('revenue-total-bonuses');
  await expect(bonuses).toHaveText(/\d/);
  expect(minor((await bonuses.textContent()) ?? '')).toBeGreaterThanOrEqual(700);
  const agentRow = page.getByTestId('revenue-row').filter({ hasText: 'agent02' });
  await expect(agentRow).toBeVisible();
  await expect(page.getByTestId('revenue-own')).toBeVisible();
  await screenshot(page, 'agent-revenue');

  // The sub-agent's team: its direct downline, with player03's bonus.
  await agentRow.getByRole('button', { name: 'Open the team of agent02' }).click();
  const path = page.getByRole('navigation', { name: 'Team path' });
  await expect(path).toContainText('agent02');
  const player = page.getByTestId('revenue-row').filter({ hasText: 'player03' });
  await expect(player).toBeVisible();
  await expect(page.getByTestId('revenue-totals')).toContainText('agent02');
  await screenshot(page, 'agent-revenue-drill');

  // The period chips: a week, then back up by the breadcrumb.
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
  await path.getByRole('button', { name: 'agent01' }).click();
  await expect(path).toBeHidden();
  await expect(page.getByTestId('revenue-row').filter({ hasText: 'agent02' })).toBeVisible();
  await screenshot(page, 'agent-revenue-week');

  // The narrowest phone the site serves: the table scrolls inside its card, the page does not.
  if ((page.viewportSize()?.width ?? 0) < 600) {
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByTestId('revenue-total-netRevenue')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'agent-revenue');
  }
});
