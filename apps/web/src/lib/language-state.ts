import { defaultLanguage, findLanguage, type LanguageCode } from '@lobby/contract/languages';

/*
 * The active language as plain module state, so the API client can send it without importing
 * the translations (keeping the client usable in tests and before i18n starts).
 */
let active: LanguageCode = defaultLanguage;

export function setCurrentLanguage(code: LanguageCode): void {
  active = code;
}

export function currentLanguage(): LanguageCode {
  return active;
}

export function currentLanguageTag(): string {
  return findLanguage(active)?.tag ?? 'en';
}
