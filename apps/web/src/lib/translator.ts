/*
 * The site's translations: message files per language (common, and sections), nested keys ('footer.partners') and
 * {{name}} placeholders. That is all the site uses of i18next, whose 15 KiB (gzipped) were a tenth
 * of the first download; this is the same lookup in a few lines.
 */
export type Messages = { [key: string]: string | Messages };

/** Translates a key in one language; a missing key (or an empty message) shows the key itself. */
export type TFunction = (key: string, values?: Readonly<Record<string, unknown>>) => string;

const bundles = new Map<string, Messages>();
const translators = new Map<string, TFunction>();
const listeners = new Set<() => void>();
/** The active language's BCP 47 tag; '' until the first language is set. */
let active = '';

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (!values) return text;
  return text.replace(placeholder, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The t of one language, made once so effects keyed on it stay put. */
export function translatorFor(language: string): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = (key, values) => interpolate(lookup(bundles.get(language), key) ?? key, values);
    translators.set(language, t);
  }
  return t;
}

export const translator = {
  /** The active language's tag ('' before the site has started its language). */
  get language(): string {
    return active;
  },
  get started(): boolean {
    return active !== '';
  },
  /** Translates in the active language, for code outside components (toasts, dialogs). */
  t: (key: string, values?: Readonly<Record<string, unknown>>): string => translatorFor(active)(key, values),
  hasMessages: (language: string): boolean => bundles.has(language),
  addMessages(language: string, messages: Messages): void {
    bundles.set(language, messages);
  },
  /** Adds a section's messages (top-level keys of their own) to a language's. */
  mergeMessages(language: string, messages: Messages): void {
    bundles.set(language, { ...bundles.get(language), ...messages });
  },
  /** Makes `language` (whose messages are added) the active one, and tells the subscribers. */
  setLanguage(language: string): void {
    if (language === active) return;
    active = language;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
