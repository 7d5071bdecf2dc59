import { useSyncExternalStore } from 'react';
import { translator, translatorFor, type TFunction } from './translator';

const activeLanguage = () => translator.language;

/**
 * The active language's `t` (the same function for every component of one language, so effects
 * keyed on it stay put) and its tag, re-rendering the component when the language changes.
 */
export function useTranslation(): { t: TFunction; language: string } {
  const language = useSyncExternalStore(translator.subscribe, activeLanguage, activeLanguage);
  return { t: translatorFor(language), language };
}
