import { findLanguage } from '@lobby/contract/languages';
import { cached } from '@/lib/cached';

/* The product description's Chinese codes name scripts rather than regions: "Simplified Chinese", not "Chinese (China)". */
const displayTags: Record<string, string> = { CN: 'zh-Hans', TW: 'zh-Hant' };

/**
 * A language a host chats in (a spec code: EN, TY, PT-BR), named in the reader's language, so that a
 * reader can tell whether they share one; the language's own name when the browser cannot say.
 */
export function languageName(code: string, readerTag: string): string {
  const language = findLanguage(code);
  const tag = displayTags[code.toUpperCase()] ?? language?.tag;
  if (!tag) return code;
  try {
    return displayNames(readerTag).of(tag) ?? language?.name ?? code;
  } catch {
    return language?.name ?? code;
  }
}

const displayNames = cached((readerTag: string) => new Intl.DisplayNames([readerTag], { type: 'language' }));
