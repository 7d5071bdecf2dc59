import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import en from '../locales/EN/common.json';

// Components render real English text in tests, as they would for an English visitor.
await i18next.init({
  lng: 'en',
  resources: { en: { common: en } },
  defaultNS: 'common',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
