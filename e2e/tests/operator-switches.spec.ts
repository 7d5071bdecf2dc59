import type { Page } from '@playwright/test';
import { expect, ops, popup, screenshot, test } from './fixtures';

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

test('MOBILENUMREG3: the mobile registration tab comes and goes', async ({ page }) => {
  const form = await openRegister(page);
  await expect(form.getByRole('tab', { name: 'Mobile number' })).toBeVisible();
  await withFlagOff('MOBILENUMREG3', async () => {
    const off = await openRegister(page);
    await expect(off.getByRole('tab')).toHaveCount(0);
    await expect(off.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  });
});

test('REGMOBVERF3: mobile registration asks for an SMS code only with it on', async ({ page }) => {
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

test('MOBILENUMPASSREG3: mobile registration asks for a password only with it on', async ({ page }) => {
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
});

test('MOBILEVERCODELOGIN3: the SMS login tab comes and goes', async ({ page }) => {
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
  test(`${flag}: the lobby's ${category} section comes and goes`, async ({ page }) => {
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
