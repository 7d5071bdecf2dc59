import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

/*
 * react-i18next's hook copies the i18next instance for every component on its first render (v17):
 * on the home page that was a tenth of a second of a phone's main thread. The site has one
 * namespace, loaded before anything renders, so a component needs only the active language's `t`
 * and a new render when the language changes.
 */
function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const activeLanguage = () => i18next.language;

const fixedT = new Map<string, TFunction>();

function translatorFor(language: string | undefined): TFunction {
  // Before i18next starts (a boot failure's screen) the key is '', a t that follows the start.
  let t = fixedT.get(language ?? '');
  if (!t) {
    t = language ? i18next.getFixedT(language) : i18next.t.bind(i18next);
    fixedT.set(language ?? '', t);
  }
  return t;
}

/** The active language's `t`, re-rendering its component when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18next } {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return { t: translatorFor(language), i18n: i18next };
}
