import { cleanup } from '@testing-library/react';
import { translator } from '@/lib/translator';
import { afterEach } from 'vitest';
import en from '../locales/EN/common.json';

// Components render real English text in tests, as they would for an English visitor.
translator.addMessages('en', en);
translator.setLanguage('en');

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
