import type { LocalizedText } from '@lobby/contract/languages';
import type { OtherLanguages } from './languages';

export { announcementTexts } from './announcements';
export { bannerTitles } from './banners';
export { helpTitles } from './help';
export { promotionTerms } from './promotion-terms';
export { promotionTexts } from './promotions';
export { raffleTitles } from './raffle';

/**
 * An inline EN/PT text with its other languages added. A key the table lacks adds nothing, so the item
 * reads in the brand default; the seed test then names it, since every item is meant to have all 20.
 */
export function inAllLanguages<T extends LocalizedText>(text: T, others: OtherLanguages | undefined): T {
  return { ...others, ...text };
}
