import { expect, ops, registerByName, screenshot, signInAsAgent, test } from './fixtures';

/*
 * Platform messages (issue 18): an operator's message reaches an open member centre at once over the
 * site's socket, with the badge on the messages item, and is read there. Each run registers its own
 * member, so the desktop and phone projects (one server) do not share an inbox.
 */

const password = 'Play2win26';

test('an operator message appears with a badge without a reload, and is read', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const account = `msg${testInfo.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}`;
  await registerByName(page, account, password);
  await page.goto('/member?page=messageV2');
  const inbox = page.getByRole('region', { name: 'Platform messages' });
  await expect(inbox.getByText('No messages yet.')).toBeVisible();
  // The page opens at its top: on a desktop the menu's link, low in its column, is not scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const menuItem = page.locator('.mc-nav__link[href$="page=messageV2"]');
  await expect(menuItem.locator('.count-badge')).toHaveCount(0);

  expect(
    ops(
      'message',
      'send',
      '--to',
      account,
      '--title',
      // Long enough to wrap on a phone, where an unread title once widened the page.
      'Weekend bonus: double points on every slot and live casino round until Sunday midnight',
      '--body',
      '<p>Double points <b>today</b> only.</p>',
    ),
  ).toContain('sent to 1 member');

  // No reload: the socket's push moves the badge and reloads the open inbox.
  await expect(menuItem.locator('.count-badge')).toContainText('1', { timeout: 10_000 });
  const message = inbox.getByRole('button', { name: /Weekend bonus/ });
  await expect(message).toBeVisible();
  await expect(inbox.getByTestId('inbox-unread')).toHaveText('1 unread');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  await screenshot(page, 'messages-unread');

  await message.click();
  await expect(message).toHaveAttribute('aria-expanded', 'true');
  await expect(inbox.locator('.rich-text b')).toHaveText('today');
  await expect(menuItem.locator('.count-badge')).toHaveCount(0);
  await expect(inbox.getByTestId('inbox-unread')).toHaveText('All read');
  await screenshot(page, 'messages-read');

  // Keyboard: the message folds again from the keyboard, and can be deleted.
  await message.focus();
  await page.keyboard.press('Enter');
  await expect(message).toHaveAttribute('aria-expanded', 'false');
});

test('the agent centre messages badge follows a new message without a reload', async ({ page }) => {
  await signInAsAgent(page);
  // The count the page opened with has arrived before the message is sent.
  await page.waitForLoadState('networkidle');
  const badge = page.getByTestId('agent-messages-badge').locator('[aria-hidden="true"]');
  const unread = async () => Number((await badge.count()) ? await badge.textContent() : 0);
  const before = await unread();
  expect(
    ops(
      'message',
      'send',
      '--to',
      'agent01',
      '--title',
      'Team report ready',
      '--body',
      '<p>See the team page.</p>',
    ),
  ).toContain('sent to 1 member');
  // The other project may send one at the same time to the same agent: at least one more.
  await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThan(before);
});
