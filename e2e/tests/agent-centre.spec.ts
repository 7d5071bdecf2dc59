import { call, expect, forgiveRefusedCalls, ops, screenshot, signInAsAgent, test } from './fixtures';

/*
 * The agent centre (/agentHome): the demo agent signs in on the agent page, sees its team in figures
 * and its invitation link, lists its downline directly and at every depth, and sends money to one of
 * its players, whose balance in the list moves by exactly that much. Both projects share one server,
 * so money checks are relative to what the list showed before.
 */

/** "₱1,234.50" → 123450 (minor units). */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('an agent sees its team and invitation link, lists its downline and pays one of its players', async ({
  page,
}) => {
  ops('credit', 'agent01', '50');
  await signInAsAgent(page);

  // The header: the brand's offset and a clock that moves, the agent, and sign out.
  const clock = page.locator('.agent-clock__time');
  await expect(page.locator('.agent-clock__zone')).toHaveText('GMT+8');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page.locator('.agent-page__member')).toHaveText('Lucky Agent');

  // Team overview, the default page.
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page.getByTestId('direct-agents')).toHaveText('1');
  await expect(page.getByTestId('team-agents')).toHaveText('1');
  const direct = Number(await page.getByTestId('direct-members').textContent());
  const team = Number(await page.getByTestId('team-members').textContent());
  // player03 sits under the sub-agent: in the team, not directly under agent01.
  expect(team).toBe(direct + 1);
  await expect(page.getByTestId('team-size')).toHaveText(String(team + 1));
  await expect(page.getByTestId('invitation-code')).toHaveText('LUCKY01');
  await expect(page.getByText(/\/register\?affiliateCode=LUCKY01$/)).toBeVisible();
  await screenshot(page, 'agent-team-overview');

  // The downline: direct accounts first, then the whole team with the sub-agent's player.
  await page.getByRole('link', { name: 'Downline', exact: true }).click();
  await expect(page).toHaveURL(/page=downlineManagmentView/);
  await expect(page.getByRole('heading', { level: 1, name: 'Downline' })).toBeFocused();
  const rows = page.getByTestId('downline-row');
  await expect(rows.filter({ hasText: 'agent02' })).toContainText('Agent');
  await expect(rows.filter({ hasText: 'player03' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Whole team' }).click();
  await expect(rows.filter({ hasText: 'player03' })).toContainText('2 · under agent02');
  await page.getByLabel('Search by account').fill('player0');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Accounts: 3')).toBeVisible();
  await screenshot(page, 'agent-downline');

  // Money to one player: a phone pays player01, a desktop player02, so each run sees its own change.
  const recipient = (page.viewportSize()?.width ?? 0) < 600 ? 'player01' : 'player02';
  const row = rows.filter({ hasText: recipient });
  const money = row.locator('.downline-row__money');
  await expect(money).toHaveText(/\d/);
  const before = minor((await money.textContent()) ?? '');
  await row.getByRole('button', { name: `Transfer to ${recipient}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(recipient);
  await dialog.getByLabel('Amount').fill('100000');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toContainText('more than the available');
  await dialog.getByLabel('Amount').fill('5');
  await screenshot(page, 'agent-transfer');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`Sent ₱\\s?5\\.00 to ${recipient}\\.`))).toBeVisible();
  await expect.poll(async () => minor((await money.textContent()) ?? '')).toBe(before + 500);

  // Signing out returns to the agent page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
});

test('an agent opens a member account, which joins its team and changes its password at first login', async ({
  page,
  consoleErrors,
}) => {
  const account = `np${Date.now().toString(36)}`;
  await signInAsAgent(page);
  await page.getByRole('link', { name: 'Create accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create accounts' })).toBeVisible();

  // Mistakes are said before anything is sent; the server's rules after.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field cannot be empty').first()).toBeVisible();
  await page.getByLabel('Username', { exact: true }).fill('player01');
  await page.getByLabel('Password', { exact: true }).fill('Lucky2win26');
  await page.getByLabel('Confirm password', { exact: true }).fill('Lucky2win26');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This username is already taken.');

  await page.getByLabel('Username', { exact: true }).fill(account);
  await page.getByLabel('Nickname', { exact: true }).fill('Table Nine');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is ready' })).toContainText(
    `Member account ${account} is ready.`,
  );
  await screenshot(page, 'agent-register');

  await page.getByRole('link', { name: 'Downline', exact: true }).click();
  await page.getByLabel('Search by account').fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('downline-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Table Nine');
  await expect(row).toContainText('1 · under agent01');

  // The new member logs in on the site with the agent's password and is asked to choose its own.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await page.goto('/login');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill('Lucky2win26');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Choose your own password', { timeout: 20_000 });
  forgiveRefusedCalls(consoleErrors);
});

test('a player who joins through the invitation link plays, and the agent finds the round and the result', async ({
  page,
}) => {
  const account = `inv${Date.now().toString(36)}`;
  // Registration through the agent's link: the invitation code is checked and the field hidden.
  await page.goto('/register?affiliateCode=LUCKY01');
  const form = page.locator('.modal-cover--popup [role="dialog"]');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill('Lucky2win26');
  await form.getByLabel('Confirm password', { exact: true }).fill('Lucky2win26');
  await form.getByRole('checkbox', { name: /I am 18 years old/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  ops('credit', account, '20');

  // One slot spin of ₱5 on the vendor emulator.
  const { url } = await call<{ url: string }>(page, '/wps/relay/GCS_gameLaunchFB', {
    language: 'EN',
    vassalage: 'PG',
    gameType: 'RNG',
  });
  const token = new URL(url, 'http://site.example').searchParams.get('token');
  const spin = await call<{ payout: number }>(page, '/provider/api/spin', {
    token,
    requestId: crypto.randomUUID(),
    bet: 500,
  });
  const result = spin.payout - 500;
  const signed = `${result > 0 ? '+' : result < 0 ? '−' : ''}${(Math.abs(result) / 100).toFixed(2)}`;
  await page.evaluate(() => sessionStorage.clear());

  await signInAsAgent(page);
  await page.getByRole('link', { name: 'Team betting' }).click();
  await page.getByLabel('Search by account').fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('team-bet-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account);
  await expect(row).toContainText('5.00');
  await expect(row.locator('.bet-row__outcome')).toHaveText(signed);
  await screenshot(page, 'agent-team-bets');

  await page.getByRole('link', { name: 'User loss' }).click();
  const mine = page.getByTestId('team-profit-row').filter({ hasText: account });
  await expect(mine).toContainText('Level 1');
  await expect(mine.locator('.profit-category__profit')).toHaveText(signed);
  await screenshot(page, 'agent-user-loss');

  // The player's money in the downline transactions: the operator's credit, then the stake.
  await page.getByRole('link', { name: 'Downline transactions' }).click();
  await page.getByLabel('Search by account').fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.locator('.history-row');
  // The whole team's movements show until the search has answered.
  await expect(rows.first()).toContainText(account);
  await expect(rows.filter({ hasNotText: account })).toHaveCount(0);
  const ofType = (type: string) =>
    rows.filter({ has: page.locator('.history-row__type', { hasText: new RegExp(`^${type}$`) }) });
  await expect(ofType('Bet').locator('.history-row__amount')).toHaveText('−5.00');
  await expect(ofType('Adjustment').locator('.history-row__amount')).toHaveText('+20.00');
  await screenshot(page, 'agent-transactions');
});
