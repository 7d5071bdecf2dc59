import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/components/ui/dialog-store';
import { closePopup, popupStore } from '@/lib/popup-store';
import { endSession, getToken } from '@/lib/session';
import { readSession } from '@/lib/storage';
import { forcedPasswordChange, settleLoginAnswer, type LoggedIn } from './login-outcome';

const result = (overrides: Partial<LoggedIn>): LoggedIn => ({
  source: 'username',
  firstTimeLogin: false,
  passwordExpired: false,
  passwordChangeRequired: false,
  ...overrides,
});

afterEach(() => {
  closePopup();
  dialogStore.get()?.settle(false);
  endSession();
});

describe('forcedPasswordChange (product §4)', () => {
  it('asks for a password someone else set, then for an expired one', () => {
    expect(forcedPasswordChange(result({ passwordChangeRequired: true, passwordExpired: true }))).toBe(
      'assigned',
    );
    expect(forcedPasswordChange(result({ passwordExpired: true }))).toBe('expired');
    expect(forcedPasswordChange(result({ source: 'device', passwordExpired: true }))).toBe('expired');
    expect(forcedPasswordChange(result({}))).toBeNull();
  });

  it('never forces a change after an SMS code, a third-party login or free play', () => {
    for (const source of ['sms', 'third-party', 'free-play'] as const) {
      expect(
        forcedPasswordChange(result({ source, passwordChangeRequired: true, passwordExpired: true })),
      ).toBeNull();
    }
  });
});

describe('settleLoginAnswer', () => {
  const base = { firstTimeLogin: false, passwordExpired: false, passwordChangeRequired: false };

  it('starts the session of an answer with a token', () => {
    const settled = settleLoginAnswer({ ...base, token: 't-1', account: 'alice' }, '9171234567', 'reset');
    expect(settled?.source).toBe('reset');
    expect(getToken()).toBe('t-1');
    expect(readSession('username')).toBe('alice');
  });

  it('hands a second factor to the login popup', () => {
    const challenge = { method: 'sms' as const, ticket: 'tk', hint: '+63 •••• 4567', expiredMinutes: 2 };
    expect(settleLoginAnswer({ ...base, secondFactor: challenge }, 'bob', 'third-party')).toBeNull();
    expect(getToken()).toBeNull();
    expect(popupStore.get()).toEqual({
      name: 'login',
      pending: { challenge, source: 'third-party', username: 'bob' },
    });
  });
});
