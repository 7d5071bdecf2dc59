import * as z from 'zod/mini';

/**
 * The product description's 20 interface languages. The product description's code is what is stored (local storage `lang`,
 * content keyed by language); the BCP 47 tag goes into <html lang> and Intl formatting.
 * TY is read as Filipino (Tagalog), the language of the licence text.
 */
export const languages = [
  { code: 'EN', tag: 'en', name: 'English', dir: 'ltr' },
  { code: 'CN', tag: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'TW', tag: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  { code: 'JA', tag: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'KO', tag: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'TH', tag: 'th', name: 'ไทย', dir: 'ltr' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'MY', tag: 'my', name: 'မြန်မာ', dir: 'ltr' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', tag: 'km', name: 'ខ្មែរ', dir: 'ltr' },
  { code: 'ES', tag: 'es', name: 'Español', dir: 'ltr' },
  { code: 'PT', tag: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'PT-BR', tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்', dir: 'ltr' },
  { code: 'BN', tag: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'UR', tag: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'TR', tag: 'tr', name: 'Türkçe', dir: 'ltr' },
  { code: 'TY', tag: 'fil', name: 'Filipino', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const languageCodeSchema = z.enum(languageCodes);
export const defaultLanguage: LanguageCode = 'EN';

export function findLanguage(code: string) {
  return languages.find((l) => l.code === code.toUpperCase());
}

/** Content stored per language; readers fall back to the brand default, then to English, then to any text. */
export const localizedTextSchema = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * The text in `lang`, else in `fallback` (the brand default), else in English: the one language every
 * catalogue and demo item has, so a brand whose default a row lacks still reads words people share.
 */
export function pickText(text: LocalizedText, lang: string, fallback: string = defaultLanguage): string {
  return text[lang] ?? text[fallback] ?? text[defaultLanguage] ?? Object.values(text)[0] ?? '';
}

/** What a brand says about languages (its brand setting): the ones it offers and the one it falls back to. */
export type BrandLanguages<C extends string = string> = {
  defaultLanguage: C;
  supportedLanguages: readonly C[];
};

/**
 * The language a visitor is served in: the one asked for when the brand offers it, otherwise the brand's
 * default. Server reads and the site's start language both go through here, so a language the brand has
 * switched off never shows, even if the content or a stored choice still has it.
 */
export function offeredLanguage<C extends string>(
  requested: string | null | undefined,
  brand: BrandLanguages<C>,
): C {
  const code = requested?.toUpperCase();
  return brand.supportedLanguages.find((offered) => offered === code) ?? brand.defaultLanguage;
}

/** The language to read a text in and the one to fall back to, as `pickText` takes them. */
export type TextLanguage = { language: string; fallback: string };

/** What a visitor asking for `requested` reads: the offered language, falling back to the brand default. */
export function textLanguage(requested: string | null | undefined, brand: BrandLanguages): TextLanguage {
  return { language: offeredLanguage(requested, brand), fallback: brand.defaultLanguage };
}

export function pickTextIn(text: LocalizedText, words: TextLanguage): string {
  return pickText(text, words.language, words.fallback);
}

/** A brand's language setting is coherent: at least one language, none twice, and the default among them. */
export function brandLanguagesAreCoherent(brand: BrandLanguages): boolean {
  const offered = brand.supportedLanguages;
  return (
    offered.length > 0 && new Set(offered).size === offered.length && offered.includes(brand.defaultLanguage)
  );
}
