import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { sealPayload } from '@lobby/contract/sealed';
import { members } from '../src/db/schema';

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
  it('asks a member without an address to bind one, and binds it', async () => {
    await useFactor('sms');
    await loginFrom(newAddress(), 'player01', 'Play2win26');
    const away = newAddress();
    const asked = await loginFrom(away, 'player01', 'Play2win26');
    // No mobile: SMS falls back to e-mail, and no address is bound yet.
    expect(asked.body.value.secondFactor).toMatchObject({ method: 'email', hint: '' });
    const { ticket } = asked.body.value.secondFactor;

    expect((await verify(away, { ticket, code: '123456' })).body.message).toBe('email_required');
    expect((await resend(away, { ticket })).body.message).toBe('email_required');
    expect((await resend(away, { ticket, email: 'not-an-address' })).body.message).toBe('email_required');
    const sent = await resend(away, { ticket, email: 'Player01@Example.com' });
    expect(sent.body.value).toEqual({ expiredMinutes: 2, hint: 'p•••@example.com' });

    const code = await lastCode(t, 'player01@example.com');
    const done = await verify(away, { ticket, code, email: 'player01@example.com' });
    expect(done.body.value.token).toBeTruthy();
    const info = await send(t, 'GET', accountPaths.memberInfo, undefined, {
      headers: bearer(done.body.value.token),
    });
    expect(info.body.value.email).toBe('player01@example.com');

    const next = await loginFrom(newAddress(), 'player01', 'Play2win26');
    expect(next.body.value.secondFactor).toMatchObject({ method: 'email', hint: 'p•••@example.com' });
  });

  it('counts the registration address as known', async () => {
    await useFactor('email');
    const home = newAddress();
    const registered = await sealedFrom(home, 'PUT', accountPaths.register, {
      username: 'fresh2fa',
      password: 'Secret2026',
      altcha: await solvedChallenge(t.app),
      data: { registerMethod: 'WEB' },
    });
    expect(registered.status).toBe(200);
    expect((await loginFrom(home, 'fresh2fa', 'Secret2026')).body.value.token).toBeTruthy();
    const away = await loginFrom(newAddress(), 'fresh2fa', 'Secret2026');
    expect(away.body.value.secondFactor).toMatchObject({ method: 'email', hint: '' });
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
