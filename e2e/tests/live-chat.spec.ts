import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, ops, shotPath, test } from './fixtures';

/*
 * Live-chat models (issue 5): the hosts on /live, the launch rules for a visitor, and the chat room
 * itself (apps/games, /provider/chat/<id>) in the site's game view. Two members in two browser
 * contexts share a room: a message one sends reaches the other live, an operator's deletion
 * (`ops chat delete`) removes it from both, and a mute closes the field. A bad token shows the
 * relaunch screen. Both projects share one server, so every check is about this run's own message.
 * Screenshots go to e2e/screenshots (fixtures' shotsDir).
 */

const password = 'Play2win26';
const welcome = 'Welcome to my room!';

async function shot(page: Page, name: string, { fullPage = false } = {}) {
  await page.screenshot({ path: shotPath(name, page.viewportSize()?.width ?? 0), fullPage });
}

/** A screenshot of one element (the host strip), to look at its details. */
async function shotOf(locator: Locator, name: string) {
  await locator.screenshot({ path: shotPath(name, locator.page().viewportSize()?.width ?? 0) });
}

async function logIn(page: Page, account: string) {
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
}

const hosts = (page: Page) => page.getByTestId('live-hosts');
const hostCard = (page: Page, modelId: string) => hosts(page).locator(`[data-model-id="${modelId}"]`);
const loginPopup = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
const chatFrame = (page: Page): FrameLocator => page.frameLocator('iframe.seamless__frame');
const messages = (scope: Page | FrameLocator) => scope.getByTestId('chat-message');

/** A second member's page in a browser context of its own, failing the test on its console errors too. */
async function secondMember(browser: Browser, page: Page, errors: string[]) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    baseURL: new URL(page.url()).origin,
    reducedMotion: 'reduce',
  });
  // As the page fixture does: the public popups are not what these journeys look at.
  await context.addInitScript(() => {
    sessionStorage.setItem('anonymousPopupClosed', '1');
    sessionStorage.setItem('userPopupClosed', '1');
  });
  const other = await context.newPage();
  other.on('console', (message) => {
    if (message.type() === 'error') errors.push(`second member: ${message.text()}`);
  });
  other.on('pageerror', (error) => errors.push(`second member: ${error.message}`));
  return { context, other };
}

test.beforeAll(() => {
  // A login from a new address may ask for a second factor; these journeys are about the chat.
  const accounts = JSON.parse(ops('settings', 'get', 'accounts')) as Record<string, unknown>;
  ops('settings', 'set', 'accounts', JSON.stringify({ ...accounts, secondFactor: 'off' }));
  ops('chat', 'unmute', 'player03');
});

test('the live list shows the hosts; a visitor choosing one is asked to log in', async ({ page }) => {
  await page.goto('/live');
  await expect(hosts(page).getByRole('heading', { name: 'Live hosts' })).toBeVisible();
  const luna = hostCard(page, 'luna');
  await expect(luna.getByRole('heading', { name: 'Luna' })).toBeVisible();
  // Online until, or next online, in the brand's zone; viewers; languages and tags.
  await expect(luna).toContainText(/(Online until|Next online) .*GMT\+8/);
  await expect(luna).toContainText(/\d+ watching/);
  await expect(luna).toContainText('English');
  await expect(luna).toContainText('#music');
  await expect(hosts(page).locator('[data-model-id]')).toHaveCount(5);
  await shot(page, 'live-hosts', { fullPage: true });
  await shotOf(hosts(page), 'live-hosts-strip');

  await luna.getByRole('button', { name: 'Chat with Luna' }).click();
  await expect(loginPopup(page)).toBeVisible();
  await expect(page).toHaveURL(/\/live$/);
  await page.keyboard.press('Escape');
  await expect(loginPopup(page)).toHaveCount(0);

  // Urdu reads right to left.
  await page.evaluate(() => localStorage.setItem('lang', 'UR'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(hosts(page).getByRole('heading', { name: 'لائیو میزبان' })).toBeVisible();
  await shotOf(hosts(page), 'live-hosts-strip-ur');
});

test('members chat live; an operator deletes a message and mutes a member', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  await logIn(page, 'player01');
  await page.goto('/live');
  // Keyboard: the card's one control opens the chat.
  const open = hostCard(page, 'luna').getByRole('button', { name: 'Chat with Luna' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seamless\?chat=luna$/);
  const frameElement = page.locator('iframe.seamless__frame');
  await expect(frameElement).toHaveAttribute('src', /^\/provider\/chat\/luna\?token=[\w-]{43}&lang=EN$/);
  // The view's bar and the frame name the host, as they name a game.
  await expect(frameElement).toHaveAttribute('title', 'Luna');
  await expect(page.getByRole('heading', { level: 1, name: 'Luna' })).toBeVisible();
  const mine = chatFrame(page);
  await expect(mine.getByRole('heading', { name: 'Luna' })).toBeVisible();
  await expect(messages(mine).filter({ hasText: welcome })).toHaveAttribute('data-kind', 'host');
  await expect(mine.getByText('You chat as Player One')).toBeVisible();

  // The second member opens the same room in a context of their own.
  const { context, other } = await secondMember(browser, page, consoleErrors);
  try {
    await logIn(other, 'player03');
    await other.goto('/seamless?chat=luna');
    const theirs = chatFrame(other);
    await expect(messages(theirs).filter({ hasText: welcome })).toBeVisible();
    // Presence: the first member's header counts the second.
    await expect(mine.getByTestId('chat-viewers')).toHaveText(/^([2-9]|\d{2,}) watching$/);

    const text = `Hello from ${testInfo.project.name} ${Date.now()}`;
    const field = mine.getByRole('textbox', { name: 'Your message' });
    await field.fill(text);
    await expect(mine.getByTestId('chat-composer')).toContainText(`${text.length}/200`);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    const sent = messages(mine).filter({ hasText: text });
    await expect(sent).toHaveClass(/is-mine/);
    await expect(sent).toContainText('You');
    const received = messages(theirs).filter({ hasText: text });
    await expect(received).toBeVisible();
    await expect(received).not.toHaveClass(/is-mine/);
    await expect(received).toContainText('Player One');
    await shot(page, 'chat-sender');
    await shot(other, 'chat-receiver');
    if (testInfo.project.name === 'phone') {
      // The narrowest supported width.
      await other.setViewportSize({ width: 320, height: 640 });
      await shot(other, 'chat-narrow');
    }

    // An operator deletes it: it goes from both rooms at once.
    const id = await sent.getAttribute('data-message-id');
    expect(id).toMatch(/^\d+$/);
    expect(ops('chat', 'delete', id!)).toContain(`deleted #${id}`);
    await expect(sent).toHaveCount(0);
    await expect(received).toHaveCount(0);

    // A muted member reads but cannot write, and is told why.
    ops('chat', 'mute', 'player03', '--minutes', '5', '--reason', 'e2e');
    const theirField = theirs.getByRole('textbox', { name: 'Your message' });
    await expect(theirField).toBeDisabled();
    await expect(theirs.getByTestId('chat-note')).toContainText('a moderator muted you until');
    await shot(other, 'chat-muted');
    ops('chat', 'unmute', 'player03');
    await expect(theirField).toBeEnabled();

    // The chat page in Urdu reads right to left (the site passes its language as lang=).
    const src = await other.locator('iframe.seamless__frame').getAttribute('src');
    await other.goto(src!.replace('lang=EN', 'lang=UR'));
    await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(other.getByRole('textbox', { name: 'آپ کا پیغام' })).toBeVisible();
    await expect(messages(other).filter({ hasText: welcome })).toBeVisible();
    await shot(other, 'chat-urdu');
  } finally {
    await context.close();
    ops('chat', 'unmute', 'player03');
  }

  // The game view's way back returns to the list.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/live$/);
});

test('a chat link with a bad or missing token shows the relaunch screen', async ({ page }) => {
  await page.goto('/provider/chat/luna?token=not-a-real-token-at-all&lang=EN');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toHaveAttribute('data-reason', 'chat-session');
  await expect(screen.getByRole('heading', { name: 'This chat has ended' })).toBeVisible();
  await expect(screen).toContainText('Please close the chat and reopen it from the lobby.');
  await shot(page, 'chat-expired');

  await page.goto('/provider/chat/luna?lang=PT');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-reason', 'chat-session');
  await expect(page.getByRole('heading', { name: 'Este chat terminou' })).toBeVisible();
});
