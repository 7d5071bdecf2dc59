import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/storage';
import {
  canUseRememberedLogin,
  forgetRememberedLogin,
  isRemembered,
  rememberedSmsLogin,
  rememberedUsername,
  rememberLogin,
  rememberSmsLogin,
} from './remember-me';

afterEach(() => {
  rememberLogin(false, '');
  rememberSmsLogin(false, '', '');
});

describe('remember me', () => {
  it('keeps the name and the flag with remember on, and clears both with it off', () => {
    rememberLogin(true, 'alice');
    expect(isRemembered()).toBe(true);
    expect(rememberedUsername()).toBe('alice');
    rememberLogin(false, 'alice');
    expect(isRemembered()).toBe(false);
    expect(readCookie('lastUsername')).toBeNull();
  });

  it('forgets a remembered login the server no longer knows, keeping nothing usable', () => {
    rememberLogin(true, 'alice');
    forgetRememberedLogin();
    expect(isRemembered()).toBe(false);
    expect(rememberedUsername()).toBe('');
  });

  it('offers the remembered device only for that name, with remember still ticked', () => {
    expect(canUseRememberedLogin('alice', ' Alice ', true)).toBe(true);
    expect(canUseRememberedLogin('alice', 'bob', true)).toBe(false);
    expect(canUseRememberedLogin('alice', 'alice', false)).toBe(false);
    expect(canUseRememberedLogin('', '', true)).toBe(false);
  });

  it('keeps the number of an SMS login, and remember off clears every remember cookie', () => {
    rememberLogin(true, 'alice');
    rememberSmsLogin(true, '9171234567', '+63');
    expect(rememberedSmsLogin()).toEqual({ mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(isRemembered()).toBe(true);
    rememberSmsLogin(false, '9171234567', '+63');
    expect(rememberedSmsLogin()).toBeNull();
    expect(isRemembered()).toBe(false);
  });
});
