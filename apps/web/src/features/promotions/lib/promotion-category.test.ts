import { promotionCategories } from '@lobby/contract/content';
import { languages } from '@lobby/contract/languages';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translator, translatorFor, type Messages } from '@/lib/translator';
import { promotionCategoryLabel } from './promotion-category';

const localesDir = join(import.meta.dirname, '../../../locales');

describe('a promotion category chip', () => {
  it('names every known category in words of each of the 20 languages, never the code or a key', () => {
    for (const { code } of languages) {
      const tag = `cat-${code}`;
      translator.addMessages(
        tag,
        JSON.parse(readFileSync(join(localesDir, code, 'common.json'), 'utf8')) as Messages,
      );
      for (const category of promotionCategories) {
        const label = promotionCategoryLabel(category, translatorFor(tag));
        expect(label, `${code} ${category}`).not.toContain('promotions.');
        if (category !== 'VIP') expect(label, `${code} ${category}`).not.toBe(category);
      }
    }
  });

  it('reads the English words and takes a code in any case', () => {
    const t = translatorFor('en');
    expect(promotionCategoryLabel('NEW', t)).toBe('New players');
    expect(promotionCategoryLabel('daily', t)).toBe('Daily');
    expect(promotionCategoryLabel('LIVE', t)).toBe('Live casino');
  });

  it('title-cases a code the operator invented', () => {
    const t = translatorFor('en');
    expect(promotionCategoryLabel('HIGH_ROLLER', t)).toBe('High Roller');
    expect(promotionCategoryLabel('WEEKEND', t)).toBe('Weekend');
    expect(promotionCategoryLabel('constructor', t)).toBe('Constructor');
  });
});
