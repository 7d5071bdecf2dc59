import { createContext, useContext } from 'react';
import { defaultLanguage, findLanguage, languages, type LanguageCode } from '@lobby/contract/languages';

type Messages = { [key: string]: string | Messages };
export type Vars = Record<string, string | number>;

/** The active language: the product description's code, its BCP 47 tag and direction, and the translate function. */
export type Translator = {
  code: LanguageCode;
  tag: string;
  dir: 'ltr' | 'rtl';
  t: (key: string, vars?: Vars) => string;
};

/* One small file per language, each its own chunk: a page downloads only the language it shows. */
const loaders = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

function flatten(messages: Messages, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * `{{name}}` placeholders filled from vars. A numeric `count` picks the plural form (`key_one`,
 * `key_other`) by the language's plural rules. A missing key shows itself, which tests catch.
 */
export function makeTranslator(code: LanguageCode, messages: Messages): Translator {
  const table = flatten(messages);
  const language = findLanguage(code) ?? languages[0];
  const plural = new Intl.PluralRules(language.tag);
  const lookup = (key: string, vars?: Vars) => {
    if (typeof vars?.count === 'number') {
      const form = table.get(`${key}_${plural.select(vars.count)}`) ?? table.get(`${key}_other`);
      if (form !== undefined) return form;
    }
    return table.get(key) ?? key;
  };
  return {
    code: language.code,
    tag: language.tag,
    dir: language.dir,
    t: (key, vars) =>
      lookup(key, vars).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        vars && name in vars ? String(vars[name]) : whole,
      ),
  };
}

/** The product description's code for a language the launch named ('pt-br', 'PT-BR'), or null when unknown. */
export function languageOf(value: string | null | undefined): LanguageCode | null {
  if (!value) return null;
  return findLanguage(value)?.code ?? null;
}

/** The first of the browser's languages we speak, for pages opened without a launch (verify, errors). */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): LanguageCode {
  for (const wanted of preferred) {
    const lower = wanted.toLowerCase();
    const exact = languages.find((l) => l.tag.toLowerCase() === lower);
    if (exact) return exact.code;
    // zh-Hant-TW, zh-HK read traditional Chinese; other zh simplified.
    if (lower.startsWith('zh')) return /hant|tw|hk|mo/.test(lower) ? 'TW' : 'CN';
    if (lower === 'tl' || lower.startsWith('tl-')) return 'TY';
    const base = languages.find((l) => l.tag.toLowerCase() === lower.split('-')[0]);
    if (base) return base.code;
  }
  return defaultLanguage;
}

export async function loadTranslator(code: LanguageCode): Promise<Translator> {
  const load = loaders[`../locales/${code}.json`];
  try {
    if (!load) throw new Error(`no messages for ${code}`);
    return makeTranslator(code, await load());
  } catch {
    const fallback = loaders[`../locales/${defaultLanguage}.json`]!;
    return makeTranslator(defaultLanguage, await fallback());
  }
}

/** Puts the language on the document: lang for screen readers and fonts, dir for Urdu. */
export function applyLanguage(translator: Translator): void {
  document.documentElement.lang = translator.tag;
  document.documentElement.dir = translator.dir;
}

export const I18nContext = createContext<Translator>(makeTranslator(defaultLanguage, {}));

export const useI18n = () => useContext(I18nContext);
