import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  readCookie,
  readLocal,
  readSession,
  readSessionJson,
  writeCookie,
  writeLocal,
  writeSession,
  writeSessionJson,
} from './storage';
import { cookieKeys, localKeys, sessionKeys } from './storage-keys';

describe('storage keys', () => {
  it('keeps the product §3 names', () => {
    expect(sessionKeys.token).toBe('token');
    expect(sessionKeys.hotGames).toBe('HOT_GAMES');
    expect(sessionKeys.validate).toBe('validate');
    expect(Object.values(sessionKeys)).toEqual(
      expect.arrayContaining([
        'nickname',
        'account',
        'username',
        'customerId',
        'isAgent',
        'merchant',
        'merchantCode',
      ]),
    );
    expect(localKeys).toMatchObject({ lang: 'lang', hisLang: 'hisLang' });
    expect(cookieKeys.loginRemember).toBe('loginRemember');
  });
});

describe('session and local storage', () => {
  it('writes, reads and removes values', () => {
    writeSession(sessionKeys.token, 'abc');
    expect(readSession(sessionKeys.token)).toBe('abc');
    writeSession(sessionKeys.token, null);
    expect(readSession(sessionKeys.token)).toBeNull();
    writeLocal(localKeys.lang, 'PT-BR');
    expect(window.localStorage.getItem('lang')).toBe('PT-BR');
    expect(readLocal(localKeys.lang)).toBe('PT-BR');
  });

  it('reads JSON back through a schema and treats anything else as absent', () => {
    const schema = z.array(z.object({ id: z.number() }));
    writeSessionJson(sessionKeys.hotGames, [{ id: 1 }]);
    expect(readSessionJson(sessionKeys.hotGames, schema)).toEqual([{ id: 1 }]);
    window.sessionStorage.setItem('HOT_GAMES', '{not json');
    expect(readSessionJson(sessionKeys.hotGames, schema)).toBeNull();
    window.sessionStorage.setItem('HOT_GAMES', '[{"id":"x"}]');
    expect(readSessionJson(sessionKeys.hotGames, schema)).toBeNull();
  });
});

describe('cookies', () => {
  it('round-trips and deletes a value', () => {
    writeCookie(cookieKeys.lastUsername, 'ann smith');
    expect(readCookie(cookieKeys.lastUsername)).toBe('ann smith');
    writeCookie(cookieKeys.lastUsername, null);
    expect(readCookie(cookieKeys.lastUsername)).toBeNull();
  });
});
