import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { categoryHref, categoryKey, inHouseVendor } from '@/lib/category';
import { largeMenuThreshold, useNavCategories, type NavCategory } from './nav-categories';
import { VendorMenuItem } from './vendor-menu-item';
import './top-nav.css';

function CategoryEntry({ entry }: { entry: NavCategory }) {
  const { t } = useTranslation();
  const large = entry.vendors.length > largeMenuThreshold;
  const panelId = `nav-panel-${entry.category}`;
  // The vendor panel is built the first time it is wanted, keeping the first render small.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <li className="top-nav__item top-nav__item--menu" onMouseEnter={want} onFocus={want}>
      <NavLink to={categoryHref(entry.category)} className="top-nav__link" aria-describedby={panelId}>
        {t(categoryKey[entry.category])}
      </NavLink>
      <div id={panelId} className={`top-nav__panel${large ? ' top-nav__panel--large' : ''}`}>
        <p className="top-nav__panel-title">
          {t('nav.vendorsOf', { category: t(categoryKey[entry.category]), total: entry.vendors.length })}
        </p>
        {wanted && (
          <ul className="top-nav__vendors">
            {entry.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorMenuItem vendor={vendor} className="top-nav__vendor" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Home, in-house games, every category that has vendors, promotions (spec §2). */
export function TopNav() {
  const { t } = useTranslation();
  const { categories } = useNavCategories();
  const { pathname, search } = useLocation();
  const onInHouse =
    pathname === '/bgs' ||
    (pathname === '/rng' && new URLSearchParams(search).get('vassalage') === inHouseVendor);
  return (
    <nav className="top-nav" aria-label={t('nav.main')}>
      <ul className="top-nav__list">
        <li className="top-nav__item">
          <NavLink to="/" end className="top-nav__link">
            {t('nav.home')}
          </NavLink>
        </li>
        <li className="top-nav__item">
          <Link
            to={categoryHref('BGS')}
            className={`top-nav__link${onInHouse ? ' active' : ''}`}
            aria-current={onInHouse ? 'page' : undefined}
          >
            {t(categoryKey.BGS)}
          </Link>
        </li>
        {categories.map((entry) => (
          <CategoryEntry key={entry.category} entry={entry} />
        ))}
        <li className="top-nav__item">
          <NavLink to="/promotions" className="top-nav__link">
            {t('nav.promotions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
