import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { sealPayload } from '@lobby/contract/sealed';
import { knownAddresses, members } from '../src/db/schema';

import { totpCode, totpStep } from '../src/modules/accounts/totp';
import type { SettingValue } from '../src/modules/system/settings.schemas';
import { bearer, lastCode, read, send, solvedChallenge } from './account-helpers';
import { createTestApp, type TestApp } from './helper';

/** Time moves on between cases, so one case's SMS countdown and hourly count never hold up the next. */
let offset = 0;
const clock = { now: () => Date.now() + offset };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => {
  offset += 61 * 60_000;
});

async function useFactor(secondFactor: SettingValue<'accounts'>['secondFactor']) {
  const accounts = await t.services.settings.get('accounts');
  await t.services.settings.set('accounts', { ...accounts, secondFactor });
}

let nextAddress = 1;
/** A fresh address; the helpers' own random ones start with 10., these with 198.51.100. */
const newAddress = () => `198.51.${100 + (nextAddress >> 8)}.${nextAddress++ & 255}`;

/** A sealed call stamped with the test clock, which runs ahead of the helpers' Date.now(). */
async function sealedFrom(ip: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const { key } = (await t.app.inject({ method: 'GET', url: accountPaths.publicKey })).json().value;
  const res = await t.app.inject({
    method,
    url,
    payload: await sealPayload(key, payload, clock.now()),
    remoteAddress: ip,
  });
  return { ...read(res), res };
}

const loginFrom = async (ip: string, username: string, password: string, extra: object = {}) =>
  sealedFrom(ip, 'POST', accountPaths.login, {
    username,
    password,
    type: 'username',
    altcha: await solvedChallenge(t.app),
    ...extra,
  });

/** A sealed member call, as the security centre sends it. */
async function sealedAs(token: string, ip: string, url: string, payload: object) {
  const { key } = (await t.app.inject({ method: 'GET', url: accountPaths.publicKey })).json().value;
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: await sealPayload(key, payload, clock.now()),
    headers: bearer(token),
    remoteAddress: ip,
  });
  return { ...read(res), res };
}

/** A member registered by name from `ip` (no mobile, no e-mail), password Secret2026. */
async function registerFrom(ip: string, username: string) {
  const registered = await sealedFrom(ip, 'PUT', accountPaths.register, {
    username,
    password: 'Secret2026',
    altcha: await solvedChallenge(t.app),
    data: { registerMethod: 'WEB' },
  });
  expect(registered.status).toBe(200);
}

const verify = (ip: string, body: Record<string, unknown>) =>
  send(t, 'POST', accountPaths.secondFactor, body, { remoteAddress: ip });

const resend = (ip: string, body: Record<string, unknown>) =>
  send(t, 'POST', accountPaths.secondFactorSend, body, { remoteAddress: ip });

async function setProfile(account: string, changes: Partial<typeof members.$inferInsert>) {
  await t.database.db.update(members).set(changes).where(eq(members.account, account));
}

describe('second factor by SMS', () => {
  it('trusts the first address, then asks a new one for the code sent to the bound mobile', async () => {
    await useFactor('sms');
    const home = newAddress();
    const first = await loginFrom(home, 'demo', 'Play2win26');
    expect(first.body.value.token).toBeTruthy();

    const away = newAddress();
    const asked = await loginFrom(away, 'demo', 'Play2win26', { remember: true });
    expect(asked.status).toBe(200);
    const value = loginValueSchema.parse(asked.body.value);
    expect(value.token).toBeUndefined();
    expect(value.secondFactor).toMatchObject({ method: 'sms', hint: '+63 •••• 4567', expiredMinutes: 2 });
    expect(asked.res.cookies.find((c) => c.name === 'rememberedLogin')).toBeUndefined();

    const code = await lastCode(t, '+63 9171234567');
    const ticket = value.secondFactor!.ticket;
    // The ticket belongs to the address that logged in.
    const elsewhere = await verify(newAddress(), { ticket, code });
    expect(elsewhere.body.message).toBe('second_factor_ticket_invalid');

    const done = await verify(away, { ticket, code });
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({ account: 'demo', firstTimeLogin: false });
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, {
      headers: bearer(done.body.value.token),
    });
    expect(info.body.value.account).toBe('demo');
    // Remember me asked at the first step is honoured at the second.
    expect(done.res.cookies.find((c) => c.name === 'rememberedLogin')).toMatchObject({ httpOnly: true });

    expect((await verify(away, { ticket, code })).body.message).toBe('second_factor_ticket_invalid');
    const again = await loginFrom(away, 'demo', 'Play2win26');
    expect(again.body.value.token).toBeTruthy();
    expect(again.body.value.secondFactor).toBeUndefined();
  });

  it('burns the ticket after five wrong codes', async () => {
    await useFactor('sms');
    const away = newAddress();
    const asked = await loginFrom(away, 'demo', 'Play2win26');
    const { ticket } = asked.body.value.secondFactor;
    const code = await lastCode(t, '+63 9171234567');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(away, { ticket, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('invalid_verification_code');
    }
    expect((await verify(away, { ticket, code })).body.message).toBe('second_factor_ticket_invalid');
  });

  it('resends only after the countdown', async () => {
    await useFactor('sms');
    const away = newAddress();
    const { ticket } = (await loginFrom(away, 'demo', 'Play2win26')).body.value.secondFactor;
    const early = await resend(away, { ticket });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('sms_wait_countdown');
    offset += 3 * 60_000;
    const later = await resend(away, { ticket });
    expect(later.body.value).toEqual({ expiredMinutes: 2, hint: '+63 •••• 4567' });
    const done = await verify(away, { ticket, code: await lastCode(t, '+63 9171234567') });
    expect(done.body.value.token).toBeTruthy();
  });

  it('asks a remembered-device login from a new address, and keeps the device remembered', async () => {
    await useFactor('sms');
    const home = newAddress();
    let first = await loginFrom(home, 'demo', 'Play2win26', { remember: true });
    if (first.body.value.secondFactor) {
      const { ticket } = first.body.value.secondFactor;
      first = await verify(home, { ticket, code: await lastCode(t, '+63 9171234567') });
    }
    const cookie = first.res.cookies.find((c) => c.name === 'rememberedLogin')!;
    offset += 3 * 60_000;
    const away = newAddress();
    const device = await t.app.inject({
      method: 'POST',
      url: accountPaths.login,
      payload: await sealPayload(
        (await t.app.inject({ method: 'GET', url: accountPaths.publicKey })).json().value.key,
        { username: 'demo', password: '', type: 'device', altcha: await solvedChallenge(t.app) },
        clock.now(),
      ),
      cookies: { rememberedLogin: cookie.value },
      remoteAddress: away,
    });
    const { ticket, method } = device.json().value.secondFactor;
    expect(method).toBe('sms');
    const done = await verify(away, { ticket, code: await lastCode(t, '+63 9171234567') });
    expect(done.body.value.token).toBeTruthy();
    const renewed = done.res.cookies.find((c) => c.name === 'rememberedLogin');
    expect(renewed?.value).not.toBe(cookie.value);
    expect(renewed?.expires?.getTime()).toBe(cookie.expires?.getTime());
  });

  it('does not ask an SMS-code login', async () => {
    await useFactor('sms');
    const away = newAddress();
    const sent = await send(
      t,
      'POST',
      accountPaths.smsLoginCode,
      { countryDialingCode: '63', mobileNum: '9171234567', altcha: await solvedChallenge(t.app) },
      { remoteAddress: away },
    );
    expect(sent.status).toBe(200);
    const code = await lastCode(t, '+63 9171234567');
    const res = await sealedFrom(away, 'POST', accountPaths.login, {
      username: '9171234567',
      password: code,
      type: 'sms',
      countryDialingCode: '63',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.token).toBeTruthy();
  });
});

describe('second factor by e-mail', () => {
  it('sends the code to the bound address', async () => {
    await useFactor('email');
    const home = newAddress();
    await registerFrom(home, 'mailed2fa');
    await setProfile('mailed2fa', { email: 'mailed2fa@example.com' });
    const away = newAddress();
    const asked = await loginFrom(away, 'mailed2fa', 'Secret2026');
    expect(asked.body.value.secondFactor).toMatchObject({ method: 'email', hint: 'm•••@example.com' });
    const { ticket } = asked.body.value.secondFactor;
    const done = await verify(away, { ticket, code: await lastCode(t, 'mailed2fa@example.com') });
    expect(done.body.value.token).toBeTruthy();
    expect(done.body.value.secondFactorUnavailable).toBeUndefined();
  });

  it('counts the registration address as known', async () => {
    await useFactor('email');
    const home = newAddress();
    await registerFrom(home, 'fresh2fa');
    await setProfile('fresh2fa', { email: 'fresh2fa@example.com' });
    expect((await loginFrom(home, 'fresh2fa', 'Secret2026')).body.value.token).toBeTruthy();
    const away = await loginFrom(newAddress(), 'fresh2fa', 'Secret2026');
    expect(away.body.value.secondFactor).toMatchObject({ method: 'email', hint: 'f•••@example.com' });
  });
});

describe('a member with no factor (issue 15)', () => {
  it('is let in from a new address with a warning, and the login binds no address', async () => {
    await useFactor('sms');
    const home = newAddress();
    await registerFrom(home, 'nofactor1');
    const away = newAddress();
    // Whoever knows the password, at a new address, with an address of their own at hand.
    const attacker = await loginFrom(away, 'nofactor1', 'Secret2026');
    expect(attacker.status).toBe(200);
    expect(attacker.body.value.secondFactor).toBeUndefined();
    expect(attacker.body.value).toMatchObject({ account: 'nofactor1', secondFactorUnavailable: true });
    expect(attacker.body.value.token).toBeTruthy();
    // The old way to bind an address during the login is gone: there is no ticket, and no e-mail field.
    const bindTry = await resend(away, { ticket: 'x'.repeat(43), email: 'attacker@example.com' });
    expect(bindTry.body.message).toBe('second_factor_ticket_invalid');
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, {
      headers: bearer(attacker.body.value.token),
    });
    expect(info.body.value).toMatchObject({ email: '', mobileNum: '' });
    // The member sees the warning at home too, until a factor is bound.
    const member = await loginFrom(home, 'nofactor1', 'Secret2026');
    expect(member.body.value.secondFactorUnavailable).toBe(true);
    // The unchecked address is on record.
    const [record] = await t.database.db
      .select({ checked: knownAddresses.checked })
      .from(knownAddresses)
      .where(eq(knownAddresses.ip, away));
    expect(record).toEqual({ checked: false });
  });

  it('asks an address let in unchecked once the member has bound a factor', async () => {
    await useFactor('sms');
    const home = newAddress();
    await registerFrom(home, 'nofactor2');
    const away = newAddress();
    expect((await loginFrom(away, 'nofactor2', 'Secret2026')).body.value.token).toBeTruthy();
    await setProfile('nofactor2', { countryDialingCode: '63', mobileNum: '9170000222' });
    const again = await loginFrom(away, 'nofactor2', 'Secret2026');
    expect(again.body.value.secondFactor).toMatchObject({ method: 'sms', hint: '+63 •••• 0222' });
    const atHome = await loginFrom(home, 'nofactor2', 'Secret2026');
    expect(atHome.body.value.token).toBeTruthy();
    expect(atHome.body.value.secondFactorUnavailable).toBeUndefined();
  });
});

describe('binding an address from the security centre', () => {
  it('needs the current password and the code sent to the new number', async () => {
    await useFactor('sms');
    const home = newAddress();
    await registerFrom(home, 'binder1');
    const { token } = (await loginFrom(home, 'binder1', 'Secret2026')).body.value;
    const number = { channel: 'sms', countryDialingCode: '63', mobileNum: '9170000111' };
    const sendCode = (body: object) => sealedAs(token, home, accountPaths.contactCode, body);
    const bind = (body: object) => sealedAs(token, home, accountPaths.contact, body);

    expect((await sendCode(number)).status).toBe(400);
    const wrongPassword = await sendCode({ ...number, password: 'Wrong2026' });
    expect(wrongPassword.body).toMatchObject({ success: false, message: 'login_password_incorrect' });
    await expect(lastCode(t, '+63 9170000111')).rejects.toThrow();

    const sent = await sendCode({ ...number, password: 'Secret2026' });
    expect(sent.body.value).toEqual({ expiredMinutes: 2, hint: '+63 •••• 0111' });
    const code = await lastCode(t, '+63 9170000111');
    const wrong = code === '000000' ? '111111' : '000000';

    expect((await bind({ ...number, code })).status).toBe(400);
    expect((await bind({ ...number, password: 'Wrong2026', code })).body.message).toBe(
      'login_password_incorrect',
    );
    expect((await bind({ ...number, password: 'Secret2026' })).status).toBe(400);
    expect((await bind({ ...number, password: 'Secret2026', code: wrong })).body.message).toBe(
      'invalid_verification_code',
    );
    const info = () =>
      send(t, 'GET', accountPaths.memberInfo, undefined, { headers: bearer(token) }).then(
        (r) => r.body.value,
      );
    expect((await info()).mobileNum).toBe('');

    const bound = await bind({ ...number, password: 'Secret2026', code });
    expect(bound.body).toMatchObject({ success: true, message: 'contact_bound' });
    expect(await info()).toMatchObject({ countryDialingCode: '63', mobileNum: '9170000111' });
    // Only an empty slot is filled: a bound number is moved by support.
    const other = { ...number, mobileNum: '9170000112', password: 'Secret2026' };
    expect((await sendCode(other)).body.message).toBe('contact_already_bound');
    // The new number is the second factor of the next login from elsewhere.
    const away = await loginFrom(newAddress(), 'binder1', 'Secret2026');
    expect(away.body.value.secondFactor).toMatchObject({ method: 'sms', hint: '+63 •••• 0111' });
  });

  it("binds an e-mail address with its own code, never another member's", async () => {
    const home = newAddress();
    await registerFrom(home, 'binder2');
    await registerFrom(home, 'binder3');
    const first = (await loginFrom(home, 'binder2', 'Secret2026')).body.value.token;
    const second = (await loginFrom(home, 'binder3', 'Secret2026')).body.value.token;
    const address = { channel: 'email', email: 'Shared@Example.com', password: 'Secret2026' };
    const sent = await sealedAs(first, home, accountPaths.contactCode, address);
    expect(sent.body.value).toEqual({ expiredMinutes: 2, hint: 's•••@example.com' });
    const code = await lastCode(t, 'shared@example.com');
    const stolen = await sealedAs(second, home, accountPaths.contact, { ...address, code });
    expect(stolen.body.message).toBe('invalid_verification_code');
    const bad = await sealedAs(first, home, accountPaths.contactCode, { ...address, email: 'nope' });
    expect(bad.body.message).toBe('email_required');
    const bound = await sealedAs(first, home, accountPaths.contact, { ...address, code });
    expect(bound.status).toBe(200);
  });

  it('counts password checks before making them', async () => {
    const home = newAddress();
    await registerFrom(home, 'binder4');
    const { token } = (await loginFrom(home, 'binder4', 'Secret2026')).body.value;
    const body = { channel: 'email', email: 'binder4@example.com' };
    // Each from an address of its own, so the per-address limit of the route stays out of the way.
    for (let i = 0; i < 10; i++) {
      const res = await sealedAs(token, newAddress(), accountPaths.contactCode, {
        ...body,
        password: `Wrong${i}`,
      });
      expect(res.body.message).toBe('login_password_incorrect');
    }
    const right = { ...body, password: 'Secret2026' };
    const locked = await sealedAs(token, newAddress(), accountPaths.contactCode, right);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('too_many_requests');
  });
});

describe('second factor by authenticator app', () => {
  it('enrols with a computed code, then logs in with one; a used code does not work twice', async () => {
    await useFactor('totp');
    const home = newAddress();
    const { token } = (await loginFrom(home, 'player02', 'Play2win26')).body.value;
    const auth = { headers: bearer(token), remoteAddress: home };

    const enrol = await send(t, 'GET', accountPaths.totpEnrolment, undefined, auth);
    expect(enrol.body.value).toMatchObject({ enrolled: false });
    const { secret, uri } = enrol.body.value;
    expect(uri).toBe(
      `otpauth://totp/Lucky%20Lobby:player02?secret=${secret}&issuer=Lucky%20Lobby&algorithm=SHA1&digits=6&period=30`,
    );
    const now = () => totpStep(clock.now());
    const wrongCode = totpCode(secret, now() + 5);
    expect((await send(t, 'POST', accountPaths.totpEnrolment, { code: wrongCode }, auth)).body.message).toBe(
      'invalid_verification_code',
    );
    const enrolCode = totpCode(secret, now());
    const confirmed = await send(t, 'POST', accountPaths.totpEnrolment, { code: enrolCode }, auth);
    expect(confirmed.body).toMatchObject({ success: true, message: 'totp_enabled' });

    const away = newAddress();
    const asked = await loginFrom(away, 'player02', 'Play2win26');
    expect(asked.body.value.secondFactor).toMatchObject({ method: 'totp', hint: '' });
    const { ticket } = asked.body.value.secondFactor;
    expect((await verify(away, { ticket, code: enrolCode })).body.message).toBe('invalid_verification_code');
    expect((await resend(away, { ticket })).body.message).toBe('function_not_enabled');
    const done = await verify(away, { ticket, code: totpCode(secret, now() + 1) });
    expect(done.body.value.token).toBeTruthy();
  });

  it('falls back to SMS for a member who has not enrolled', async () => {
    await useFactor('totp');
    const asked = await loginFrom(newAddress(), 'demo', 'Play2win26');
    expect(asked.body.value.secondFactor.method).toBe('sms');
  });
});

describe('second factor by bank account name', () => {
  it('compares the name without regard to case or spaces', async () => {
    await useFactor('bankName');
    await setProfile('player03', { profile: { payeeName: 'Juan Dela Cruz' } });
    await loginFrom(newAddress(), 'player03', 'Play2win26');
    const away = newAddress();
    const asked = await loginFrom(away, 'player03', 'Play2win26');
    expect(asked.body.value.secondFactor).toMatchObject({ method: 'bankName', hint: '' });
    const { ticket } = asked.body.value.secondFactor;
    expect((await verify(away, { ticket, code: 'Juan Cruz' })).body.message).toBe('bank_name_incorrect');
    const done = await verify(away, { ticket, code: ' juan  DELA cruz ' });
    expect(done.body.value.token).toBeTruthy();
  });
});

describe('second factor off', () => {
  it('never asks', async () => {
    await useFactor('off');
    await loginFrom(newAddress(), 'agent01', 'Agent2win26');
    for (let i = 0; i < 3; i++) {
      const res = await loginFrom(newAddress(), 'agent01', 'Agent2win26');
      expect(res.body.value.token).toBeTruthy();
      expect(res.body.value.secondFactor).toBeUndefined();
    }
  });
});
