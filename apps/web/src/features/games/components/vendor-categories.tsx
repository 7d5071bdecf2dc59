import type { GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { Link } from 'react-router';
import { categoryHref, categoryKey, vendorHref, vendorOpensList } from '@/lib/category';
import { usePlural } from '@/lib/plural';
import { useTranslation } from '@/lib/use-translation';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import './vendor-categories.css';

type VendorCategoriesProps = {
  vassalage: string;
  displayName: string;
  /** The category shown now, left out of the links. */
  current: GameCategory;
  language: LanguageCode;
};

/** Where a vendor's other category opens: its filtered list, or the category page that launches it. */
export function vendorCategoryHref(gameType: GameCategory, vassalage: string): string {
  return vendorOpensList(gameType) ? vendorHref(gameType, vassalage) : categoryHref(gameType);
}

/**
 * The vendor's other categories (GCSGAME_getVassGameType), on its /rng or /fish page: PG's slots
 * page offers PG's fishing games. Nothing shows while loading, on failure, or for a one-category vendor.
 */
export function VendorCategories({ vassalage, displayName, current, language }: VendorCategoriesProps) {
  const { t } = useTranslation();
  const plural = usePlural();
  const types = useVendorGameTypes(vassalage, language).data;
  const others = types?.vassalage === vassalage ? types.list.filter((item) => item.gameType !== current) : [];
  if (others.length === 0) return null;
  return (
    <nav className="vendor-categories" aria-label={t('games.vendorAlsoIn', { vendor: displayName })}>
      <span className="vendor-categories__label" aria-hidden="true">
        {t('games.vendorAlsoIn', { vendor: displayName })}
      </span>
      <ul className="vendor-categories__list">
        {others.map((item) => (
          <li key={item.gameType}>
            <Link className="vendor-categories__link" to={vendorCategoryHref(item.gameType, vassalage)}>
              <span className="vendor-categories__name">{t(categoryKey[item.gameType])}</span>{' '}
              <span className="vendor-categories__count">
                {plural(item.gameCount, { one: 'games.gameCount_one', other: 'games.gameCount' })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
