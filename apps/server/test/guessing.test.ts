import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountPaths } from '@lobby/contract/accounts';
import { paymentPaths } from '@lobby/contract/payments';
import { members } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/modules/auth/password';
import { createVerificationCodes } from '../src/modules/accounts/verification-codes';
import { createCaptchaService } from '../src/modules/security/captcha';
import { bearer, login, send, solvedChallenge, type Sent } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makePlayer } from './payments-helpers';

/*
 * Guessing counters (docs/decisions.md, Accounts and sessions): parallel guesses, lock-outs of the
 * owner, password changes and unknown names. Every guess comes from its own address unless a test
 * says otherwise, as an attacker with many addresses would send them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const accounts = await t.services.settings.get('accounts');
  // The second factor has its own tests; a lock after 5 keeps one address under its rate limit.
  await t.services.settings.set('accounts', { ...accounts, secondFactor: 'off', lockAfterFailures: 5 });
});
afterAll(() => t.close());

async function registerMember(username: string, password: string): Promise<string> {
  const res = await send(
    t,
    'PUT',
    accountPaths.register,
    {
      login: true,
      altcha: await solvedChallenge(t.app),
      data: { registerMethod: 'WEB' },
      username,
      password,
      confirmPassword: password,
    },
    { seal: true },
  );
  expect(res.status).toBe(200);
  return res.body.value.token;
}

/** A captcha whose answer the test knows: its cookie and answer, as the site would send them. */
async function solvedCaptcha() {
  const captchas = createCaptchaService(t.database.db, t.services.secrets, systemClock, {
    makeAnswer: () => 'AC3X',
  });
  const { id } = await captchas.issue();
  return { cookies: { captchaId: id }, answer: 'AC3X' };
}

const verdicts = (answers: Sent[]) => {
  const count = (message: string) => answers.filter((a) => a.body.message === message).length;
  return {
    checked: count('wrong_username_or_password'),
    captcha: count('please_enter_captcha'),
    locked: count('account_locked'),
  };
};

async function parallelGuesses(username: string, n = 50): Promise<Sent[]> {
  // Solved first, so the guesses reach the server together.
  const altchas = await Promise.all(Array.from({ length: n }, () => solvedChallenge(t.app)));
  return Promise.all(
    altchas.map((altcha) =>
      send(
        t,
        'POST',
        accountPaths.login,
        { username, password: 'Wrong2win26', type: 'username', altcha },
        { seal: true },
      ),
    ),
  );
}

describe('parallel wrong passwords', () => {
  it('checks only as many as the captcha allows, then asks every other one for the captcha', async () => {
    await registerMember('burst01', 'Secret2026');
    const answers = await parallelGuesses('burst01');
    expect(verdicts(answers)).toEqual({ checked: 3, captcha: 47, locked: 0 });
  });

  it('treats an unknown name the same way, so the answers do not tell who is registered', async () => {
    const answers = await parallelGuesses('nobody4711');
    expect(verdicts(answers)).toEqual({ checked: 3, captcha: 47, locked: 0 });
    const next = await login(t, 'nobody4711', 'Wrong2win26');
    expect(next.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  });
});

describe('lock-out per account and address', () => {
  it('locks the guessing address, not the owner, who signs in with the captcha', async () => {
    await registerMember('victim01', 'Secret2026');
    const attacker = { remoteAddress: '198.51.100.7' };
    const fromAttacker: Sent[] = [];
    for (let i = 0; i < 6; i++) fromAttacker.push(await login(t, 'victim01', 'Wrong2win26', {}, attacker));
    expect(fromAttacker.map((a) => a.body.message)).toEqual([
      'wrong_username_or_password',
      'wrong_username_or_password',
      'wrong_username_or_password',
      'please_enter_captcha',
      'please_enter_captcha',
      'account_locked',
    ]);
    expect(fromAttacker[5]!.status).toBe(429);
    // And a burst from many other addresses meanwhile.
    await parallelGuesses('victim01', 20);
    // The right password from the attacker's address is still refused...
    const captcha = await solvedCaptcha();
    const attackerRight = await login(
      t,
      'victim01',
      'Secret2026',
      { captcha: captcha.answer },
      { ...attacker, cookies: captcha.cookies },
    );
    expect(attackerRight.body.message).toBe('account_locked');
    // ...while the owner, from their own address, gets in with the captcha.
    const owner = { remoteAddress: '203.0.113.20' };
    const bare = await login(t, 'victim01', 'Secret2026', {}, owner);
    expect(bare.body.message).toBe('please_enter_captcha');
    const second = await solvedCaptcha();
    const signedIn = await login(
      t,
      'victim01',
      'Secret2026',
      { captcha: second.answer },
      { ...owner, cookies: second.cookies },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.value.token).toBeTruthy();
  });

  it('locks an unknown name from one address after as many guesses as a known one', async () => {
    const from = { remoteAddress: '198.51.100.8' };
    const messages: string[] = [];
    for (let i = 0; i < 6; i++)
      messages.push((await login(t, 'ghost4711', 'Wrong2win26', {}, from)).body.message);
    expect(messages.slice(3)).toEqual(['please_enter_captcha', 'please_enter_captcha', 'account_locked']);
  });
});

describe('change password', () => {
  const change = (token: string, oldPassword: string) =>
    send(
      t,
      'POST',
      accountPaths.changePassword,
      { oldPassword, newPassword: 'Newer2026', confirmNewPassword: 'Newer2026' },
      { headers: bearer(token), seal: true },
    );

  it('counts wrong current passwords: parallel guesses stop at the lock, and logins ask for the captcha', async () => {
    const token = await registerMember('changer02', 'Secret2026');
    const answers = await Promise.all(Array.from({ length: 30 }, () => change(token, 'Wrong2026')));
    const messages = answers.map((a) => a.body.message);
    expect(messages.filter((m) => m === 'old_password_incorrect')).toHaveLength(5);
    expect(messages.filter((m) => m === 'account_locked')).toHaveLength(25);
    // Even the right one waits for the lock to end.
    expect((await change(token, 'Secret2026')).body.message).toBe('account_locked');
    expect((await login(t, 'changer02', 'Secret2026')).body.message).toBe('please_enter_captcha');
  });

  it('is rate-limited per address like the login', async () => {
    const token = await registerMember('changer03', 'Secret2026');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await send(
        t,
        'POST',
        accountPaths.changePassword,
        { oldPassword: 'Secret2026', newPassword: 'Newer2026', confirmNewPassword: 'Other2026' },
        { headers: bearer(token), seal: true, remoteAddress: '198.51.100.9' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('parallel wrong codes and payment passwords', () => {
  it('burns an SMS code after five guesses, however many arrive at once', async () => {
    const codes = createVerificationCodes(t.database.db, systemClock);
    const destination = '+63 9175550777';
    const code = await codes.issue({ purpose: 'login', destination, minutes: 5, ip: '' });
    const wrong = code === '000000' ? '000001' : '000000';
    const guesses = await Promise.allSettled(
      Array.from({ length: 50 }, () => codes.consume({ purpose: 'login', destination, code: wrong })),
    );
    expect(guesses.every((g) => g.status === 'rejected')).toBe(true);
    await expect(codes.consume({ purpose: 'login', destination, code })).rejects.toMatchObject({
      message: 'invalid_verification_code',
    });
  });

  it('checks at most five payment passwords, then the rest answer locked', async () => {
    const player = await makePlayer(t);
    await t.database.db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(members.id, player.id));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send(
          t,
          'POST',
          paymentPaths.paymentPassword,
          { oldPaymentPassword: '135791', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
          { headers: bearer(player.token) },
        ),
      ),
    );
    const messages = answers.map((a) => a.body.message);
    // Four wrong answers; the fifth wrong one locks, as do all beyond it.
    expect(messages.filter((m) => m === 'payment_password_incorrect')).toHaveLength(4);
    expect(messages.filter((m) => m === 'payment_password_locked')).toHaveLength(46);
    const right = await send(
      t,
      'POST',
      paymentPaths.paymentPassword,
      { oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
      { headers: bearer(player.token) },
    );
    expect(right.body.message).toBe('payment_password_locked');
  });
});

describe('no enumeration', () => {
  const askCode = async (mobileNum: string) =>
    send(t, 'POST', accountPaths.smsLoginCode, {
      countryDialingCode: '63',
      mobileNum,
      altcha: await solvedChallenge(t.app),
    });

  it('answers an SMS code request for a number nobody holds as for a member’s, countdown included', async () => {
    // 9171234567 is the demo member's; 9175550999 nobody's.
    const [held, free] = [await askCode('9171234567'), await askCode('9175550999')];
    expect(free.status).toBe(held.status);
    expect(free.body).toEqual(held.body);
    const [heldAgain, freeAgain] = [await askCode('9171234567'), await askCode('9175550999')];
    expect([freeAgain.status, heldAgain.status]).toEqual([429, 429]);
    expect([freeAgain.body.message, heldAgain.body.message]).toEqual([
      'sms_wait_countdown',
      'sms_wait_countdown',
    ]);
    // The same countdown, give or take the second between the two calls.
    const wait = (sent: Sent) => sent.body.value.retryAfterSeconds as number;
    expect(wait(freeAgain)).toBeGreaterThan(60);
    expect(Math.abs(wait(freeAgain) - wait(heldAgain))).toBeLessThanOrEqual(2);
    // Still, no SMS reaches a number nobody holds.
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox?to=${encodeURIComponent('+63 9175550999')}`,
    });
    expect(outbox.json().value.messages).toEqual([]);
  });

  it('answers forgot-password before the link is made and mailed, so a match takes no longer', async () => {
    const form = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: accountPaths.forgotPasswordByEmail,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
        remoteAddress: '198.51.100.30',
      });
    const messenger = t.services.messenger;
    const realSend = messenger.sendEmail;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A mail server that does not answer until the test says so.
    messenger.sendEmail = async (...args) => {
      await held;
      return realSend.apply(messenger, args);
    };
    try {
      const match = await form('agent01', 'agent01@example.com');
      const mismatch = await form('agent01', 'someone@example.com');
      expect(match.json()).toEqual(mismatch.json());
      expect(match.json()).toMatchObject({ success: true, message: 'sent' });
    } finally {
      release();
      messenger.sendEmail = realSend;
    }
    await vi.waitFor(async () => {
      const outbox = await t.app.inject({ method: 'GET', url: '/sandbox/outbox?to=agent01@example.com' });
      expect(outbox.json().value.messages).toHaveLength(1);
    });
  });
});
