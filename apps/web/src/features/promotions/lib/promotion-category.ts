import type { PromotionCategory } from '@lobby/contract/content';
import type { TFunction } from '@/lib/translator';

// Literal keys, so the locale check finds each one used.
const categoryKey: Record<PromotionCategory, string> = {
  NEW: 'promotions.categories.NEW',
  DAILY: 'promotions.categories.DAILY',
  VIP: 'promotions.categories.VIP',
  SLOTS: 'promotions.categories.SLOTS',
  LIVE: 'promotions.categories.LIVE',
};

function isKnown(code: string): code is PromotionCategory {
  return Object.hasOwn(categoryKey, code);
}

/** `HIGH_ROLLER` → `High Roller`: an operator's own code still reads as words, never as a key. */
function titleCase(code: string): string {
  return code
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The chip's words for a promotion's category code, in the reader's language. */
export function promotionCategoryLabel(code: string, t: TFunction): string {
  const upper = code.trim().toUpperCase();
  return isKnown(upper) ? t(categoryKey[upper]) : titleCase(code);
}
