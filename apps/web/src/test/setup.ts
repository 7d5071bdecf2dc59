import { cleanup } from '@testing-library/react';
import { translator } from '@/lib/translator';
import { afterEach } from 'vitest';
import agent from '../locales/EN/agent.json';
import en from '../locales/EN/common.json';
import lottery from '../locales/EN/lottery.json';
import pointsMall from '../locales/EN/mall.json';

// Components render real English text in tests, as they would for an English visitor: every
// section's messages are in, as they are once its route group has loaded.
translator.addMessages('en', { ...en, ...lottery, ...agent, ...pointsMall });
translator.setLanguage('en');

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
