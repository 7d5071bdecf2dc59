import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountPaths } from '@lobby/contract/accounts';
import { paymentPaths } from '@lobby/contract/payments';
import { members } from '../src/db/schema';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makePlayer, type Player } from './payments-helpers';

/* What a new password ends (older reset links), and what a password that must change allows. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function playerWithEmail(): Promise<Player & { email: string }> {
  const player = await makePlayer(t, { prefix: 'pw' });
  const email = `${player.account}@example.com`;
  await t.database.db.update(members).set({ email }).where(eq(members.id, player.id));
  return { ...player, email };
}

/** Asks for a reset link and reads it from the sandbox outbox once it is mailed. */
async function resetLink(player: { account: string; email: string }, nth: number): Promise<string> {
  const asked = await send(t, 'POST', accountPaths.forgotPasswordByEmail, {
    username: player.account,
    email: player.email,
  });
  expect(asked.body.message).toBe('sent');
  return vi.waitFor(async () => {
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox?to=${encodeURIComponent(player.email)}&limit=10`,
    });
    const messages: Array<{ body: string }> = outbox.json().value.messages;
    expect(messages.length).toBeGreaterThanOrEqual(nth);
    // Newest first.
    return decodeURIComponent(/resetPassword=(\S+)/.exec(messages[0]!.body)![1]!);
  });
}

const resetWith = (token: string, newPassword: string) =>
  send(t, 'POST', accountPaths.resetPasswordByLink, { token, newPassword }, { seal: true });

describe('a new password revokes older reset links', () => {
  it('after a change, every link sent before answers reset_link_invalid', async () => {
    const player = await playerWithEmail();
    const first = await resetLink(player, 1);
    const second = await resetLink(player, 2);
    const changed = await send(
      t,
      'POST',
      accountPaths.changePassword,
      { oldPassword: player.password, newPassword: 'Newer2pay', confirmNewPassword: 'Newer2pay' },
      { headers: bearer(player.token), seal: true },
    );
    expect(changed.status).toBe(200);
    for (const token of [first, second]) {
      expect((await resetWith(token, 'Other2pay')).body.message).toBe('reset_link_invalid');
    }
  });

  it('after a reset by one link, the others answer reset_link_invalid', async () => {
    const player = await playerWithEmail();
    const first = await resetLink(player, 1);
    const second = await resetLink(player, 2);
    expect((await resetWith(second, 'Fresh2pay')).status).toBe(200);
    expect((await resetWith(first, 'Other2pay')).body.message).toBe('reset_link_invalid');
  });
});

describe('a password that must change', () => {
  const get = (url: string, token: string) => send(t, 'GET', url, undefined, { headers: bearer(token) });

  it('allows only member info, the change and logout until it is changed', async () => {
    const player = await makePlayer(t, { prefix: 'due' });
    await t.database.db.update(members).set({ passwordSetBy: 'agent' }).where(eq(members.id, player.id));
    for (const url of [accountPaths.balance, paymentPaths.withdrawInfo]) {
      const refused = await get(url, player.token);
      expect(refused.status, url).toBe(403);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'password_change_required',
      });
    }
    expect((await get(accountPaths.memberInfo, player.token)).status).toBe(200);
    const changed = await send(
      t,
      'POST',
      accountPaths.changePassword,
      { oldPassword: player.password, newPassword: 'Newer2pay', confirmNewPassword: 'Newer2pay' },
      { headers: bearer(player.token), seal: true },
    );
    expect(changed.status).toBe(200);
    expect((await get(accountPaths.balance, player.token)).status).toBe(200);
  });

  it('does not hold a session that began with an SMS code', async () => {
    const player = await makePlayer(t, { prefix: 'duesms' });
    await t.database.db.update(members).set({ passwordSetBy: 'agent' }).where(eq(members.id, player.id));
    const token = await t.services.accounts.sessions.start(player.id, 'sms', {
      ip: '127.0.0.1',
      userAgent: '',
    });
    expect((await get(accountPaths.balance, token)).status).toBe(200);
  });

  it('lets such a session log out', async () => {
    const player = await makePlayer(t, { prefix: 'dueout' });
    await t.database.db.update(members).set({ passwordSetBy: 'agent' }).where(eq(members.id, player.id));
    const out = await send(t, 'DELETE', accountPaths.logout, undefined, { headers: bearer(player.token) });
    expect(out.status).toBe(200);
    expect((await get(accountPaths.memberInfo, player.token)).status).toBe(401);
  });
});
