import { readCookie, writeCookie } from '@/lib/storage';
import { cookieKeys } from '@/lib/storage-keys';

/*
 * Remember me keeps the username (and for SMS logins the number) for a day. The password is never
 * stored: the browser's own password manager is the safe place for it (design: readings of the spec).
 */
export function rememberedUsername(): string {
  return readCookie(cookieKeys.loginRemember) === '1' ? (readCookie(cookieKeys.lastUsername) ?? '') : '';
}

export function isRemembered(): boolean {
  return readCookie(cookieKeys.loginRemember) === '1';
}

export function rememberLogin(remember: boolean, username: string): void {
  writeCookie(cookieKeys.loginRemember, remember ? '1' : null);
  writeCookie(cookieKeys.lastUsername, remember ? username : null);
}

export function rememberSmsLogin(remember: boolean, mobileNum: string, countryDialingCode: string): void {
  writeCookie(cookieKeys.loginTypeSms, remember ? JSON.stringify({ mobileNum, countryDialingCode }) : null);
}
