import type { LanguageCode } from '@lobby/contract/languages';

/**
 * The demo's texts in the 18 interface languages besides EN and PT, which demo-content.ts writes inline.
 * A Record (not Partial) so the compiler refuses an item that forgets one.
 */
export type OtherLanguages = Record<Exclude<LanguageCode, 'EN' | 'PT'>, string>;
