import { cached } from './cached';
import type { TFunction } from './translator';
import { useTranslation } from './use-translation';

/**
 * The message keys of one count, by plural category (i18next's `key_one` / `key` naming). `other`
 * is required; a category a language has but the keys lack falls back to it. The keys are written
 * out at each call, so the locale test finds them as literals.
 */
export type PluralKeys = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const pluralRules = cached((languageTag: string) => new Intl.PluralRules(languageTag));

/** The message for `count` in the plural form `languageTag` gives it ("1 game", "2 games"). */
export function countText(
  t: TFunction,
  languageTag: string,
  count: number,
  keys: PluralKeys,
  values: Readonly<Record<string, unknown>> = {},
): string {
  // Before the site's language has started the tag is '', which PluralRules reads as the default.
  const form = pluralRules(languageTag || 'en').select(count);
  return t(keys[form] ?? keys.other, { total: count, count, ...values });
}

/** countText bound to the active language, for components. */
export function usePlural(): (
  count: number,
  keys: PluralKeys,
  values?: Readonly<Record<string, unknown>>,
) => string {
  const { t, language } = useTranslation();
  return (count, keys, values) => countText(t, language, count, keys, values);
}
