import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountPaths, loginValueSchema, memberInfoSchema } from '@lobby/contract/accounts';
import { members } from '../src/db/schema';
import { bearer, lastCode, login, send, solvedChallenge } from './account-helpers';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Every call here comes from its own address; the second factor has its own tests.
  const accounts = await t.services.settings.get('accounts');
  await t.services.settings.set('accounts', { ...accounts, secondFactor: 'off' });
});
afterAll(() => t.close());

async function register(fields: Record<string, unknown>, path: string = accountPaths.register) {
  const altcha = await solvedChallenge(t.app);
  return send(
    t,
    'PUT',
    path,
    { login: true, altcha, data: { registerMethod: 'WEB' }, ...fields },
    { seal: true },
  );
}

describe('registration by username', () => {
  it('creates a member, logs it in and answers its token', async () => {
    const res = await register({
      username: 'Alice2026',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.account).toBe('alice2026');
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, {
      headers: bearer(res.body.value.token),
    });
    const member = memberInfoSchema.parse(info.body.value);
    expect(member).toMatchObject({
      account: 'alice2026',
      type: 0,
      isAgent: false,
      balance: 0,
      currency: 'PHP',
    });
  });

  it('refuses a taken name, whatever its case', async () => {
    const res = await register({
      username: 'ALICE2026',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: 'username_taken' });
  });

  it.each([
    [{ username: '1abc', password: 'Secret2026' }, 'username: pattern_letter_first'],
    [{ username: 'bobby01', password: 'Secret2026', confirmPassword: 'Other2026' }, 'confirmation_incorrect'],
    [{ username: 'bobby01', password: 'abc1' }, 'password_too_short'],
    [{ username: 'bobby01', password: 'password1' }, 'password_too_common'],
    [{ username: 'bobby01', password: 'Secret2026', affiliateCode: 'NOPE' }, 'invitation_code_error'],
  ])('refuses %j with %s', async (fields, message) => {
    const res = await register(fields);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a plaintext body and one without a solved challenge', async () => {
    const plain = await send(t, 'PUT', accountPaths.register, {
      username: 'carol01',
      password: 'Secret2026',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('encryption_required');
    const unsolved = await send(
      t,
      'PUT',
      accountPaths.register,
      { username: 'carol01', password: 'Secret2026' },
      { seal: true },
    );
    expect(unsolved.status).toBe(400);
    expect(unsolved.body.code).toBe('CHALLENGE_REQUIRED');
  });

  it('puts a member with an agent invitation code in that agent’s downline', async () => {
    const check = await send(t, 'GET', `${accountPaths.affiliate}?code=lucky01&domain=localhost`, undefined);
    expect(check.body.value).toEqual({ code: 'LUCKY01', agent: 'Lucky Agent' });
    const bad = await send(t, 'GET', `${accountPaths.affiliate}?code=NOPE`, undefined);
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('invitation_code_error');
    const res = await register({ username: 'downline01', password: 'Secret2026', affiliateCode: 'LUCKY01' });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.account, 'downline01'));
    const [agent] = await t.database.db.select().from(members).where(eq(members.account, 'agent01'));
    expect(row?.parentId).toBe(agent?.id);
  });
});

describe('registration by mobile number', () => {
  it('needs the SMS code sent to the number, once', async () => {
    const altcha = await solvedChallenge(t.app);
    const sent = await send(t, 'POST', accountPaths.smsRegisterCode, {
      countryDialingCode: '63',
      mobileNo: '9170000001',
      altcha,
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 2 });
    const again = await send(t, 'POST', accountPaths.smsRegisterCode, {
      countryDialingCode: '63',
      mobileNo: '9170000001',
      altcha: await solvedChallenge(t.app),
    });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('sms_wait_countdown');

    const wrong = await register(
      {
        mobileNum: '9170000001',
        countryDialingCode: '63',
        password: 'Secret2026',
        verificationCode: '000000',
      },
      accountPaths.registerByMobile,
    );
    expect(wrong.body.message).toBe('invalid_verification_code');
    const code = await lastCode(t, '+63 9170000001');
    const res = await register(
      { mobileNum: '9170000001', countryDialingCode: '63', password: 'Secret2026', verificationCode: code },
      accountPaths.registerByMobile,
    );
    expect(res.status).toBe(200);
    expect(res.body.value.account).toBe('m9170000001');
  });

  it.each([
    [{ countryDialingCode: '63', mobileNo: '' }, 'missing_phone_number'],
    [{ countryDialingCode: '63', mobileNo: '12ab' }, 'invalid_phone_number'],
  ])('refuses %j', async (fields, message) => {
    const res = await send(t, 'POST', accountPaths.smsRegisterCode, {
      ...fields,
      altcha: await solvedChallenge(t.app),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('login', () => {
  it('logs a member in with username and password, trimmed and in any case', async () => {
    const res = await login(t, '  DEMO ', 'Play2win26');
    expect(res.status).toBe(200);
    const value = loginValueSchema.parse(res.body.value);
    expect(value.token).toMatch(/^[\w-]{22}$/);
    expect(value.passwordChangeRequired).toBe(false);
  });

  it('answers the same for an unknown name and a wrong password', async () => {
    const unknown = await login(t, 'nobody', 'Play2win26');
    const wrong = await login(t, 'player02', 'Wrong2win26');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.message).toBe('wrong_username_or_password');
    expect(wrong.body.message).toBe('wrong_username_or_password');
  });

  it('asks for the captcha after repeated failures, then locks the account for a short while', async () => {
    const flags: boolean[] = [];
    for (let i = 0; i < 3; i++) flags.push((await login(t, 'player03', 'Wrong2win26')).body.value.captcha);
    expect(flags).toEqual([false, false, true]);
    const noCaptcha = await login(t, 'player03', 'Play2win26');
    expect(noCaptcha.body).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'please_enter_captcha',
      value: { captcha: true },
    });
    const badCaptcha = await login(t, 'player03', 'Play2win26', { captcha: 'XXXX' });
    expect(badCaptcha.body.message).toBe('captcha_incorrect');
  });

  it('lets only agents in through the agent page', async () => {
    const member = await login(t, 'player01', 'Play2win26', { agent: true });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('only_agents_can_log_in');
    const agent = await login(t, 'agent01', 'Agent2win26', { agent: true });
    expect(agent.status).toBe(200);
    expect(agent.body.value.type).toBe(1);
  });

  it('forces a change of a password an agent set', async () => {
    const res = await login(t, 'newbie', 'Welcome2026');
    expect(res.body.value.passwordChangeRequired).toBe(true);
  });

  it('refuses plaintext and malformed bodies with 400', async () => {
    const plain = await send(t, 'POST', accountPaths.login, {
      username: 'demo',
      password: 'Play2win26',
      type: 'username',
    });
    expect(plain.body.message).toBe('encryption_required');
    const bad = await send(
      t,
      'POST',
      accountPaths.login,
      { username: 'demo', type: 'magic' },
      { seal: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('remember me', () => {
  it('logs in once more with the device cookie instead of a password, and rotates it', async () => {
    const first = await login(t, 'player01', 'Play2win26', { remember: true });
    const cookie = first.res.cookies.find((c) => c.name === 'rememberedLogin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session' });
    const device = await login(
      t,
      'player01',
      '',
      { type: 'device' },
      { cookies: { rememberedLogin: cookie!.value } },
    );
    expect(device.status).toBe(200);
    const next = device.res.cookies.find((c) => c.name === 'rememberedLogin');
    expect(next?.value).not.toBe(cookie!.value);
    const reused = await login(
      t,
      'player01',
      '',
      { type: 'device' },
      { cookies: { rememberedLogin: cookie!.value } },
    );
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('remembered_login_expired');
  });
});

describe('sessions', () => {
  it('needs a token for member calls and ends with logout', async () => {
    expect((await send(t, 'GET', accountPaths.memberInfo, undefined)).status).toBe(401);
    expect(
      (await send(t, 'GET', accountPaths.balance, undefined, { headers: bearer('x'.repeat(22)) })).status,
    ).toBe(401);
    const { token } = (await login(t, 'player02', 'Play2win26')).body.value;
    const balance = await send(t, 'GET', accountPaths.balance, undefined, { headers: bearer(token) });
    expect(balance.body.value).toEqual({ balance: 0, currency: 'PHP', currencySymbol: '₱', decimals: 2 });
    const icon = await send(t, 'GET', accountPaths.memberIcon, undefined, { headers: bearer(token) });
    expect(icon.body.value.url).toBe('/img/avatar/player02.svg');
    expect((await send(t, 'DELETE', accountPaths.logout, undefined, { headers: bearer(token) })).status).toBe(
      200,
    );
    expect(
      (await send(t, 'GET', accountPaths.memberInfo, undefined, { headers: bearer(token) })).status,
    ).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password, checking the old one and the confirmation, and ends other sessions', async () => {
    await register({ username: 'changer01', password: 'Secret2026' });
    const a = (await login(t, 'changer01', 'Secret2026')).body.value.token;
    const b = (await login(t, 'changer01', 'Secret2026')).body.value.token;
    const change = (body: object) =>
      send(t, 'POST', accountPaths.changePassword, body, { headers: bearer(a), seal: true });
    expect(
      (await change({ oldPassword: 'Secret2026', newPassword: 'Newer2026', confirmNewPassword: 'Nope2026' }))
        .body.message,
    ).toBe('confirmation_incorrect');
    expect(
      (await change({ oldPassword: 'Wrong2026', newPassword: 'Newer2026', confirmNewPassword: 'Newer2026' }))
        .body.message,
    ).toBe('old_password_incorrect');
    const done = await change({
      oldPassword: 'Secret2026',
      newPassword: 'Newer2026',
      confirmNewPassword: 'Newer2026',
    });
    expect(done.status).toBe(200);
    expect((await send(t, 'GET', accountPaths.memberInfo, undefined, { headers: bearer(a) })).status).toBe(
      200,
    );
    expect((await send(t, 'GET', accountPaths.memberInfo, undefined, { headers: bearer(b) })).status).toBe(
      401,
    );
    expect((await login(t, 'changer01', 'Newer2026')).status).toBe(200);
  });

  it('sends a reset link by e-mail only when name and address match, and the link works once', async () => {
    const form = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: accountPaths.forgotPasswordByEmail,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const stranger = await form('demo', 'someone@example.com');
    expect(stranger.json()).toMatchObject({ success: true, message: 'sent' });
    const res = await form('demo', 'DEMO@example.com');
    expect(res.json()).toMatchObject({ success: true, message: 'sent' });
    // The mail goes out after the answer.
    const messages = await vi.waitFor(async () => {
      const outbox = await t.app.inject({ method: 'GET', url: '/sandbox/outbox?to=demo@example.com' });
      const sent = outbox.json().value.messages;
      expect(sent).toHaveLength(1);
      return sent;
    });
    const token = decodeURIComponent(/resetPassword=([^\s]+)/.exec(messages[0].body)![1]!);
    const reset = () =>
      send(t, 'POST', accountPaths.resetPasswordByLink, { token, newPassword: 'Fresh2026x' }, { seal: true });
    expect((await reset()).status).toBe(200);
    expect((await reset()).body.message).toBe('reset_link_invalid');
    expect((await login(t, 'demo', 'Fresh2026x')).status).toBe(200);
  });

  it('resets by phone with the SMS code, then logs in with the number and the new password', async () => {
    const sent = await send(t, 'POST', accountPaths.smsLoginCode, {
      countryDialingCode: '63',
      mobileNum: '9171234501',
      altcha: await solvedChallenge(t.app),
    });
    expect(sent.status).toBe(200);
    const code = await lastCode(t, '+63 9171234501');
    const reset = await send(
      t,
      'POST',
      accountPaths.resetPasswordByMobile,
      {
        countryDialingCode: '63',
        mobileNum: '9171234501',
        verificationCode: code,
        newPassword: 'Phone2026x',
      },
      { seal: true },
    );
    expect(reset.status).toBe(200);
    expect((await login(t, '9171234501', 'Phone2026x')).body.value.account).toBe('agent01');
  });
});

describe('SMS login', () => {
  it('logs in with the code; a number nobody holds gets no code', async () => {
    const request = async (mobileNum: string) =>
      send(t, 'POST', accountPaths.smsLoginCode, {
        countryDialingCode: '63',
        mobileNum,
        altcha: await solvedChallenge(t.app),
      });
    expect((await request('9179999999')).status).toBe(200);
    await expect(lastCode(t, '+63 9179999999')).rejects.toThrow();
    await register({
      username: 'texter01',
      password: 'Secret2026',
      mobileNum: '9175550001',
      countryDialingCode: '63',
      verificationCode: '',
    }).then((r) => expect(r.body.message).toBe('invalid_verification_code'));
  });
});

describe('free play', () => {
  it('makes a trial account that cannot use member calls', async () => {
    const res = await send(t, 'POST', accountPaths.freePlay, {
      os: 'linux',
      platform: 'W',
      token: await solvedChallenge(t.app),
      version: 3,
    });
    expect(res.status).toBe(200);
    const { token } = res.body.value;
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, { headers: bearer(token) });
    expect(info.body.value).toMatchObject({ type: 4, isTrial: true });
    const change = await send(
      t,
      'POST',
      accountPaths.changePassword,
      { oldPassword: 'x', newPassword: 'Newer2026', confirmNewPassword: 'Newer2026' },
      { headers: bearer(token), seal: true },
    );
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('in_need_true_account');
  });

  it('needs a solved challenge', async () => {
    const res = await send(t, 'POST', accountPaths.freePlay, { platform: 'W', token: 'nope' });
    expect(res.body.code).toBe('CHALLENGE_REQUIRED');
  });
});

describe('rate limits', () => {
  it('answers 429 in the envelope after ten logins a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A name per guess: one name would ask for the captcha after three.
      const name = `nobody${i}`;
      statuses.push((await login(t, name, 'Wrong2win26', {}, { remoteAddress: '192.0.2.77' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits SMS sends per address with the five-minute message', async () => {
    const results: Array<{ status: number; message: string }> = [];
    for (let i = 0; i < 6; i++) {
      const res = await send(
        t,
        'POST',
        accountPaths.smsLoginCode,
        { countryDialingCode: '63', mobileNum: `91760000${10 + i}`, altcha: await solvedChallenge(t.app) },
        { remoteAddress: '192.0.2.78' },
      );
      results.push({ status: res.status, message: res.body.message });
    }
    expect(results[5]).toEqual({ status: 429, message: 'sms_too_many_requests' });
  });
});

describe('lockout', () => {
  it('tells a locked address so, and an SMS-code login from it lifts the lock', async () => {
    const accounts = await t.services.settings.get('accounts');
    // Three, so the address's own rate limit (ten a minute) stays out of the way.
    await t.services.settings.set('accounts', { ...accounts, lockAfterFailures: 3 });
    const from = { remoteAddress: '192.0.2.90' };
    for (let i = 0; i < 3; i++) await login(t, 'demo', 'Wrong2win26', {}, from);
    const refused = await login(t, 'demo', 'Fresh2026x', {}, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('account_locked');
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(800);

    await send(t, 'POST', accountPaths.smsLoginCode, {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      altcha: await solvedChallenge(t.app),
    });
    const code = await lastCode(t, '+63 9171234567');
    const sms = await send(
      t,
      'POST',
      accountPaths.login,
      { username: '9171234567', password: code, type: 'sms', countryDialingCode: '63' },
      { seal: true, ...from },
    );
    expect(sms.status).toBe(200);
    expect((await login(t, 'demo', 'Fresh2026x', {}, from)).status).toBe(200);
    await t.services.settings.set('accounts', accounts);
  });
});
