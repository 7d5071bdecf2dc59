import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '@lobby/contract/accounts';
import type { WhitelabelFlag } from '@lobby/contract/system';
import { lastCode, send, solvedChallenge } from './account-helpers';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const accounts = await t.services.settings.get('accounts');
  await t.services.settings.set('accounts', { ...accounts, secondFactor: 'off' });
});
afterAll(() => t.close());

const switched: WhitelabelFlag[] = [];
async function flag(modId: WhitelabelFlag, enabled: boolean) {
  await t.services.system.setFlag(modId, enabled);
  if (!enabled) switched.push(modId);
}
afterEach(async () => {
  for (const modId of switched.splice(0)) await t.services.system.setFlag(modId, true);
});

async function registerByMobile(fields: Record<string, unknown>) {
  return send(
    t,
    'PUT',
    accountPaths.registerByMobile,
    { login: true, altcha: await solvedChallenge(t.app), countryDialingCode: '63', ...fields },
    { seal: true },
  );
}

async function codeFor(mobileNo: string) {
  const sent = await send(t, 'POST', accountPaths.smsRegisterCode, {
    countryDialingCode: '63',
    mobileNo,
    altcha: await solvedChallenge(t.app),
  });
  expect(sent.status).toBe(200);
  return lastCode(t, `+63 ${mobileNo}`);
}

describe('the whitelabel flags of registration (decision 0232)', () => {
  it('MOBILENUMREG3 off refuses the mobile method and keeps usernames', async () => {
    await flag('MOBILENUMREG3', false);
    const res = await registerByMobile({ mobileNum: '9178800001', password: 'Secret2026' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: 'function_not_enabled' });
  });

  it('REGMOBVERF3 off registers a mobile number without a code, and sends none', async () => {
    await flag('REGMOBVERF3', false);
    const refused = await send(t, 'POST', accountPaths.smsRegisterCode, {
      countryDialingCode: '63',
      mobileNo: '9178800002',
      altcha: await solvedChallenge(t.app),
    });
    expect(refused.status).toBe(403);
    const res = await registerByMobile({ mobileNum: '9178800002', password: 'Secret2026' });
    expect(res.status).toBe(200);
    expect(res.body.value.account).toBe('m9178800002');
  });

  it('MOBILENUMPASSREG3 on asks the mobile form for a password', async () => {
    const code = await codeFor('9178800003');
    const res = await registerByMobile({ mobileNum: '9178800003', verificationCode: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('password: input_cannot_be_empty');
  });

  it('MOBILENUMPASSREG3 off registers by number and code alone, with a password nobody knows', async () => {
    await flag('MOBILENUMPASSREG3', false);
    const code = await codeFor('9178800004');
    const res = await registerByMobile({ mobileNum: '9178800004', verificationCode: code });
    expect(res.status).toBe(200);
    expect(typeof res.body.value.token).toBe('string');
    // A username registration still needs its password.
    const plain = await send(
      t,
      'PUT',
      accountPaths.register,
      { login: true, altcha: await solvedChallenge(t.app), username: 'nopass01' },
      { seal: true },
    );
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('password: input_cannot_be_empty');
  });

  it('MOBILENUMPASSREG3 off still takes a password the member chose, judged as ever', async () => {
    await flag('MOBILENUMPASSREG3', false);
    const code = await codeFor('9178800005');
    const weak = await registerByMobile({ mobileNum: '9178800005', verificationCode: code, password: '1' });
    expect(weak.status).toBe(400);
  });
});
