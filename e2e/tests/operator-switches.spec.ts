import type { ConsoleMessage, Page } from '@playwright/test';
import { anyWidth, expect, ops, popup, screenshot, test } from './fixtures';

/*
 * Issue 18, the site obeys the operator: each whitelabel flag switched with `npm run ops -- flag`
 * changes what the site offers, as it changes what the server accepts (decision 0232).
 */

/** Runs a journey with a flag switched off, switching it back on whatever happens. */
async function withFlagOff(flag: string, journey: () => Promise<void>) {
  ops('flag', flag, 'off');
  try {
    await journey();
  } finally {
    ops('flag', flag, 'on');
  }
}

async function openRegister(page: Page) {
  await page.goto('/register');
  const form = popup(page);
  await expect(form.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  return form;
}

async function openLogin(page: Page) {
  await page.goto('/login');
  const form = popup(page);
  await expect(form.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  return form;
}

test('MOBILENUMREG3: the mobile registration tab comes and goes', anyWidth, async ({ page }) => {
  const form = await openRegister(page);
  await expect(form.getByRole('tab', { name: 'Mobile number' })).toBeVisible();
  await withFlagOff('MOBILENUMREG3', async () => {
    const off = await openRegister(page);
    await expect(off.getByRole('tab')).toHaveCount(0);
    await expect(off.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  });
});

test('REGMOBVERF3: mobile registration asks for an SMS code only with it on', anyWidth, async ({ page }) => {
  const form = await openRegister(page);
  await form.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(form.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  await withFlagOff('REGMOBVERF3', async () => {
    const off = await openRegister(page);
    await off.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(off.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(off.getByRole('textbox', { name: 'Verification code' })).toHaveCount(0);
  });
});

test(
  'MOBILENUMPASSREG3: mobile registration asks for a password only with it on',
  anyWidth,
  async ({ page }) => {
    const form = await openRegister(page);
    await form.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await withFlagOff('MOBILENUMPASSREG3', async () => {
      const off = await openRegister(page);
      await off.getByRole('tab', { name: 'Mobile number' }).click();
      await expect(off.getByLabel('Password', { exact: true })).toHaveCount(0);
      await expect(off.getByText(/No password needed/)).toBeVisible();
      await screenshot(page, 'register-mobile-without-password');
      // The username form keeps its password.
      await off.getByRole('tab', { name: 'Username' }).click();
      await expect(off.getByLabel('Password', { exact: true })).toBeVisible();
    });
  },
);

test('MOBILEVERCODELOGIN3: the SMS login tab comes and goes', anyWidth, async ({ page }) => {
  const form = await openLogin(page);
  await expect(form.getByRole('tab', { name: 'SMS code' })).toBeVisible();
  await withFlagOff('MOBILEVERCODELOGIN3', async () => {
    const off = await openLogin(page);
    await expect(off.getByRole('tab', { name: 'SMS code' })).toHaveCount(0);
  });
});

test('FREEPLAY3: the free-play entry comes and goes', async ({ page }) => {
  const form = await openLogin(page);
  await expect(form.getByRole('button', { name: 'Free play' })).toBeVisible();
  await withFlagOff('FREEPLAY3', async () => {
    const off = await openLogin(page);
    await expect(off.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(off.getByRole('button', { name: 'Free play' })).toHaveCount(0);
  });
});

for (const [flag, category] of [
  ['ESPORTS3', 'ESPORTS'],
  ['LOTT3', 'LOTT'],
  ['COCKFIGHT3', 'COCKFIGHT'],
] as const) {
  test(`${flag}: the lobby's ${category} section comes and goes`, anyWidth, async ({ page }) => {
    const section = page.locator(`section[aria-labelledby="lobby-${category}"]`);
    await page.goto('/');
    await expect(section).toBeAttached({ timeout: 20_000 });
    await withFlagOff(flag, async () => {
      await page.goto('/');
      // SPORTS comes just before the switched sections and is always there.
      await expect(page.locator('section[aria-labelledby="lobby-SPORTS"]')).toBeAttached({
        timeout: 20_000,
      });
      // Sections arrive 300 ms apart (product §2): long enough for the ones after SPORTS to have come.
      await page.waitForTimeout(1500);
      await expect(section).toHaveCount(0);
    });
  });
}

/*
 * Product §7 domain routes (decision 0236): the demo brand routes agent.luckylobby.example to /agent.
 * A browser of its own maps that name to this machine, so the site is opened under the agent domain.
 */
test(
  'an agent domain opens the agent page; the main address stays home',
  anyWidth,
  async ({ playwright, launchOptions, page, baseURL }, testInfo) => {
    const port = new URL(baseURL!).port;
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--host-resolver-rules=MAP agent.luckylobby.example 127.0.0.1',
        // A real agent domain is served over HTTPS; as plain HTTP the browser would ignore (and log) COOP.
        `--unsafely-treat-insecure-origin-as-secure=http://agent.luckylobby.example:${port}`,
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: testInfo.project.use.viewport ?? null,
        isMobile: testInfo.project.use.isMobile,
        hasTouch: testInfo.project.use.hasTouch,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => {
        sessionStorage.setItem('anonymousPopupClosed', '1');
        sessionStorage.setItem('userPopupClosed', '1');
      });
      const agentPage = await context.newPage();
      const errors: string[] = [];
      agentPage.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      agentPage.on('pageerror', (error: Error) => errors.push(error.message));

      await agentPage.goto(`http://agent.luckylobby.example:${port}/?ref=home`);
      await expect(agentPage).toHaveURL(
        new RegExp(`^http://agent\\.luckylobby\\.example:${port}/agent\\?ref=home$`),
      );
      await expect(agentPage.locator('form.agent-login')).toBeVisible();
      // The home page's first frame, which the server sent for "/", is gone with the home page.
      await expect(agentPage.locator('#boot')).toHaveCount(0);
      await expect(
        agentPage.locator('form.agent-login').getByRole('button', { name: 'Sign in' }),
      ).toBeInViewport();
      await agentPage.screenshot({
        path: `/tmp/shots/domain-route-agent-${testInfo.project.name}.png`,
        fullPage: true,
      });
      // Only the home page is routed: a deep link on the agent domain opens what it names.
      await agentPage.goto(`http://agent.luckylobby.example:${port}/promotions`);
      await expect(agentPage).toHaveURL(/\/promotions$/);
      await agentPage.getByRole('heading', { level: 1 }).first().waitFor();
      expect(errors, 'console errors').toEqual([]);
    } finally {
      await browser.close();
    }

    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="lobby-SPORTS"]')).toBeAttached({ timeout: 20_000 });
    await expect(page).toHaveURL(`${baseURL}/`);
  },
);

test("a vendor's page links its other categories (GCSGAME_getVassGameType)", anyWidth, async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  const more = page.getByRole('navigation', { name: 'More from PG Soft' });
  const fishing = more.getByRole('link', { name: /^Fishing \d+ games?$/ });
  await expect(fishing).toBeVisible();
  await expect(more.getByRole('link')).toHaveCount(1);
  await screenshot(page, 'vendor-categories');
  await fishing.click();
  await expect(page).toHaveURL(/\/fish\?vassalage=PG$/);
  await expect(page.getByRole('navigation', { name: 'More from PG Soft' }).getByRole('link')).toHaveText([
    /^Slots \d+ games?$/,
  ]);
  // The vendor lanes are kept for the session under gameVendor (product §3).
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem('gameVendor') ?? 'null')?.language),
  ).toBe('EN');
});
