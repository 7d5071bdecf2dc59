import { readCookie, writeCookie } from '@/lib/storage';
import { cookieKeys } from '@/lib/storage-keys';

/*
 * Remember me (docs/decisions.md): the product description's script-readable cookies keep only the last name and
 * the remember flag, for a day. The password is never stored: a login with remember on makes the
 * server set an http-only remembered-device cookie, and the next login of that name with an empty
 * password uses it (type device).
 */

/** The name of a remembered login on this device, or '' when there is none. */
export function rememberedUsername(): string {
  return readCookie(cookieKeys.loginRemember) === '1' ? (readCookie(cookieKeys.lastUsername) ?? '') : '';
}

export function isRemembered(): boolean {
  return readCookie(cookieKeys.loginRemember) === '1';
}

/** After a login by name: remember on keeps the name for a day, off clears both cookies. */
export function rememberLogin(remember: boolean, username: string): void {
  writeCookie(cookieKeys.loginRemember, remember ? '1' : null);
  writeCookie(cookieKeys.lastUsername, remember ? username : null);
}

/** The server no longer knows this device (expired, or the password changed): drop the flag. */
export function forgetRememberedLogin(): void {
  writeCookie(cookieKeys.loginRemember, null);
}

export type RememberedSmsLogin = { mobileNum: string; countryDialingCode: string };

/** The number of the last SMS login with remember on. */
export function rememberedSmsLogin(): RememberedSmsLogin | null {
  try {
    const stored: unknown = JSON.parse(readCookie(cookieKeys.loginTypeSms) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { mobileNum, countryDialingCode } = stored as Record<string, unknown>;
    return typeof mobileNum === 'string' && typeof countryDialingCode === 'string'
      ? { mobileNum, countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

/**
 * After an SMS login: remember on keeps the number; off clears every remember cookie, as the server
 * forgets this device's remembered login too.
 */
export function rememberSmsLogin(remember: boolean, mobileNum: string, countryDialingCode: string): void {
  writeCookie(cookieKeys.loginTypeSms, remember ? JSON.stringify({ mobileNum, countryDialingCode }) : null);
  if (!remember) rememberLogin(false, '');
}

/**
 * Whether a login of this name may use the remembered device: remember is still ticked, the flag
 * is set, and the name is the remembered one (names are not case-sensitive).
 */
export function canUseRememberedLogin(rememberedName: string, username: string, remember: boolean): boolean {
  return remember && rememberedName !== '' && username.trim().toLowerCase() === rememberedName.toLowerCase();
}
